// A file input for JPG, JPEG or PDF with its message and, for photos, a preview from an object URL
// (revoked when the file changes or the field unmounts). Files are never put in drafts.
import { useEffect, useMemo } from 'react'
import { ACCEPT_ATTRIBUTE, fileProblem, isPreviewableImage } from '#lib/forms/files.ts'
import { Field } from './Field.tsx'

interface FileFieldProps {
  id: string
  name: string
  label: string
  hint: string
  file: File | null
  onChange: (file: File | null, problem: string | undefined) => void
  error?: string
  required?: boolean
  /** Show an image preview of the chosen photo. */
  preview?: boolean
  /** Changing it clears the input (after a successful submission). */
  resetKey: number
}

export function FileField({ name, file, onChange, preview, resetKey, ...field }: FileFieldProps) {
  const url = useObjectUrl(preview && file && isPreviewableImage(file) ? file : null)
  return (
    <Field {...field}>
      {(a11y) => (
        <>
          <input
            {...a11y}
            key={resetKey}
            name={name}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="form-control"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null
              onChange(f, f ? fileProblem(f) : undefined)
            }}
          />
          {url && (
            <img
              className="form-preview"
              src={url}
              alt={`Preview of ${file?.name ?? 'the chosen photo'}`}
              width="160"
              height="200"
              decoding="async"
            />
          )}
        </>
      )}
    </Field>
  )
}

/** An object URL for the chosen file, revoked when the file changes or the field goes away. */
function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob])
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )
  return url
}
