// One menu link: new-tab links get rel="noopener noreferrer" and say so; the 'Student Admission'
// item carries data-admission-open for the admission enquiry dialog.
import type { MenuLink } from '#lib/content/menus.ts'

interface NavLinkProps {
  link: MenuLink
  current?: string
  className?: string
}

export function NavLink({ link, current, className }: NavLinkProps) {
  const isCurrent = current !== undefined && link.href === current
  return (
    <a
      href={link.href}
      className={className}
      aria-current={isCurrent ? 'page' : undefined}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(link.admissionOpen ? { 'data-admission-open': '' } : {})}
    >
      {link.label}
      {link.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  )
}
