import { describe, expect, expectTypeOf, it } from 'vitest'
import { careerSchema, emptyCareerText, type CareerText } from '#lib/forms/career.ts'
import type { ContactValues } from '#lib/forms/contact.ts'
import { fieldId, type TextKey, toFieldErrors } from '#lib/forms/fields.ts'
import type { useForm } from '#components/forms/useForm.ts'

describe('fieldId', () => {
  it("joins the form's prefix and the field's path with '-'", () => {
    expect(fieldId('contact', 'email')).toBe('contact-email')
    expect(fieldId('career', 'qualification1', 0, 'school')).toBe('career-qualification1-0-school')
  })
  it('gives the ids the error summary links to, so a message always finds its control', () => {
    const r = careerSchema.safeParse({ ...emptyCareerText(), attachments: null, attachments1: null })
    const ids = toFieldErrors(r.error!.issues, 'career').map((e) => e.id)
    expect(ids).toContain(fieldId('career', 'name'))
    expect(ids).toContain(fieldId('career', 'qualification1', 0, 'school'))
    expect(ids).toContain(fieldId('career', 'attachments'))
  })
})

// Checked by `npm run test:types` (tsc reads tests/): these lines fail to compile, not to run.
describe('the field names a form binds', () => {
  it('are the text fields of its values, not its row lists', () => {
    expectTypeOf<TextKey<ContactValues>>().toEqualTypeOf<'name' | 'email' | 'phone' | 'message'>()
    expectTypeOf<'qualification1'>().not.toExtend<TextKey<CareerText>>()
    expectTypeOf<'fatherName'>().toExtend<TextKey<CareerText>>()
  })
  it('make a misspelt text or file field name a type error', () => {
    type CareerForm = ReturnType<typeof useForm<CareerText, 'attachments' | 'attachments1'>>
    expectTypeOf<CareerForm['bind']>().parameter(0).toEqualTypeOf<TextKey<CareerText>>()
    expectTypeOf<CareerForm['bindFile']>().parameter(0).toEqualTypeOf<'attachments' | 'attachments1'>()
    // Never called: it only has to compile.
    const typeOnly = ({ bind, bindFile }: CareerForm) => {
      bind('fatherName')
      // @ts-expect-error the field is fatherName
      bind('fathername')
      // @ts-expect-error a row list is not a text field
      bind('careerDtl')
      bindFile('attachments1')
      // @ts-expect-error the file fields are attachments and attachments1
      bindFile('attachment')
    }
    void typeOnly
  })
})
