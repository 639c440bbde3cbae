/**
 * One labelled order-extras input (text, date or a longer comment) with its hint and its error,
 * tied to the input for screen readers like the checkout's own fields (checkout/field.tsx), but
 * with the error as a ready sentence: the order-extras problems carry their own numbers and names.
 */
import type { ReactNode } from 'react'
import { useT } from '../../lib/store-context.tsx'

export function ExtrasField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  min,
  multiline,
  shortLabel,
}: {
  id: string
  label: string
  /** what the eye reads where the full label repeats the line's name; screen readers get `label` */
  shortLabel?: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: ReactNode
  type?: 'text' | 'date'
  /** the earliest date a date input offers (YYYY-MM-DD) */
  min?: string
  multiline?: boolean
}) {
  const t = useT()
  const describedBy =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  }
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>
        {shortLabel ? (
          <>
            <span aria-hidden="true">{shortLabel}</span>
            <span className="visually-hidden">{label}</span>
          </>
        ) : (
          label
        )}{' '}
        {t('checkout.field.optional')}
      </label>
      {multiline ? (
        <textarea {...common} rows={2} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input {...common} type={type} min={min} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
