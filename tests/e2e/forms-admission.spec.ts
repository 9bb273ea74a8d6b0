import { expect, test } from './test.ts'
import { FIXED_NOW, TEST_TOKENS } from '../fixtures/testEnv.ts'
import { expectReceived, fieldValues, openHomeEnquiry, unique } from './formsHelpers.ts'
import { formCase } from './formCases.ts'

test.describe.configure({ mode: 'default' })

const PATH = '/api/form/NCSR/Admission'
const FIELDS = formCase('admission').fields

const openHome = openHomeEnquiry

const ADMISSION = formCase('admission')
const fill = ADMISSION.fill

test('the enquiry opens on load after the notification popup (never together), closes with Escape and the close control, and the Student Admission link reopens it', async ({
  page,
}) => {
  const dialog = await openHome(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // The shell's menu item: <a href="/#admission-enquiry" data-admission-open>.
  await page.evaluate(() => {
    const a = document.createElement('a')
    a.href = '/#admission-enquiry'
    a.dataset.admissionOpen = ''
    a.textContent = 'Student Admission'
    document.body.prepend(a)
  })
  const link = page.getByRole('link', { name: 'Student Admission' })
  await link.click()
  await expect(dialog).toBeVisible()
  await page.getByRole('button', { name: 'Close admission enquiry' }).click()
  await expect(dialog).toBeHidden()
  await expect(link).toBeFocused()
  // Arriving on /#admission-enquiry (the link from another page) opens it too.
  await page.evaluate(() => {
    location.hash = 'admission-enquiry'
  })
  await expect(dialog).toBeVisible()
})

test('an empty enquiry shows the spec messages and sends nothing', async ({ page }) => {
  const dialog = await openHome(page)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  const summary = dialog.locator('.error-summary')
  await expect(summary).toBeFocused()
  await expect(summary).toContainText('Please fill all fields correctly.')
  for (const text of ['Name cannot be empty', 'Phone number cannot be empty', 'Academic Year cannot be empty', 'Please Select Class']) {
    await expect(summary.getByRole('link', { name: text })).toBeVisible()
  }
  await expect(page.locator('#admission-class-error')).toHaveText('Error: Please Select Class')
  await page.locator('#admission-phone').fill('987654321')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(page.locator('#admission-phone-error')).toHaveText('Error: Invalid phone number, must be 10 digits')
})

test('2026-2027 offers only class 11; otherwise classes 1 to 12', async ({ page }) => {
  await openHome(page)
  const options = page.locator('#admission-class option:not([value=""])')
  await expect(options).toHaveCount(12)
  await page.locator('#admission-academicYear').selectOption('2026-2027')
  await expect(options).toHaveText(['Class 11'])
})

test('a valid enquiry posts the spec JSON with the form token, thanks, clears, and redirects after 1000 ms', async ({ page, request }) => {
  await page.clock.install({ time: new Date(FIXED_NOW) })
  await openHome(page)
  const name = unique('Admission ok')
  await fill(page, name)
  await page.clock.pauseAt(new Date(new Date(FIXED_NOW).getTime() + 10 * 60_000))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.locator('#admission-success')).toHaveText('Thank you We will be get back to you soon')
  const [r] = await expectReceived(request, PATH, name, 1)
  expect(JSON.parse(r!.body)).toEqual({
    name,
    email: 'parent@example.com',
    phone: '9876543210',
    class: '11',
    academicYear: '2026-2027',
    message: 'Science stream',
  })
  expect(r!.headers.authorization).toBe(`Bearer ${TEST_TOKENS.form}`)
  expect(r!.headers['content-type']).toBe('application/json')
  expect(Object.values(await fieldValues(page, FIELDS)).every((v) => v === '')).toBe(true)
  await page.clock.runFor(990)
  expect(new URL(page.url()).pathname).toBe('/')
  await page.clock.runFor(10)
  await page.waitForURL('**/admission-procedure')
})
