// Monochrome icons for the school's social links (currentColor; the link text is visually hidden next to them).
import type { SocialLink } from '#lib/content/site.ts'

interface SocialIconProps {
  kind: SocialLink['kind']
}

export function SocialIcon({ kind }: SocialIconProps) {
  return (
    <svg className="icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'youtube' && (
        <>
          <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
          <path d="M10 9 L15.5 12 L10 15 Z" fill="var(--icon-cutout, #fff)" />
        </>
      )}
      {kind === 'instagram' && (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
        </>
      )}
      {kind === 'facebook' && (
        <path
          d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21Z"
          fill="currentColor"
        />
      )}
    </svg>
  )
}

interface SocialLinksProps {
  links: SocialLink[]
  className?: string
}

export function SocialLinks({ links, className }: SocialLinksProps) {
  return (
    <ul className={`social-links ${className ?? ''}`}>
      {links.map((s) => (
        <li key={s.url}>
          <a href={s.url} target="_blank" rel="noopener noreferrer" className="social-links__link">
            <SocialIcon kind={s.kind} />
            <span className="visually-hidden">{s.label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
