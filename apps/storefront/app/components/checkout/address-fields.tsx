/**
 * The fields of an address (shipping or billing): name, company and VAT id for business
 * customers, street, postcode, city and country (NL, BE, DE and neighbours).
 */
import { CHECKOUT_COUNTRIES, type CheckoutErrors } from '../../lib/checkout/order-body.ts'
import type { AddressDetails } from '../../lib/checkout/checkout-store.ts'
import { useT } from '../../lib/store-context.tsx'
import type { MessageKey } from '../../i18n/translate.ts'
import { Field, useErrorText } from './field.tsx'

export function AddressFields({
  prefix,
  address,
  errors,
  onChange,
  autoCompleteSection,
}: {
  prefix: 'shipping' | 'payment'
  address: AddressDetails
  errors: CheckoutErrors
  onChange: (patch: Partial<AddressDetails>) => void
  autoCompleteSection: 'shipping' | 'billing'
}) {
  const t = useT()
  const errorText = useErrorText()
  const id = (field: keyof AddressDetails) => `${prefix}-${field}`
  const error = (field: keyof AddressDetails) => errors[`${prefix}.${field}`]
  const ac = (token: string) => `section-${autoCompleteSection} ${autoCompleteSection} ${token}`
  const countryError = error('country')
  return (
    <div className="address-fields">
      <Field
        id={id('firstName')}
        label={t('checkout.field.firstName')}
        value={address.firstName}
        required
        error={error('firstName')}
        autoComplete={ac('given-name')}
        onChange={(firstName) => onChange({ firstName })}
      />
      <Field
        id={id('lastName')}
        label={t('checkout.field.lastName')}
        value={address.lastName}
        required
        error={error('lastName')}
        autoComplete={ac('family-name')}
        onChange={(lastName) => onChange({ lastName })}
      />
      <Field
        id={id('company')}
        label={t('checkout.field.company')}
        value={address.company}
        autoComplete={ac('organization')}
        onChange={(company) => onChange({ company })}
      />
      <Field
        id={id('vatId')}
        label={t('checkout.field.vatId')}
        value={address.vatId}
        onChange={(vatId) => onChange({ vatId })}
      />
      <Field
        id={id('streetAddress')}
        label={t('checkout.field.street')}
        value={address.streetAddress}
        required
        error={error('streetAddress')}
        autoComplete={ac('address-line1')}
        onChange={(streetAddress) => onChange({ streetAddress })}
      />
      <Field
        id={id('apartmentNumber')}
        label={t('checkout.field.apartment')}
        value={address.apartmentNumber}
        autoComplete={ac('address-line2')}
        onChange={(apartmentNumber) => onChange({ apartmentNumber })}
      />
      <Field
        id={id('zipCode')}
        label={t('checkout.field.zipCode')}
        value={address.zipCode}
        required
        error={error('zipCode')}
        autoComplete={ac('postal-code')}
        onChange={(zipCode) => onChange({ zipCode })}
      />
      <Field
        id={id('city')}
        label={t('checkout.field.city')}
        value={address.city}
        required
        error={error('city')}
        autoComplete={ac('address-level2')}
        onChange={(city) => onChange({ city })}
      />
      <div className={`field${countryError ? ' field--error' : ''}`}>
        <label htmlFor={id('country')}>{t('checkout.field.country')} *</label>
        <select
          id={id('country')}
          name={id('country')}
          value={address.country}
          required
          autoComplete={ac('country')}
          aria-invalid={countryError ? true : undefined}
          onChange={(event) => onChange({ country: event.currentTarget.value })}
        >
          {CHECKOUT_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`checkout.country.${code}` as MessageKey)}
            </option>
          ))}
        </select>
        {countryError && (
          <p className="field__error">{errorText(countryError, t('checkout.field.country'))}</p>
        )}
      </div>
      <Field
        id={id('phoneNumber')}
        label={t('checkout.field.phone')}
        type="tel"
        value={address.phoneNumber}
        autoComplete={ac('tel')}
        onChange={(phoneNumber) => onChange({ phoneNumber })}
      />
    </div>
  )
}
