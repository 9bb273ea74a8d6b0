// The school's crest as a small inline SVG, drawn from lib/brand/crest.ts (the app icons are made from
// the same shapes).
import { createElement } from 'react'
import { CREST_SHAPES, CREST_VIEWBOX } from '#lib/brand/crest.ts'

interface CrestProps {
  size?: number
  className?: string
}

/** SVG's hyphenated attribute names as React's props (stroke-width -> strokeWidth). */
const reactProps = (attrs: Record<string, string>) =>
  Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]))

export function Crest({ size = 56, className }: CrestProps) {
  const { width, height } = CREST_VIEWBOX
  return (
    <svg
      className={className}
      width={size}
      height={Math.round((size * height) / width)}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      {CREST_SHAPES.map((s, i) => createElement(s.tag, { key: i, ...reactProps(s.attrs) }))}
    </svg>
  )
}
