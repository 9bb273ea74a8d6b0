// The listing's other years, fetched once when the visitor leaves the embedded default year
// (lib/select/listingData.ts). Until they arrive the list says so; a failure says what to do.
import { useEffect, useRef, useState } from 'react'

export type AllYearsState<T> = { status: 'idle' | 'loading' | 'error'; items: null } | { status: 'ready'; items: T[] }

export function useAllYears<T>(url: string, needed: boolean): AllYearsState<T> {
  const [state, setState] = useState<AllYearsState<T>>({ status: 'idle', items: null })
  const started = useRef(false)
  useEffect(() => {
    // One attempt per page view: after an error the message asks for a reload (no retry loop).
    if (!needed || started.current) return
    started.current = true
    fetch(url)
      .then((r) => (r.ok ? (r.json() as Promise<T[]>) : Promise.reject(new Error(`${url}: HTTP ${r.status}`))))
      .then((items) => setState({ status: 'ready', items }))
      .catch(() => setState({ status: 'error', items: null }))
  }, [needed, url])
  // Needed and not answered yet: loading, from the render that needs it (no extra render to say so).
  return needed && state.status === 'idle' ? { status: 'loading', items: null } : state
}
