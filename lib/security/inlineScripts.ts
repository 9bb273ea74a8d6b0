// The site's own inline scripts: a fixed list, each by name. The components that write one import
// its text from here, and the Content-Security-Policy allows exactly these, by their sha256 hashes
// (scripts/postbuild/csp.ts); the build fails on any other executable inline script in its output
// (scripts/postbuild/auditRules.ts). A script is added here, never written inline elsewhere.
import { ENQUIRY_HASH, SEEN_NOTIFICATIONS_KEY } from '../forms/autoOpen.ts'

export const INLINE_SCRIPTS = {
  /**
   * components/home/EventsBlock.tsx: removes the slides of events whose day (Asia/Kolkata) is before
   * today, and shows the "none" line when none is left. Runs as soon as it is parsed, before the
   * carousel mounts (the mounters are module scripts, which run after parsing). Tested in a browser
   * with a moved clock (tests/e2e/upcoming.spec.ts). Its test of a day is isUpcomingDay's
   * (lib/select/upcoming.ts), written out in ES5; tests/unit/security/inlineScripts.test.ts runs it
   * against that function.
   */
  hidePassedEvents:
    "(function(){var b=document.currentScript&&document.currentScript.previousElementSibling;if(!b)return;var t=new Intl.DateTimeFormat('en-CA',{timeZone:'Asia/Kolkata',year:'numeric',month:'2-digit',day:'2-digit'}).format(new Date());var n=0;b.querySelectorAll('[data-event-day]').forEach(function(c){var d=c.getAttribute('data-event-day')||'';if(!/^\\d{4}-\\d{2}-\\d{2}$/.test(d)||d<t){var s=c.closest('li');(s||c).remove()}else n++});if(!n){var c=b.querySelector('.carousel');if(c)c.remove();var p=b.querySelector('[data-upcoming-none]');if(p)p.hidden=false}})()",
  /**
   * components/home/NotificationDialog.island.tsx: runs where it stands, right after the <dialog>: shows it,
   * modal, unless it is already open, when opensNotifications (lib/forms/autoOpen.ts) says so for the
   * ids in the dialog's data-notice-ids and the ids this device has seen; written out in ES5, and
   * tests/unit/security/inlineScripts.test.ts runs it against that function. Unreadable storage
   * counts as nothing seen.
   */
  openNotificationsEarly: `(function(){var d=document.currentScript&&document.currentScript.previousElementSibling;if(!d||!d.showModal||d.open||location.hash===${JSON.stringify(ENQUIRY_HASH)})return;var i,s;try{i=JSON.parse(d.getAttribute('data-notice-ids'))}catch(e){}try{s=JSON.parse(localStorage.getItem(${JSON.stringify(SEEN_NOTIFICATIONS_KEY)}))}catch(e){}if(!Array.isArray(i))return;if(!Array.isArray(s))s=[];for(var k=0;k<i.length;k++)if(s.indexOf(i[k])<0){d.dataset.opened='early';d.showModal();return}})()`,
} as const

export type InlineScriptName = keyof typeof INLINE_SCRIPTS
