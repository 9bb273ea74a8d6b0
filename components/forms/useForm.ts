// One form's state: its text values, its chosen files, the submit cycle (useSubmission), and the
// props each control takes from its field name (`bind('email')`: id, name, value, onChange, error),
// so a form writes each field as its label, its kind and what differs. Ids follow `fieldId`, the
// rule the error summary's links use too.
import { useState } from 'react'
import { fieldId, type TextKey } from '#lib/forms/fields.ts'
import { useSubmission } from './useSubmission.ts'

interface FormOptions<T, F extends string> {
  /** The file fields, kept apart from the text values (files never go into drafts). */
  files?: readonly F[]
  /** Fixes values that depend on the edited one (e.g. a class the newly chosen year does not offer). */
  adjust?: (next: T, key: TextKey<T>) => T
  /** What an edit clears: that field's message (spec §4 alumni; the default), or every message and the outcome line (spec §4 TC). */
  editClears?: 'field' | 'form'
}

/** The props of a text control (input, textarea, select, or a radio group read through them). */
export interface BoundField {
  id: string
  name: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
}

/** The props of a FileField, except its label and hint. */
export interface BoundFile {
  id: string
  name: string
  file: File | null
  resetKey: number
  onChange: (file: File | null, problem: string | undefined) => void
  error: string | undefined
}

export function useForm<T extends Record<string, unknown>, const F extends string = never>(
  prefix: string,
  empty: () => T,
  { files: fileKeys = [], adjust, editClears = 'field' }: FormOptions<T, F> = {},
) {
  const noFiles = () => Object.fromEntries(fileKeys.map((k) => [k, null])) as Record<F, File | null>
  const [values, setValues] = useState<T>(empty)
  const [files, setFiles] = useState(noFiles)
  // Changing it remounts the file inputs, which is the only way to empty them.
  const [resetKey, setResetKey] = useState(0)
  const submission = useSubmission(prefix)
  const { errs, setStatus } = submission

  const set = (key: TextKey<T>) => (value: string) => {
    setValues((old) => {
      const next = { ...old, [key]: value }
      return adjust ? adjust(next, key) : next
    })
    if (editClears === 'form') {
      errs.clear()
      setStatus(null)
    } else errs.clearField(fieldId(prefix, key))
  }

  const bind = (key: TextKey<T>): BoundField => {
    const id = fieldId(prefix, key)
    // TextKey<T> picks the string fields; TypeScript cannot see through that for a generic T.
    return { id, name: key, value: values[key] as string, onChange: set(key), error: errs.errorFor(id) }
  }

  const bindFile = (key: F): BoundFile => {
    const id = fieldId(prefix, key)
    const onChange = (file: File | null, problem: string | undefined) => {
      setFiles((old) => ({ ...old, [key]: file }))
      errs.setField(id, problem)
    }
    return { id, name: key, file: files[key], resetKey, onChange, error: errs.errorFor(id) }
  }

  /** Empties the form after a successful submission: text, chosen files and the file inputs. */
  const reset = () => {
    setValues(empty())
    setFiles(noFiles())
    setResetKey((k) => k + 1)
  }

  return { ...submission, values, setValues, files, bind, bindFile, reset }
}
