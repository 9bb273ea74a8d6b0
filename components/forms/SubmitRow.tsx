// The end of a long form (alumni registration, career application): its submit button, which says
// "Sending…" and cannot be pressed again while the form is on its way, and the outcome line.
import { FormStatus } from './FormStatus.tsx'

interface SubmitRowProps {
  /** The form's id prefix (FormStatus). */
  id: string
  label: string
  sending: boolean
  status: Parameters<typeof FormStatus>[0]['status']
}

export function SubmitRow({ id, label, sending, status }: SubmitRowProps) {
  return (
    <>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Sending…' : label}
        </button>
      </div>
      <FormStatus id={id} status={status} />
    </>
  )
}
