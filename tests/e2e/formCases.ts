// The five forms as the fault tests drive them (tests/e2e/forms-faults.spec.ts): where each lives, how it
// is opened and filled with a value no other test types, what it posts to and how it answers.
import { expect, type Page } from '@playwright/test'
import { jpegFile, openLiveForm, pdfFile } from './formsHelpers.ts'
import { waitForIsland } from './test.ts'

export interface FormCase {
  id: string
  page: string
  endpoint: string
  mode: 'cors' | 'no-cors'
  /** Selector of the text fields whose values must never be lost. */
  fields: string
  submit: string
  /** Keeps a draft of typed text (the long forms). */
  draft: boolean
  /** File inputs whose chosen files must never be dropped (the long forms). */
  files?: string
  /** The submit button's name while a request is on its way. */
  sending: string
  /**
   * What a delivered form does: 'thanks' shows `success` in #{id}-success; 'download' saves the file
   * named `success` (the TC form's certificate, fetched from `downloadFrom`) and names it in #{id}-success.
   */
  succeeds: 'thanks' | 'download'
  success: string
  downloadFrom?: string
  /** The one line any failure shows, in place of lib/forms/submit.ts's explanation (the TC form keeps the spec's wording). */
  failureLine?: string
  /** Where the page goes a second after thanking (the admission enquiry, spec §9); a failure must stay. */
  leavesAfterSuccess?: RegExp
  /** The form is in the HTML and takes typing and a click before its script arrives (components/forms/useEarlyInput.ts). */
  earlyInput: boolean
  open: (page: Page) => Promise<void>
  /** On its page, loaded again (after navigating back): what brings the form into view (a dialog or toggle), if anything must. */
  reopen?: (page: Page) => Promise<void>
  fill: (page: Page, marker: string) => Promise<void>
}

/**
 * The admission enquiry as the 'Student Admission' menu item of another page opens it: arriving on
 * /#admission-enquiry opens it alone, whatever the visitor's device remembers (lib/forms/autoOpen.ts),
 * so every scenario of a test that opens it again in one browser context starts the same way. A load
 * of its own: from that same address a navigation would only move to the fragment and keep the page.
 */
export async function openEnquiryByAddress(page: Page) {
  await page.goto('about:blank')
  await page.goto('/#admission-enquiry')
  await expect(page.locator('dialog#admission-enquiry')).toBeVisible()
}

/**
 * Opens a long form once its island is live (<html data-hydrated>: its first effects have run, so a
 * restored draft has asked to open it). The draft's re-render may still be on its way: retry the toggle.
 */
export async function toggleOpen(page: Page, button: string, form: string) {
  await waitForIsland(page)
  await expect(async () => {
    if (!(await page.locator(form).isVisible())) await page.getByRole('button', { name: button }).click()
    await expect(page.locator(form)).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })
}

