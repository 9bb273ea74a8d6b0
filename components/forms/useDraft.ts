// Restores a saved draft after hydration (so server and client render the same first HTML) and
// saves the text values on every change afterwards and when the page is left. Files are never saved.
import { useEffect, useRef, useState } from 'react'
import { clearDraft, loadDraft, saveDraft } from '#lib/forms/draft.ts'

export function useDraft<T extends Record<string, unknown>>(form: string, values: T, restore: (draft: T) => void, empty: () => T) {
  const ready = useRef(false)
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    const draft = loadDraft(form, empty())
    if (draft) {
      restore(draft)
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration so the first render matches the prerendered HTML
      setRestored(true)
    }
    // run once on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const persist = (current: T) => {
    // An empty form (e.g. after a successful submission) leaves no draft behind.
    if (JSON.stringify(current) === JSON.stringify(empty())) clearDraft(form)
    else saveDraft(form, current)
  }
  // The latest values, for the pagehide handler below.
  const latest = useRef(values)
  // eslint-disable-next-line react-hooks/refs -- the pagehide handler must see this render's values before any effect has run
  latest.current = values
  useEffect(() => {
    // Skip the first run (the empty server-rendered values) so it cannot overwrite the draft.
    if (!ready.current) {
      ready.current = true
      return
    }
    persist(values)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, values])
  useEffect(() => {
    // Effects run after the next frame; a reload or a closed tab right after the last keystroke
    // would otherwise lose it. pagehide fires on reload, navigation and tab close.
    const onHide = () => {
      if (ready.current) persist(latest.current)
    }
    addEventListener('pagehide', onHide)
    return () => removeEventListener('pagehide', onHide)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form])
  return restored
}
