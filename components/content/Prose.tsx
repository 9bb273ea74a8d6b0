// Staff-authored Markdown rendered at build time (data/content/pages/*.md). Only repository
// content goes through here, never API data (API data stays text: SECURITY.md).
interface ProseProps {
  html: string
  className?: string
}

export function Prose({ html, className }: ProseProps) {
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />
}