export const FORMS: FormCase[] = [
  {
    id: 'contact',
    page: '/contact',
    endpoint: '/external/contact',
    mode: 'no-cors',
    submit: 'Submit',
    draft: false,
    sending: 'Sending…',
    succeeds: 'thanks',
    success: 'Thank you for your feedback!',
    earlyInput: true,
    fields: '#contact-name, #contact-email, #contact-phone, #contact-message',
    open: (p) => openLiveForm(p, '/contact', 'contact'),
    fill: async (p, m) => {
      await p.locator('#contact-name').fill(m)
      await p.locator('#contact-email').fill('parent@example.com')
      await p.locator('#contact-phone').fill('9876543210')
      await p.locator('#contact-message').fill('When does the new term start?')
    },
  },
  {
    id: 'admission',
    page: '/',
    endpoint: '/api/form/NCSR/Admission',
    mode: 'cors',
    submit: 'Submit',
    draft: false,
    sending: 'Sending…',
    succeeds: 'thanks',
    success: 'Thank you We will be get back to you soon',
    leavesAfterSuccess: /\/admission-procedure\/?$/,
    earlyInput: false,
    fields: '#admission-name, #admission-email, #admission-phone, #admission-academicYear, #admission-class, #admission-message',
    open: openEnquiryByAddress,
    // Back on /#admission-enquiry, which opens it again.
    reopen: (p) => expect(p.locator('dialog#admission-enquiry')).toBeVisible(),
    fill: async (p, m) => {
      await p.locator('#admission-name').fill(m)
      await p.locator('#admission-email').fill('parent@example.com')
      await p.locator('#admission-phone').fill('9876543210')
      await p.locator('#admission-academicYear').selectOption('2026-2027')
      await p.locator('#admission-class').selectOption('11')
      await p.locator('#admission-message').fill('Science stream')
    },
  },
  {
    id: 'tc',
    page: '/tc',
    endpoint: '/api/tc/NCSR',
    mode: 'cors',
    submit: 'Download',
    draft: false,
    sending: 'Please wait…',
    succeeds: 'download',
    success: 'tc.jpg',
    downloadFrom: '/api/image/tc/sample-tc.jpg',
    failureLine: 'Failed to process your request. Please try again later.',
    earlyInput: true,
    fields: '#tc-name, #tc-admission',
    open: (p) => openLiveForm(p, '/tc', 'tc'),
    fill: async (p, m) => {
      await p.locator('#tc-name').fill(m)
      await p.locator('#tc-admission').fill('A-1234')
    },
  },
  {
    id: 'career',
    page: '/career',
    endpoint: '/external/career',
    mode: 'no-cors',
    submit: 'Submit application',
    draft: true,
    sending: 'Sending…',
    succeeds: 'thanks',
    success: 'Your Form Submitted Successfully.',
    earlyInput: false,
    files: '#career-form input[type=file]',
    fields: '#career-form input:not([type=file]), #career-form textarea',
    open: async (p) => {
      await p.goto('/career')
      await toggleOpen(p, 'Apply', '#career-form')
    },
    reopen: (p) => toggleOpen(p, 'Apply', '#career-form'),
    fill: async (p, m) => {
      const f = (id: string, v: string) => p.locator(`#career-${id}`).fill(v)
      await f('name', m)
      for (const [id, v] of [
        ['dob', '1990-01-02'],
        ['address', '12 Lake Road'],
        ['phone', '9876543210'],
        ['phone1', '9876543211'],
        ['email', 'asha@example.com'],
        ['fatherName', 'Ravi'],
        ['profession', 'Engineer'],
        ['frPhone', '9876543212'],
        ['motherName', 'Meena'],
        ['profession1', 'Doctor'],
        ['mrPhone', '9876543213'],
        ['qualification1-0-qualification', 'B.Ed'],
        ['qualification1-0-school', 'State University'],
        ['qualification1-0-percent', '82'],
        ['qualification1-0-academicYear', '2012'],
        ['careerDtl-0-orgnisation', 'St. Mary School'],
        ['careerDtl-0-designation', 'Teacher'],
        ['careerDtl-0-fromYear', '2013'],
        ['careerDtl-0-toYear', '2020'],
        ['careerDtl-0-experience', '07-00'],
      ] as const)
        await f(id, v)
      await p.locator('#career-attachments').setInputFiles(pdfFile())
      await p.locator('#career-attachments1').setInputFiles(jpegFile())
    },
  },
  {
    id: 'alumni',
    page: '/alumni',
    endpoint: '/external/alumni',
    mode: 'no-cors',
    submit: 'Submit',
    draft: true,
    sending: 'Sending…',
    succeeds: 'thanks',
    success: 'Your Form Submitted Successfully.',
    earlyInput: false,
    files: '#alumni-form input[type=file]',
    fields: '#alumni-form input:not([type=file]):not([type=radio]), #alumni-form textarea',
    open: async (p) => {
      await p.goto('/alumni')
      await toggleOpen(p, 'Alumni Form', '#alumni-form')
    },
    reopen: (p) => toggleOpen(p, 'Alumni Form', '#alumni-form'),
    fill: async (p, m) => {
      await p.locator('#alumni-attachments1').setInputFiles(jpegFile('me.jpg'))
      const f = (id: string, v: string) => p.locator(`#alumni-${id}`).fill(v)
      await f('name', m)
      for (const [id, v] of [
        ['motherName', 'Asha Rao'],
        ['dob', '1990-01-02'],
        ['experience', '2015-05-20'],
        ['phone1', 'GR-778'],
        ['phone2', '9876543210'],
        ['phone', '9876543211'],
        ['email', 'asha@example.com'],
        ['address', 'Pune'],
        ['address1', 'Maharashtra'],
        ['location', 'India'],
        ['fromYear', '1996'],
        ['toYear', '2008'],
      ] as const)
        await f(id, v)
      await p.locator('#alumni-howKnow').check()
      for (const [id, v] of [
        ['howKnow1', 'Sr. Mary'],
        ['qualification', 'MA'],
        ['profession', 'Architect'],
        ['school1', 'Studio, Pune'],
        ['message', 'Built a school library'],
        ['messageTitle', 'Annual day'],
      ] as const)
        await f(id, v)
    },
  },
]

export const formCase = (id: FormCase['id']) => FORMS.find((f) => f.id === id)!
