/**
 * One labelled form field with its error: the error is tied to the input (aria-describedby,
 * aria-invalid) so a screen reader reads it with the field.
 */
import type { ReactNode } from 'react'
import type { FieldError } from '../../lib/checkout/order-body.ts'
import { useT } from '../../lib/store-context.tsx'
import type { MessageKey } from '../../i18n/translate.ts'

const ERROR_TEXT: Record<FieldError, MessageKey> = {
  required: 'checkout.error.required',
  email: 'checkout.error.email',
  zipCode: 'checkout.error.zipCode',
  shippingMethod: 'checkout.error.shippingMethod',
  paymentMethod: 'checkout.error.paymentMethod',
  issuer: 'checkout.error.issuer',
  terms: 'checkout.error.terms',
  password: 'checkout.error.password',
  letters: 'checkout.error.letters',
}

export function useErrorText() {
  const t = useT()
  return (error: FieldError, field: string) => t(ERROR_TEXT[error], { field })
}

export interface FieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: FieldError
  required?: boolean
  type?: 'text' | 'email' | 'tel' | 'password'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  hint?: ReactNode
}

export function Field({
  id,
  label,
  value,
  onChange,
  error,
  required,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
}: FieldProps) {
  const t = useT()
  const errorText = useErrorText()
  const describedBy =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ` ${t('checkout.field.optional')}`}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {errorText(error, label)}
        </p>
      )}
    </div>
  )
}
