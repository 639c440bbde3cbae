/**
 * /my-account/shipping-details: the default shipping address. The other addresses travel along
 * unchanged, because the profile update replaces the address list as a whole.
 */
import { ACCOUNT_LIMITS } from '@shop/commerce'
import type { Customer, CustomerAddress } from '../../lib/user/user-types.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { Field } from './field.tsx'
import { FormSubmit } from './form-submit.tsx'
import { NameFields } from './person-fields.tsx'
import { saveCustomer } from './save-customer.ts'
import { textOf, useAccountForm } from './use-account-form.ts'
import { minLength, required } from './validation.ts'

type Fields = 'firstname' | 'lastname' | 'street' | 'postcode' | 'city'
const COUNTRIES = ['NL', 'BE', 'DE'] as const
// address forms take the short name minimum (001 §5 "2 in some forms"), as the server does
const addressName = minLength(ACCOUNT_LIMITS.nameMinShort)
// the text inputs between the names and the country, in order: name, autofill token, label key
const ADDRESS_LINES = [
  ['company', 'organization', 'account.shipping.company'],
  ['street', 'street-address', 'account.shipping.street'],
  ['postcode', 'postal-code', 'account.shipping.postcode'],
  ['city', 'address-level2', 'account.shipping.city'],
] as const

export function ShippingForm({ customer }: { customer: Customer }) {
  const t = useT()
  const store = useStore()
  const current = customer.addresses.find((a) => a.default_shipping) ?? customer.addresses[0]
  const { errors, status, busy, onSubmit, valid, whileBusy, fail } = useAccountForm<Fields>()
  const countryName = new Intl.DisplayNames([store.language === 'de' ? 'de-DE' : 'nl-NL'], { type: 'region' })
  const defaults = {
    firstname: current?.firstname ?? customer.firstname,
    lastname: current?.lastname ?? customer.lastname,
    company: current?.company ?? '',
    street: current?.street.join(' ') ?? '',
    postcode: current?.postcode ?? '',
    city: current?.city ?? '',
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
    const address: CustomerAddress = {
      ...(current?.id ? { id: current.id } : {}),
      firstname: text('firstname'),
      lastname: text('lastname'),
      ...(text('company') ? { company: text('company') } : {}),
      street: [text('street')],
      postcode: text('postcode'),
      city: text('city'),
      country_id: text('country') || 'NL',
      ...(text('telephone') ? { telephone: text('telephone') } : {}),
      default_shipping: true,
      default_billing: current?.default_billing ?? !customer.addresses.length,
    }
    const others = customer.addresses.filter((a) => a !== current)
    const failure = await whileBusy(() => saveCustomer({ addresses: [...others, address] }, t))
    if (failure) fail(failure)
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit(submit)}>
      <NameFields prefix="ship" section="shipping" errors={errors} defaults={defaults} />
      {ADDRESS_LINES.map(([name, autofill, label]) => (
        <Field
          key={name}
          id={`ship-${name}`}
          name={name}
          autoComplete={`shipping ${autofill}`}
          label={t(label)}
          defaultValue={defaults[name]}
          error={name === 'company' ? undefined : errors[name]}
        />
      ))}
      <div className="account-field">
        <label htmlFor="ship-country">{t('account.shipping.country')}</label>
        <select id="ship-country" name="country" defaultValue={current?.country_id ?? 'NL'}>
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName.of(code) ?? code}
            </option>
          ))}
        </select>
      </div>
      <Field
        id="ship-telephone"
        name="telephone"
        type="tel"
        autoComplete="shipping tel"
        label={t('account.shipping.telephone')}
        defaultValue={current?.telephone ?? ''}
      />
      <FormSubmit status={status} busy={busy} label={t('account.profile.save')} />
    </form>
  )
}
