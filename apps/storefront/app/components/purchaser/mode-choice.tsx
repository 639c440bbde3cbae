/** The two ways of spec 001 §4 to work for a customer, as one radio group with a hint each. */
import { useId } from 'react'
import type { PurchaserMode } from '../../lib/purchaser/purchaser-store.ts'
import { useT } from '../../lib/store-context.tsx'
import type { MessageKey } from '../../i18n/translate.ts'

const MODES: { mode: PurchaserMode; label: MessageKey; hint: MessageKey }[] = [
  { mode: 'customer', label: 'purchaser.mode.customer', hint: 'purchaser.mode.customerHint' },
  { mode: 'apart', label: 'purchaser.mode.apart', hint: 'purchaser.mode.apartHint' },
]

export function ModeChoice({
  mode,
  onChange,
}: {
  mode: PurchaserMode
  onChange: (mode: PurchaserMode) => void
}) {
  const t = useT()
  const id = useId()
  return (
    <fieldset className="mode-choice">
      <legend>{t('purchaser.mode.legend')}</legend>
      {MODES.map((option) => (
        <div key={option.mode} className="mode-choice__option">
          <input
            type="radio"
            id={`${id}-${option.mode}`}
            name={`${id}-mode`}
            value={option.mode}
            checked={mode === option.mode}
            aria-describedby={`${id}-${option.mode}-hint`}
            onChange={() => onChange(option.mode)}
          />
          <label htmlFor={`${id}-${option.mode}`}>
            <strong>{t(option.label)}</strong>
          </label>
          {/* the hint describes the choice; it stays out of its name ("Klant", "Aparte winkelwagen") */}
          <span id={`${id}-${option.mode}-hint`} className="mode-choice__hint">
            {t(option.hint)}
          </span>
        </div>
      ))}
    </fieldset>
  )
}
