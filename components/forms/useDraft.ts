// Restores a saved draft after hydration (so server and client render the same first HTML) and
// saves the text values on every change afterwards and when the page is left. Files are never saved.
// A restored draft can be discarded at once (DraftNote's button): the stored copy is deleted and the
// form emptied, for a visitor on a shared computer (SECURITY.md, boundary 4).
import { useEffect, useRef, useState } from 'react'
import { clearDraft, loadDraft, saveDraft } from '#lib/forms/draft.ts'

/** 'restored': this visit began from a saved draft; 'discarded': the visitor then threw it away. */
export type DraftState = 'none' | 'restored' | 'discarded'

export function useDraft<T extends Record<string, unknown>>(
  form: string,
  values: T,
  restore: (draft: T) => void,
  empty: () => T,
  /** Empties the form (useForm's reset: text, files and file inputs). */
  emptyForm: () => void,
): { state: DraftState; discard: () => void } {
  const ready = useRef(false)
  const [state, setState] = useState<DraftState>('none')
  useEffect(() => {
    const draft = loadDraft(form, empty())
    if (draft) {
      restore(draft)
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration so the first render matches the prerendered HTML
      setState('restored')
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
  const discard = () => {
    clearDraft(form)
    latest.current = empty()
    emptyForm()
    setState('discarded')
  }
  return { state, discard }
}
