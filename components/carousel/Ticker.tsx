// The highlights marquee (horizontal) and the notices-and-news ticker (vertical, scrolling upward).
// Static and scrollable in the HTML; mountTicker() adds the motion and reveals the Pause button.
import { useEffect, useRef, type ReactNode } from 'react'
import { mount as mountTicker } from './ticker.island.ts'

interface TickerProps {
  direction: 'vertical' | 'horizontal'
  /** Accessible name, e.g. "Notices and news"; the Pause button says "Pause notices and news". */
  label: string
  items: { key: string; node: ReactNode }[]
  className?: string
}

export function Ticker({ direction, label, items, className }: TickerProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const mounted = mountTicker(ref.current!)
    return () => mounted.destroy()
  }, [])
  return (
    <div
      ref={ref}
      className={`ticker ticker--${direction}${className ? ` ${className}` : ''}`}
      data-ticker={direction}
      data-island="ticker"
      role="region"
      aria-label={label}
    >
      <div className="ticker__viewport">
        <div className="ticker__track">
          <ul className="ticker__list" data-ticker-list="">
            {items.map((i) => (
              <li className="ticker__item" key={i.key}>
                {i.node}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <button type="button" className="ticker__toggle" data-ticker-toggle="" hidden>
        Pause
      </button>
    </div>
  )
}
