import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { expectReceived, jpegFile, pdfFile, unique } from './formsHelpers.ts'
import { formCase } from './formCases.ts'

test.describe.configure({ mode: 'default' })

const PATH = '/external/career'
const SUCCESS = 'Your Form Submitted Successfully.'

async function openForm(page: Page) {
  await page.goto('/career')
  const apply = page.getByRole('button', { name: 'Apply' })
  await expect(apply).toHaveAttribute('aria-expanded', 'false')
  await apply.click()
  await expect(page.locator('#career-form')).toBeVisible()
}

async function fill(page: Page, name: string) {
  await openForm(page)
  await formCase('career').fill(page, name)
}

test('Apply shows and hides the form; an empty submit lists every required field and sends nothing', async ({ page }) => {
  await openForm(page)
  await page.getByRole('button', { name: 'Submit application' }).click()
  const summary = page.locator('.error-summary')
  await expect(summary).toBeFocused()
  for (const text of [
    'Enter your full name',
    'Enter your date of birth',
    'Enter your phone number',
    "Enter your father's phone number",
    'Enter the percentage or grade',
    'Choose your CV or document (JPG, JPEG or PDF)',
  ]) {
    await expect(summary.getByRole('link', { name: text })).toBeVisible()
  }
  await expect(summary.getByRole('link')).toHaveCount(15)
  await expect(page).toHaveTitle(/^Error: /)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.locator('#career-form')).toBeHidden()
})

test('education and career rows are added with plus and removed with minus (never the first)', async ({ page }) => {
  await openForm(page)
  await expect(page.getByRole('button', { name: /Remove qualification/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Add a qualification' }).click()
  await page.getByRole('button', { name: 'Add a position' }).click()
  await expect(page.locator('#career-qualification1-1-school')).toBeVisible()
  await page.getByRole('button', { name: 'Remove qualification 2' }).click()
  await expect(page.locator('#career-qualification1-1-school')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Remove position 2' })).toBeVisible()
})

test('a wrong file type gives the spec message on selection; a photo shows a preview', async ({ page }) => {
  await openForm(page)
  await page.locator('#career-attachments').setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: Buffer.from('x') })
  await expect(page.locator('#career-attachments-error')).toHaveText('Error: Invalid file type. Only JPG, JPEG, and PDF are allowed.')
  await page.locator('#career-attachments1').setInputFiles(jpegFile())
  await expect(page.locator('img.form-preview')).toHaveAttribute('src', /^blob:/)
})

test('a complete application is posted once with the spec JSON as text/plain, then thanked, cleared and the draft removed', async ({
  page,
  request,
}) => {
  const name = unique('Career ok')
  await fill(page, name)
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.locator('#career-success')).toHaveText(SUCCESS)
  const [r] = await expectReceived(request, PATH, name, 1)
  expect(r!.headers['content-type']).toBe('text/plain;charset=utf-8')
  const body = JSON.parse(r!.body)
  expect(body).toMatchObject({
    name,
    dob: '1990-01-02',
    address: '12 Lake Road',
    phone: '9876543210',
    phone1: '9876543211',
    webAddress: '',
    email: 'asha@example.com',
    fatherName: 'Ravi',
    profession: 'Engineer',
    frPhone: '9876543212',
    motherName: 'Meena',
    profession1: 'Doctor',
    mrPhone: '9876543213',
    spouseName: '',
    profession3: '',
    spPhone: '',
    depName: '',
    profession4: '',
    depPhone: '',
  })
  expect(typeof body.qualification1).toBe('string')
  expect(JSON.parse(body.qualification1)).toEqual([
    { qualification: 'B.Ed', school: 'State University', percent: '82', rate: '82', academicYear: '2012' },
  ])
  expect(JSON.parse(body.careerDtl)).toEqual([
    { orgnisation: 'St. Mary School', designation: 'Teacher', fromYear: '2013', toYear: '2020', experience: '07-00' },
  ])
  expect(body.attachments).toEqual({ name: 'cv.pdf', type: 'application/pdf', data: pdfFile().buffer.toString('base64') })
  expect(body.attachments1).toEqual({ name: 'photo.jpg', type: 'image/jpeg', data: jpegFile().buffer.toString('base64') })
  expect(await page.locator('#career-name').inputValue()).toBe('')
  expect(await page.evaluate(() => localStorage.getItem('ncsr:draft:career'))).toBeNull()
})

test('typed text survives a reload as a draft (files are never stored)', async ({ page }) => {
  await openForm(page)
  await page.locator('#career-name').fill('Draft Person')
  await page.getByRole('button', { name: 'Add a qualification' }).click()
  await page.locator('#career-qualification1-1-school').fill('Second Institute')
  await page.reload()
  await expect(page.locator('#career-form')).toBeVisible()
  await expect(page.locator('#career-name')).toHaveValue('Draft Person')
  await expect(page.locator('#career-qualification1-1-school')).toHaveValue('Second Institute')
  await expect(page.getByText('We restored the answers you typed earlier')).toBeVisible()
})

test('a restored draft is discarded with its button, by keyboard: the stored copy is gone and the form empty', async ({ page }) => {
  await openForm(page)
  await page.locator('#career-name').fill('Shared Computer')
  await page.locator('#career-phone').fill('9876543210')
  await page.reload()
  const discard = page.getByRole('button', { name: 'Discard the saved answers' })
  await expect(discard).toBeVisible()
  await discard.focus()
  await page.keyboard.press('Enter')
  const status = page.getByRole('status').filter({ hasText: 'The answers saved on this device were discarded.' })
  await expect(status).toBeFocused()
  await expect(page.locator('#career-name')).toHaveValue('')
  await expect(page.locator('#career-phone')).toHaveValue('')
  expect(await page.evaluate(() => localStorage.getItem('ncsr:draft:career'))).toBeNull()
  await page.reload()
  await expect(page.getByText('We restored the answers you typed earlier')).toHaveCount(0)
})
