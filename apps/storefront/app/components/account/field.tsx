/** A labelled form field with its message tied to the input (aria-invalid, aria-describedby). */
import type { InputHTMLAttributes } from 'react'
import { useT } from '../../lib/store-context.tsx'
import type { FieldError } from './validation.ts'

export function Field({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: FieldError } & InputHTMLAttributes<HTMLInputElement>) {
  const t = useT()
  const errorId = `${id}-error`
  return (
    <div className={input.type === 'checkbox' ? 'account-field account-field--check' : 'account-field'}>
      {input.type === 'checkbox' && (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      )}
      <label htmlFor={id}>{label}</label>
      {input.type !== 'checkbox' && (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      )}
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
