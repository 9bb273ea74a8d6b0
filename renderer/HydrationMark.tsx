// Sets <html data-hydrated> once the island's first effects have run (a parent's effect runs after
// its children's): from then on every handler is attached. Tests wait for it (tests/e2e/test.ts).
import { type ReactNode, useEffect } from 'react'

export function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true'
  }, [])
  return <>{children}</>
}
