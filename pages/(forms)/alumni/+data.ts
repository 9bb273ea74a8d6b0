// https://vike.dev/data
import { externalFormData, formPageCopy } from '#lib/forms/pageData.ts'

export type Data = ReturnType<typeof data>

export function data() {
  return { copy: formPageCopy('alumni'), form: externalFormData('alumni') }
}
