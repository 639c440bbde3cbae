/**
 * The delivery address of a dropshipment (spec 001 §1, §5): the dealer's own customer. Shown only
 * to an account with dropshipment enabled; with it ticked, the order ships to this address.
 */
import { CHECKOUT_COUNTRIES } from '../../lib/checkout/order-body.ts'
import type { DropshipDraft } from '../../lib/order-extras/draft.ts'
import { useT } from '../../lib/store-context.tsx'
import type { MessageKey } from '../../i18n/translate.ts'

const FIELDS: { field: keyof DropshipDraft; label: MessageKey; required: boolean; autoComplete: string }[] = [
  { field: 'firstname', label: 'checkout.field.firstName', required: true, autoComplete: 'given-name' },
  { field: 'lastname', label: 'checkout.field.lastName', required: true, autoComplete: 'family-name' },
  { field: 'company', label: 'checkout.field.company', required: false, autoComplete: 'organization' },
  { field: 'street', label: 'checkout.field.street', required: true, autoComplete: 'address-line1' },
  { field: 'postcode', label: 'checkout.field.zipCode', required: true, autoComplete: 'postal-code' },
  { field: 'city', label: 'checkout.field.city', required: true, autoComplete: 'address-level2' },
  { field: 'telephone', label: 'checkout.field.phone', required: false, autoComplete: 'tel' },
]

export function DropshipFields({
  address,
  missing,
  error,
  onChange,
}: {
  address: DropshipDraft
  /** required fields still empty, marked once the shopper tried to order */
  missing: readonly string[]
  error?: string
  onChange: (patch: Partial<DropshipDraft>) => void
}) {
  const t = useT()
  // "section-dropship": the browser must not fill the dealer's own address in here
  const ac = (token: string) => `section-dropship shipping ${token}`
  return (
    <fieldset className="order-extras__dropship">
      <legend>{t('orderExtras.dropship.title')}</legend>
      <p className="field__hint">{t('orderExtras.dropship.note')}</p>
      {error && (
        <p id="dropship-error" className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="address-fields">
        {FIELDS.map(({ field, label, required, autoComplete }) => {
          const invalid = missing.includes(field)
          return (
            <div key={field} className={`field${invalid ? ' field--error' : ''}`}>
              <label htmlFor={`dropship-${field}`}>
                {t(label)}
                {required ? ' *' : ` ${t('checkout.field.optional')}`}
              </label>
              <input
                id={`dropship-${field}`}
                name={`dropship-${field}`}
                value={address[field]}
                autoComplete={ac(autoComplete)}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={invalid && error ? 'dropship-error' : undefined}
                onChange={(event) => onChange({ [field]: event.currentTarget.value })}
              />
            </div>
          )
        })}
        <div className="field">
          <label htmlFor="dropship-country_id">{t('checkout.field.country')} *</label>
          <select
            id="dropship-country_id"
            value={address.country_id}
            autoComplete={ac('country')}
            onChange={(event) => onChange({ country_id: event.currentTarget.value })}
          >
            {CHECKOUT_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`checkout.country.${code}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  )
}
