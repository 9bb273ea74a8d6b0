// Spec §4 "current year": the build's year in the static HTML, the visitor's year (Asia/Kolkata)
// after hydration. Read in an effect, so the first client render matches the server's HTML and
// React reports no hydration mismatch.
import { useEffect, useState } from 'react'
import { schoolYear } from '#lib/format/date.ts'

export function useVisitorYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration so the first render matches the prerendered HTML
  useEffect(() => setYear(schoolYear(new Date())), [])
  return year
}
