import { expect, test } from './test.ts'
import { expectReceived, fieldValues, openLiveForm, unique } from './formsHelpers.ts'
import { formCase } from './formCases.ts'

// Faults are injected per path on the shared mock: this file's tests run in order in one worker.
test.describe.configure({ mode: 'default' })

const PATH = '/external/contact'

const CONTACT = formCase('contact')
const FIELDS = CONTACT.fields

async function fill(page: import('@playwright/test').Page, name: string) {
  await CONTACT.open(page)
  await CONTACT.fill(page, name)
}

test('contact page: school details, a titled map and the form, rendered without JavaScript', async ({ request }) => {
  const html = await (await request.get('/contact')).text()
  expect(html).toContain('office@example.org')
  expect(html).toContain('Convent Road, Riverside')
  expect(html).toMatch(/<iframe[^>]+title="Map showing the school&#x27;s location"|<iframe[^>]+title="Map showing the school's location"/)
  expect(html).toContain('id="contact-name"')
  // Without JavaScript: no personal data in a GET query, and a notice with the school's details.
  expect(html).toMatch(/<form[^>]* method="post"/)
  expect(html).toContain('Sending this form needs JavaScript')
})

test('an empty submit shows the spec messages in a focused summary and beside each field, and sends nothing', async ({ page }) => {
  await openLiveForm(page, '/contact', 'contact')
  const before = await page.title()
  await page.getByRole('button', { name: 'Submit' }).click()
  const summary = page.locator('.error-summary')
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('heading')).toHaveText('There is a problem')
  for (const text of ['Name cannot be empty', 'Email cannot be empty', 'Phone number cannot be empty', 'Message cannot be empty']) {
    await expect(summary.getByRole('link', { name: text })).toBeVisible()
  }
  await expect(page.locator('#contact-name-error')).toHaveText('Error: Name cannot be empty')
  await expect(page.locator('#contact-name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#contact-name')).toHaveAttribute('aria-describedby', 'contact-name-error')
  await expect(page).toHaveTitle(`Error: ${before}`)
  await expect(page.getByText('Thank you for your feedback!')).toHaveCount(0)
  await summary.getByRole('link', { name: 'Email cannot be empty' }).click()
  await expect(page.locator('#contact-email')).toBeFocused()
})

test('bad e-mail ending and a 9-digit phone give the spec messages', async ({ page }) => {
  await openLiveForm(page, '/contact', 'contact')
  await page.locator('#contact-name').fill('A')
  await page.locator('#contact-email').fill('a@b.c')
  await page.locator('#contact-phone').fill('987654321')
  await page.locator('#contact-message').fill('x')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.locator('#contact-email-error')).toHaveText('Error: Invalid email address')
  await expect(page.locator('#contact-phone-error')).toHaveText('Error: Invalid phone number, must be 10 digits')
  // Letters never reach the phone field; at most 10 digits are kept.
  await page.locator('#contact-phone').fill('98a7b6')
  await expect(page.locator('#contact-phone')).toHaveValue('9876')
  await expect(page.locator('#contact-phone')).toHaveAttribute('maxlength', '10')
})

test('a valid message is posted once as text/plain JSON, then thanked and cleared', async ({ page, request }) => {
  const name = unique('Contact ok')
  await fill(page, name)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.locator('#contact-success')).toHaveText('Thank you for your feedback!')
  const [r] = await expectReceived(request, PATH, name, 1)
  expect(JSON.parse(r!.body)).toEqual({ name, email: 'parent@example.com', phone: '9876543210', message: 'When does the new term start?' })
  expect(r!.headers['content-type']).toBe('text/plain;charset=utf-8')
  expect(r!.headers.authorization).toBeUndefined()
  expect(await fieldValues(page, FIELDS)).toEqual({ 'contact-name': '', 'contact-email': '', 'contact-phone': '', 'contact-message': '' })
})
