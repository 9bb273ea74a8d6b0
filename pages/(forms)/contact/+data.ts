// https://vike.dev/data
import { site } from '#lib/content/site.ts'
import { loadContentJson } from '#lib/content/markdown.ts'
import { contactContentSchema, externalFormData, formPageCopy } from '#lib/forms/pageData.ts'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    copy: formPageCopy('contact'),
    details: { name: site.name, address: site.address, phones: site.phones, email: site.email },
    map: loadContentJson('contact.json', contactContentSchema).map,
    form: externalFormData('contact'),
  }
}
