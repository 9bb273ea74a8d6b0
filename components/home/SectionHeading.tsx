// A home-page section title with its optional "View All" link.
interface SectionHeadingProps {
  id: string
  title: string
  viewAll?: { href: string; label: string }
}

export function SectionHeading({ id, title, viewAll }: SectionHeadingProps) {
  return (
    <div className="home-section__head">
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {viewAll && (
        <a className="home-section__all" href={viewAll.href}>
          {viewAll.label}
        </a>
      )}
    </div>
  )
}
