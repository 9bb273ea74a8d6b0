// Build-time only (imported from +data.ts files): the endpoints and contact details the form pages
// need in the browser. Variables in docs/contract.md; an endpoint that is not configured is '' and the form
// then says online submission is unavailable.
// The form token (NCSR_FORM_TOKEN) ends up in the page HTML, because the browser sends it: it is public,
// and the API scopes it to the two form endpoints (SECURITY.md "Tokens"). The sync token never comes here.
import { readBuildEnv, type BuildEnv } from '../config/buildEnv.ts'
import { site } from '../content/site.ts'
// Build-time only, so classic zod (lib/forms/z.ts is the browser's zod/mini).
import { z } from 'zod'
import { formCopySchema } from '../content/frontMatter.ts'
import { loadContentJson, loadMarkdownPage } from '../content/markdown.ts'
import { ADMISSION_PATH, admissionContentSchema } from './admission.ts'
import type { SchoolContact } from './submit.ts'
import { TC_PATH } from './tc.ts'

export const schoolContact = (): SchoolContact => ({ phone: site.phones[0] ?? '', email: site.email })

const apiUrl = (env: BuildEnv, path: string) => (env.apiBase ? `${env.apiBase}${path}` : '')

export function admissionEnquiryData(env = readBuildEnv()) {
  return {
    content: loadContentJson('admission.json', admissionContentSchema),
    endpoint: apiUrl(env, ADMISSION_PATH),
    token: env.formToken,
    school: schoolContact(),
  }
}
export type AdmissionEnquiryData = ReturnType<typeof admissionEnquiryData>

export function tcFormData(env = readBuildEnv()) {
  return { endpoint: apiUrl(env, TC_PATH), apiBase: env.apiBase, token: env.formToken, school: schoolContact() }
}
export type TcFormData = ReturnType<typeof tcFormData>

/** data/content/pages/{name}.md: the page's heading and its copy as HTML (staff-authored). */
export function formPageCopy(name: 'contact' | 'career' | 'alumni' | 'tc') {
  const doc = loadMarkdownPage(name, formCopySchema)
  return { heading: doc.meta.heading, html: doc.html }
}

/** Endpoint and contact details of one of the external script forms. */
export function externalFormData(which: 'contact' | 'career' | 'alumni', env = readBuildEnv()) {
  const endpoint = { contact: env.contactFormEndpoint, career: env.careerFormEndpoint, alumni: env.alumniFormEndpoint }[which]
  return { endpoint, school: schoolContact() }
}
export type ExternalFormData = ReturnType<typeof externalFormData>

export const contactContentSchema = z.object({
  map: z.object({ title: z.string().min(1), embedUrl: z.url({ protocol: /^https?$/ }), linkUrl: z.url({ protocol: /^https?$/ }) }),
})
