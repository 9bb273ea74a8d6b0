// What a restored draft says above the form, with the button that discards it; once discarded, a
// status line takes the button's place and the focus, so a keyboard or screen reader user is not
// left on nothing (components/forms/useDraft.ts).
import { useEffect, useRef } from 'react'
import type { DraftState } from './useDraft.ts'

interface DraftNoteProps {
  state: DraftState
  /** What the draft could not keep: "Files must be chosen again." */
  files: string
  onDiscard: () => void
}

export function DraftNote({ state, files, onDiscard }: DraftNoteProps) {
  const status = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (state === 'discarded') status.current?.focus()
  }, [state])
  if (state === 'restored')
    return (
      <div className="form-note">
        <p>We restored the answers you typed earlier on this device. {files}</p>
        <button type="button" className="btn btn--secondary" onClick={onDiscard}>
          Discard the saved answers
        </button>
      </div>
    )
  if (state === 'discarded')
    return (
      <p className="form-note" role="status" tabIndex={-1} ref={status}>
        The answers saved on this device were discarded.
      </p>
    )
  return null
}
