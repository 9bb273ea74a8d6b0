// A horizontally scrollable table container: named, and focusable so keyboard users can scroll it
// (axe "scrollable-region-focusable") on narrow screens; where the table fits, its island takes it
// out of the Tab order (components/content/scrollRegion.island.ts).
import type { CSSProperties, ReactNode } from 'react'

interface TableWrapProps {
  label: string
  children: ReactNode
  style?: CSSProperties
}

export function TableWrap({ label, children, style }: TableWrapProps) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label} style={style} data-island="scroll-region">
      {children}
    </div>
  )
}
