import { describe, expect, it } from 'vitest'
import { feeRowSchema } from '#lib/schema/feeRow.ts'
import { strengthRowSchema } from '#lib/schema/strengthRow.ts'
import { firstIssue } from './helpers.ts'

describe('feeRowSchema (spec §9 kindergarten fees)', () => {
  it('accepts Nursery 54176 + 9030 = 63206', () => {
    expect(feeRowSchema.parse({ class: 'Nursery', tuitionFees: 54176, termFees: 9030, totalFees: 63206 }).totalFees).toBe(63206)
  })
  it('rejects a wrong total, a string amount and extra fields', () => {
    expect(firstIssue(feeRowSchema, { class: 'LKG', tuitionFees: 1, termFees: 1, totalFees: 3 })).toBe(
      'totalFees: must equal tuition fees plus term fees',
    )
    expect(firstIssue(feeRowSchema, { class: 'LKG', tuitionFees: '1', termFees: 1, totalFees: 2 })).toMatch(/^tuitionFees:/)
    expect(feeRowSchema.safeParse({ class: 'LKG', tuitionFees: 1, termFees: 1, totalFees: 2, note: '' }).success).toBe(false)
  })
})

describe('strengthRowSchema (spec §9 kindergarten strength)', () => {
  it('accepts Nursery 7 divisions and 223 intake', () => {
    expect(strengthRowSchema.parse({ class: 'Nursery', totalDivisions: 7, totalIntake: 223 })).toEqual({
      class: 'Nursery',
      totalDivisions: 7,
      totalIntake: 223,
    })
  })
  it('rejects zero divisions', () => {
    expect(firstIssue(strengthRowSchema, { class: 'LKG', totalDivisions: 0, totalIntake: 1 })).toMatch(/^totalDivisions:/)
  })
})
