// Forms visible before hydration (contact, TC): take in what was typed before the JavaScript ran
// (captured by the renderer, lib/forms/earlyInput.ts), and report when the form is live. Until then the submit button is a
// plain button, so a click cannot post the page natively to a static host and drop what was typed.
import { type Dispatch, type RefObject, type SetStateAction, useEffect, useState } from 'react'
import { adoptEarlyInput, earlyValue } from '#lib/forms/earlyInput.ts'

export function useEarlyInput<T extends Record<string, unknown>>(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<T>>,
): boolean {
  const [live, setLive] = useState(false)
  useEffect(() => {
    const el = form.current
    if (el) {
      setValues((old) =>
        adoptEarlyInput(old, (name) => {
          const control = el.elements.namedItem(name)
          return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? earlyValue(control.id) : undefined
        }),
      )
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration so the first render matches the prerendered HTML
    setLive(true)
    // run once, right after hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return live
}
