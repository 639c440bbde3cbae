/** A labelled form field with its message tied to the input (aria-invalid, aria-describedby). */
import type { InputHTMLAttributes } from 'react'
import { useT } from '../../lib/store-context.tsx'
import type { FieldError } from './validation.ts'

export type FieldProps = {
  id: string
  label: string
  error?: FieldError
} & InputHTMLAttributes<HTMLInputElement>

export function Field({ id, label, error, ...input }: FieldProps) {
  const t = useT()
  const errorId = `${id}-error`
  const checkbox = input.type === 'checkbox'
  const control = (
    <input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      {...input}
    />
  )
  return (
    <div className={checkbox ? 'account-field account-field--check' : 'account-field'}>
      {/* a checkbox sits before its label, as checkboxes conventionally do; other inputs after it */}
      {checkbox && control}
      <label htmlFor={id}>{label}</label>
      {!checkbox && control}
      {error && (
        <p id={errorId} className="account-field__error">
          {t(error.key, error.values)}
        </p>
      )}
    </div>
  )
}

/** Moves focus to the first invalid field, so keyboard and screen-reader users meet the message. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}
