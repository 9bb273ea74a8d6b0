// Without JavaScript the forms cannot send anything (there is no server of our own): say so, and
// give the school's phone and e-mail. Forms also use method="post" so that a submit without
// JavaScript never puts personal details into the address bar or server logs.
import type { SchoolContact } from '#lib/forms/submit.ts'

interface NoScriptNoticeProps {
  school: SchoolContact
}

export function NoScriptNotice({ school }: NoScriptNoticeProps) {
  return (
    <noscript>
      <p className="form-status form-status--failure">
        Sending this form needs JavaScript, which is turned off in your browser. You can call the school office on {school.phone} or email{' '}
        {school.email}.
      </p>
    </noscript>
  )
}
