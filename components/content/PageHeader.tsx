// The title band of a content page: optional eyebrow (section), the page's single <h1>, a lead line.
interface PageHeaderProps {
  title: string
  eyebrow?: string
  lead?: string
}

export function PageHeader({ title, eyebrow, lead }: PageHeaderProps) {
  return (
    <header className="page-header">
      {eyebrow && <p className="page-header__eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className="page-header__lead">{lead}</p>}
    </header>
  )
}
