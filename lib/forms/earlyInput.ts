// What a visitor typed into a prerendered form before its JavaScript arrived. The browser keeps
// those characters in the controls, but hydration starts the form from its empty state: Preact even
// empties a <textarea> while hydrating it, and the form would validate (and at its next render show)
// the empty state. So the renderer captures the typed text just before hydrating
// (`captureEarlyInput`), and the form takes it in right after (`adoptEarlyInput`).
// One instance per page in the browser: the renderer writes `captured` and each form's island reads
// it, so the client build keeps this module in one chunk (scripts/vite/singleInstance.ts).

let captured: ReadonlyMap<string, string> = new Map()

const TEXT_LIKE = 'input:not([type=file]):not([type=checkbox]):not([type=radio]):not([type=hidden])[id], textarea[id]'

/** Records the non-empty text controls under `root`, by id. Called just before hydration. */
export function captureEarlyInput(root: ParentNode): void {
  const values = new Map<string, string>()
  root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_LIKE).forEach((control) => {
    if (control.value !== '') values.set(control.id, control.value)
  })
  captured = values
}

/** The text the control with this id held before hydration, if any. */
export const earlyValue = (id: string): string | undefined => captured.get(id)

/**
 * The form's text values with anything typed before hydration taken in. `read(name)` gives the
 * early text of the form's control of that name (undefined when there is none). Returns `current`
 * itself when nothing was typed early, so a state setter does not re-render.
 */
export function adoptEarlyInput<T extends Record<string, unknown>>(current: T, read: (name: string) => string | undefined): T {
  let next: T | undefined
  for (const [name, value] of Object.entries(current)) {
    if (typeof value !== 'string') continue
    const typed = read(name)
    if (typed === undefined || typed === '' || typed === value) continue
    next ??= { ...current }
    ;(next as Record<string, unknown>)[name] = typed
  }
  return next ?? current
}
