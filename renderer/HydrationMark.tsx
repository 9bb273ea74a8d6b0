// Calls onMounted once an island's first effects have run (a parent's effect runs after its
// children's): from then on every handler of the island is attached (renderer/hydrateIslands.tsx).
import { type ReactNode, useEffect } from 'react'

export function HydrationMark({ children, onMounted }: { children: ReactNode; onMounted: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the island's first effects
  useEffect(() => onMounted(), [])
  return <>{children}</>
}
