// https://vike.dev/data
import { formPageCopy, tcFormData } from '#lib/forms/pageData.ts'

export type Data = ReturnType<typeof data>

export function data() {
  return { copy: formPageCopy('tc'), form: tcFormData() }
}
