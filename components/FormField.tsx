/**
 * A labelled form field that uses the browser's own checks (required, type="email"). When the
 * browser rejects a value, the field is marked invalid and its message is shown under it and
 * announced to screen readers; it clears as soon as the value is acceptable.
 *
 * The field keeps its own value (the form reads it when sent): what a visitor types before the
 * page's code has run stays when it wakes, since React never writes the value back.
 */
import clsx from 'clsx'
import { useState, type ChangeEvent, type ComponentProps, type FormEvent } from 'react'
import styles from './FormField.module.css'
import { HONEYPOT_FIELD } from '../lib/forms'
import { telHref } from '../lib/phone'

interface FormFieldProps {
  /** The field's id, unique on the page (its label and error message point at it). */
  id: string
  name: string
  label: string
  type?: 'text' | 'email' | 'tel'
  required?: boolean
  /** Words after the label of an optional field, e.g. "(optional)". */
  optionalNote?: string
  multiline?: boolean
  autoComplete?: string
}

export function FormField({
  id,
  name,
  label,
  type = 'text',
  required = false,
  optionalNote,
  multiline = false,
  autoComplete,
}: FormFieldProps) {
  const errorId = `${id}-error`
  const [error, setError] = useState('')
  const common = {
    id,
    name,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onInvalid: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setError(event.currentTarget.validationMessage),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (error && event.currentTarget.validity.valid) setError('')
    },
  }
  return (
    <div className={styles.wrapper}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {!required && optionalNote ? <span className={styles.note}> {optionalNote}</span> : null}
      </label>
      {multiline ? (
        <textarea className={styles.textArea} rows={5} {...common} />
      ) : (
        <input className={styles.input} type={type} {...common} />
      )}
      {error ? (
        <p className={styles.errorText} id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Fields stacked with room between them; two side by side on wider screens when wrapped in FieldRow. */
export function FormStack({ className, ...props }: ComponentProps<'form'>) {
  return <form {...props} className={clsx(styles.formStack, className)} />
}

export function FieldRow({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={clsx(styles.fieldRow, className)} />
}

/** Shown with required fields' labels' meaning, once per form. */
export function FormNote({ className, ...props }: ComponentProps<'p'>) {
  return <p {...props} className={clsx(styles.formNote, className)} />
}

/** The message that a form's words were not sent, in the form itself. */
export function FormFailure({ className, ...props }: ComponentProps<'p'>) {
  return <p {...props} className={clsx(styles.formFailure, className)} />
}

/** A text from content with {phone} as a link that dials the clinic. */
export function withPhoneLink(template: string, phone: string) {
  const [before, after] = template.split('{phone}')
  if (after === undefined) return template
  return (
    <>
      {before}
      <a href={telHref(phone)}>{phone}</a>
      {after}
    </>
  )
}

/** The field only robots fill in (lib/forms.ts HONEYPOT_FIELD): out of sight, out of the tab order and not announced. */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
