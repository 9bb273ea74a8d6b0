// False in the prerendered HTML, true once the island runs: a filter form that only works with
// JavaScript is left out of the HTML without it, where the archive links do its work
// (lib/select/archives.ts).
import { useEffect, useState } from 'react'

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, set after hydration so the first render matches the prerendered HTML
  useEffect(() => setHydrated(true), [])
  return hydrated
}
