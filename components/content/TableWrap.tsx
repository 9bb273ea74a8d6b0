// A horizontally scrollable table container: focusable and named so keyboard users can scroll it
// (axe "scrollable-region-focusable") on narrow screens.
import type { CSSProperties, ReactNode } from 'react'

interface TableWrapProps {
  label: string
  children: ReactNode
  style?: CSSProperties
}

export function TableWrap({ label, children, style }: TableWrapProps) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label} style={style}>
      {children}
    </div>
  )
}
