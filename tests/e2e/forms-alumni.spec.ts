import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { expectReceived, jpegFile, unique } from './formsHelpers.ts'
import { formCase } from './formCases.ts'

test.describe.configure({ mode: 'default' })

const PATH = '/external/alumni'
const SUCCESS = 'Your Form Submitted Successfully.'

const REQUIRED = [
  'NAME (According to School Register) is required.',
  'NAME (Present) is required.',
  'DATE OF BIRTH is required.',
  'CONTACT NUMBER is required.',
  'WHATSAPP NUMBER is required.',
  'Email ID is required.',
  'CURRENT CITY is required.',
  'STATE is required',
  'COUNTRY is required.',
  'ADMISSION YEAR (only year) is required.',
  'PASS OUT YEAR (only year) is required.',
  'DO YOU REMEMBER YOUR PRINCIPAL?  is required.',
  'HIGHEST EDUCATIONAL QUALIFICATION is required.',
]

async function openForm(page: Page) {
  await page.goto('/alumni')
  await page.getByRole('button', { name: 'Alumni Form' }).click()
  await expect(page.locator('#alumni-form')).toBeVisible()
}

async function fill(page: Page, name: string) {
  await openForm(page)
  await formCase('alumni').fill(page, name)
}

test('the letter, a View button to /magazine, and the Alumni Form toggle are on the page', async ({ page, request }) => {
  const html = await (await request.get('/alumni')).text()
  expect(html).toContain('href="/magazine/"')
  await page.goto('/alumni')
  await expect(page.locator('#alumni-form')).toBeHidden()
})

test('an empty submit shows every spec message word for word; a message clears when its field is edited', async ({ page }) => {
  await openForm(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  const summary = page.locator('.error-summary')
  await expect(summary).toBeFocused()
  const links = await summary.getByRole('link').allTextContents()
  expect(links).toEqual(REQUIRED)
  await expect(page.locator('#alumni-address1-error')).toHaveText('Error: STATE is required')
  await page.locator('#alumni-name').fill('A')
  await expect(page.locator('#alumni-name-error')).toHaveCount(0)
  await expect(page.locator('#alumni-motherName-error')).toBeVisible()
})

test('a non-JPG/PDF photo gets the one file message', async ({ page }) => {
  await openForm(page)
  await page.locator('#alumni-attachments1').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('x') })
  await expect(page.locator('#alumni-attachments1-error')).toHaveText('Error: Invalid file type. Only JPG, JPEG, and PDF are allowed.')
})

test('a complete registration posts the spec payload once as text/plain, then thanks, clears and drops the draft', async ({
  page,
  request,
}) => {
  const name = unique('Alumni ok')
  await fill(page, name)
  await expect(page.locator('img.form-preview')).toHaveAttribute('src', /^blob:/)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.locator('#alumni-success')).toHaveText(SUCCESS)
  const [r] = await expectReceived(request, PATH, name, 1)
  expect(r!.headers['content-type']).toBe('text/plain;charset=utf-8')
  expect(JSON.parse(r!.body)).toEqual({
    attachments1: { name: 'me.jpg', type: 'image/jpeg', data: jpegFile().buffer.toString('base64') },
    name,
    motherName: 'Asha Rao',
    dob: '1990-01-02',
    experience: '2015-05-20',
    phone1: 'GR-778',
    phone2: '9876543210',
    phone: '9876543211',
    email: 'asha@example.com',
    address: 'Pune',
    address1: 'Maharashtra',
    location: 'India',
    fromYear: '1996',
    toYear: '2008',
    howKnow: 'Yes',
    howKnow1: 'Sr. Mary',
    qualification: 'MA',
    profession: 'Architect',
    school1: 'Studio, Pune',
    message: 'Built a school library',
    messageTitle: 'Annual day',
  })
  expect(await page.locator('#alumni-name').inputValue()).toBe('')
  await page.reload()
  await expect(page.locator('#alumni-form')).toBeHidden()
})
