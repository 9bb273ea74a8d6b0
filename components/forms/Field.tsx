// A labelled form field with its inline message (hidden 'Error:' prefix), aria-invalid and
// aria-describedby (GOV.UK error message pattern). The control is passed as a render function receiving its a11y props.
import type { ReactNode } from 'react'
import { digitsOnly } from '#lib/forms/fields.ts'

export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldProps {
  id: string
  label: ReactNode
  error?: string
  hint?: string
  /** Marks the label with "(required)" text, not only a colour or an asterisk. */
  required?: boolean
  className?: string
  children: (control: ControlProps) => ReactNode
}

export function Field({ id, label, error, hint, required, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <span className="form-field__required"> (required)</span>}
      </label>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && <FieldMessage id={errorId!} text={error} />}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
    </div>
  )
}

interface FieldMessageProps {
  id: string
  text: string
}

export function FieldMessage({ id, text }: FieldMessageProps) {
  return (
    <p className="form-field__error" id={id}>
      <span className="visually-hidden">Error: </span>
      {text}
    </p>
  )
}

interface FieldsetProps {
  legend: ReactNode
  error?: string
  id: string
  children: ReactNode
}

/** A group of radio buttons (the first radio carries the group's id for the summary link). */
export function Fieldset({ legend, error, id, children }: FieldsetProps) {
  return (
    <fieldset className={`form-fieldset${error ? ' form-field--error' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-field__label">{legend}</legend>
      {error && <FieldMessage id={`${id}-error`} text={error} />}
      {children}
    </fieldset>
  )
}

interface TextFieldProps {
  id: string
  name: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  required?: boolean
  type?: 'text' | 'email' | 'tel' | 'date' | 'number'
  /** A phone field: numeric keyboard, digits only, at most 10, hint '10 digits' unless given (spec §9). */
  phone?: boolean
  multiline?: boolean
  autoComplete?: string
  maxLength?: number
  inputMode?: 'numeric' | 'text' | 'email' | 'tel'
  className?: string
}

export function TextField({
  phone,
  multiline,
  type = 'text',
  onChange,
  name,
  value,
  autoComplete,
  maxLength,
  inputMode,
  hint = phone ? '10 digits' : undefined,
  ...field
}: TextFieldProps) {
  return (
    <Field {...field} hint={hint}>
      {(a11y) =>
        multiline ? (
          <textarea {...a11y} name={name} value={value} rows={4} className="form-control" onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            {...a11y}
            name={name}
            value={value}
            className="form-control"
            // type=text, not tel: autocomplete="tel-national" (10 digits, no +91) is allowed only on text inputs
            // (HTML autofill rules; the Nu checker flags it on type=tel). inputMode still brings up the digit keypad.
            type={phone ? 'text' : type}
            inputMode={phone ? 'numeric' : inputMode}
            maxLength={phone ? 10 : maxLength}
            autoComplete={autoComplete}
            onChange={(e) => onChange(phone ? digitsOnly(e.target.value) : e.target.value)}
          />
        )
      }
    </Field>
  )
}

interface SelectFieldProps {
  id: string
  name: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
  placeholder: string
  error?: string
  required?: boolean
}

export function SelectField({ name, value, onChange, options, placeholder, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(a11y) => (
        <select {...a11y} name={name} value={value} className="form-control" onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
