/**
 * A button whose action cannot be undone (cancel a backorder, remove an automatic order) asks first,
 * in place: the question and "yes" / "no" take the button's spot, the focus goes to "no" so a
 * stray Enter changes nothing, and "no" or Escape puts the button (and the focus) back.
 */
import { useEffect, useRef, useState } from 'react'
import { useT } from '../../lib/store-context.tsx'

export function ConfirmAction({
  label,
  accessibleName,
  question,
  confirmLabel,
  disabled,
  onConfirm,
}: {
  label: string
  accessibleName: string
  question: string
  confirmLabel: string
  disabled: boolean
  onConfirm: () => void
}) {
  const t = useT()
  const [asking, setAsking] = useState(false)
  const keep = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const wasAsking = useRef(false)
  useEffect(() => {
    if (asking) keep.current?.focus()
    else if (wasAsking.current) opener.current?.focus()
    wasAsking.current = asking
  }, [asking])

  if (!asking)
    return (
      <button
        ref={opener}
        type="button"
        className="button button--secondary"
        disabled={disabled}
        aria-label={accessibleName}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    )
  return (
    <div
      className="after-sales__confirm"
      role="group"
      aria-label={question}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false)
      }}
    >
      <span>{question}</span>
      <button
        type="button"
        className="button"
        disabled={disabled}
        onClick={() => {
          setAsking(false)
          onConfirm()
        }}
      >
        {confirmLabel}
      </button>
      <button ref={keep} type="button" className="button button--secondary" onClick={() => setAsking(false)}>
        {t('afterSales.confirm.keep')}
      </button>
    </div>
  )
}
