// The outcome line under a form: success as a polite status, a failure as an alert that says what
// happened and what to do. Both live regions exist from the first render so they are announced.
interface FormStatusProps {
  status: { kind: 'success' | 'failure'; text: string } | null
  id: string
}

export function FormStatus({ status, id }: FormStatusProps) {
  return (
    <>
      <div id={`${id}-success`} className="form-status form-status--success" role="status">
        {status?.kind === 'success' ? status.text : null}
      </div>
      <div id={`${id}-failure`} className="form-status form-status--failure" role="alert">
        {status?.kind === 'failure' ? status.text : null}
      </div>
    </>
  )
}
