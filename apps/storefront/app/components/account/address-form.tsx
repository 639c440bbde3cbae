/**
 * One address of the address book, new or edited: names (the short minimum of the address forms,
 * 001 §5 "2 in some forms", as the server checks), company, street, postcode (3), city, country,
 * telephone, and whether it becomes the default shipping or billing address.
 */
import { ACCOUNT_LIMITS } from '@shop/commerce'
import { CHECKOUT_COUNTRIES } from '../../lib/checkout/order-body.ts'
import type { AddressKind } from '../../lib/user/address-book.ts'
import type { CustomerAddress } from '../../lib/user/user-types.ts'
import { useT } from '../../lib/store-context.tsx'
import type { MessageKey } from '../../i18n/translate.ts'
import { Field } from './field.tsx'
import { FormSubmit } from './form-submit.tsx'
import { NameFields } from './person-fields.tsx'
import { textOf, useAccountForm } from './use-account-form.ts'
import { minLength, personName, required } from './validation.ts'

type Fields = 'firstname' | 'lastname' | 'street' | 'postcode' | 'city'
const addressName = personName(ACCOUNT_LIMITS.nameMinShort)
// the text inputs between the names and the country, in order: name, autofill token, label key
const ADDRESS_LINES = [
  ['company', 'organization', 'account.shipping.company'],
  ['street', 'street-address', 'account.shipping.street'],
  ['postcode', 'postal-code', 'account.shipping.postcode'],
  ['city', 'address-level2', 'account.shipping.city'],
] as const

export interface AddressFormProps {
  /** the address being edited; absent for a new one */
  address?: CustomerAddress
  /** names for a new address (the customer's own) */
  names: { firstname: string; lastname: string }
  title: string
  /** saves; answers the failure text, or null when saved */
  onSave: (address: CustomerAddress, makeDefault: Record<AddressKind, boolean>) => Promise<string | null>
  onCancel?: () => void
}

export function AddressForm({ address, names, title, onSave, onCancel }: AddressFormProps) {
  const t = useT()
  const { errors, status, busy, onSubmit, valid, whileBusy, fail } = useAccountForm<Fields>()
  const defaults = {
    firstname: address?.firstname ?? names.firstname,
    lastname: address?.lastname ?? names.lastname,
    company: address?.company ?? '',
    street: address?.street.join(' ') ?? '',
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
  }

  async function submit(data: FormData, form: HTMLFormElement) {
    // profile data is stored trimmed, so validate and send the trimmed values
    const text = textOf(data, { trim: true })
    const checks = {
      firstname: () => addressName(text('firstname')),
      lastname: () => addressName(text('lastname')),
      street: () => required(text('street')),
      postcode: () => minLength(ACCOUNT_LIMITS.zipMin)(text('postcode')),
      city: () => required(text('city')),
    }
    if (!valid(form, checks)) return
    const saved: CustomerAddress = {
      ...(address ?? {}),
      firstname: text('firstname'),
      lastname: text('lastname'),
      company: text('company') || null,
      street: [text('street')],
      postcode: text('postcode'),
      city: text('city'),
      country_id: text('country') || 'NL',
      telephone: text('telephone') || null,
    }
    const failure = await whileBusy(() =>
      onSave(saved, { shipping: data.has('defaultShipping'), billing: data.has('defaultBilling') }),
    )
    if (failure) fail(failure)
  }

  return (
    <form className="account-form" noValidate aria-label={title} onSubmit={onSubmit(submit)}>
      <h2>{title}</h2>
      <NameFields prefix="address" section="shipping" errors={errors} defaults={defaults} />
      {ADDRESS_LINES.map(([name, autofill, label]) => (
        <Field
          key={name}
          id={`address-${name}`}
          name={name}
          autoComplete={`shipping ${autofill}`}
          label={t(label)}
          defaultValue={defaults[name]}
          error={name === 'company' ? undefined : errors[name]}
        />
      ))}
      <div className="account-field">
        <label htmlFor="address-country">{t('account.shipping.country')}</label>
        <select id="address-country" name="country" defaultValue={address?.country_id ?? 'NL'}>
          {CHECKOUT_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`checkout.country.${code}` as MessageKey)}
            </option>
          ))}
          {/* an address saved elsewhere with another country keeps it */}
          {address && !(CHECKOUT_COUNTRIES as readonly string[]).includes(address.country_id) && (
            <option value={address.country_id}>{address.country_id}</option>
          )}
        </select>
      </div>
      <Field
        id="address-telephone"
        name="telephone"
        type="tel"
        autoComplete="shipping tel"
        label={t('account.shipping.telephone')}
        defaultValue={address?.telephone ?? ''}
      />
      {/* an address that already is a default stays one until another address takes it over */}
      {!address?.default_shipping && (
        <Field
          id="address-default-shipping"
          name="defaultShipping"
          type="checkbox"
          label={t('account.addresses.makeDefaultShipping')}
        />
      )}
      {!address?.default_billing && (
        <Field
          id="address-default-billing"
          name="defaultBilling"
          type="checkbox"
          label={t('account.addresses.makeDefaultBilling')}
        />
      )}
      <FormSubmit status={status} busy={busy} label={t('account.profile.save')} />
      {onCancel && (
        <button type="button" className="button button--link" onClick={onCancel}>
          {t('account.addresses.cancel')}
        </button>
      )}
    </form>
  )
}
