/**
 * A labelled form field that uses the browser's own checks (required, type="email"). When the
 * browser rejects a value, the field is marked invalid and its message is shown under it and
 * announced to screen readers; it clears as soon as the value is acceptable.
 *
 * The field keeps its own value (the form reads it when sent): what a visitor types before the
 * page's code has run stays when it wakes, since React never writes the value back.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react'
import styled, { css } from 'styled-components'
import { theme } from './theme'

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`

const Label = styled.label`
  font-weight: 600;
  color: ${theme.colors.heading};
`

const Note = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`

const control = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] { border-color: ${theme.colors.urgent}; border-width: 2px; }
`

const Input = styled.input`
  ${control}
`

const TextArea = styled.textarea`
  ${control}
  resize: vertical;
`

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.urgent};
  font-size: ${theme.font.size.sm};
  font-weight: 600;
`

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
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {!required && optionalNote ? <Note> {optionalNote}</Note> : null}
      </Label>
      {multiline ? <TextArea rows={5} {...common} /> : <Input type={type} {...common} />}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  )
}

/** What a field shows only in the browser, for an island's `browserOnly` (renderer/islands.tsx). */
export const fieldBrowserOnly = () => <ErrorText />

/** Fields stacked with room between them; two side by side on wider screens when wrapped in FieldRow. */
export const FormStack = styled.form`
  display: grid;
  gap: ${theme.space.md};
`

export const FieldRow = styled.div`
  display: grid;
  gap: ${theme.space.md};
  @media (min-width: ${theme.breakpoints.md}) { grid-template-columns: 1fr 1fr; }
`

/** Shown with required fields' labels' meaning, once per form. */
export const FormNote = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.font.size.sm};
`

/** The message that a form's words were not sent, in the form itself. */
export const FormFailure = styled.p`
  margin: 0;
  padding: ${theme.space.md};
  border: 2px solid ${theme.colors.urgent};
  border-radius: ${theme.radius.sm};
  color: ${theme.colors.text};
  font-weight: 600;
  a { color: inherit; }
`

/** A text from content with {phone} as a link that dials the clinic. */
export function withPhoneLink(template: string, phone: string) {
  const [before, after] = template.split('{phone}')
  if (after === undefined) return template
  return (
    <>
      {before}
      <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a>
      {after}
    </>
  )
}
