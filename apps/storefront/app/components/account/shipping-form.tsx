/**
 * /my-account/shipping-details: the default shipping address. The other addresses travel along
 * unchanged, because the profile update replaces the address list as a whole.
 */
import { useState, type FormEvent } from 'react'
import { ACCOUNT_LIMITS } from '@shop/commerce'
import { notify } from '../notifications/store.ts'
import { updateMeCall } from '../../lib/user/user-api.ts'
import { setUser } from '../../lib/user/user-store.ts'
import type { Customer, CustomerAddress } from '../../lib/user/user-types.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { Field, focusFirstError } from './field.tsx'
import { minLength, required, validate, type FieldError } from './validation.ts'

type Fields = 'firstname' | 'lastname' | 'street' | 'postcode' | 'city'
const COUNTRIES = ['NL', 'BE', 'DE'] as const
// address forms take the short name minimum (001 §5 "2 in some forms"), as the server does
const addressName = minLength(ACCOUNT_LIMITS.nameMinShort)

export function ShippingForm({ customer }: { customer: Customer }) {
  const t = useT()
  const store = useStore()
  const current = customer.addresses.find((a) => a.default_shipping) ?? customer.addresses[0]
  const [errors, setErrors] = useState<Partial<Record<Fields, FieldError>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const countryName = new Intl.DisplayNames([store.language === 'de' ? 'de-DE' : 'nl-NL'], { type: 'region' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (field: string) => String(data.get(field) ?? '').trim()
    const found = validate<Fields>({
      firstname: () => addressName(text('firstname')),
      lastname: () => addressName(text('lastname')),
      street: () => required(text('street')),
      postcode: () => minLength(ACCOUNT_LIMITS.zipMin)(text('postcode')),
      city: () => required(text('city')),
    })
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length) return requestAnimationFrame(() => focusFirstError(form))
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
    setBusy(true)
    const answer = await updateMeCall({ addresses: [...others, address] }).catch(() => null)
    setBusy(false)
    if (answer?.code !== 200 || !answer.result || typeof answer.result !== 'object')
      return setFailure(typeof answer?.result === 'string' ? answer.result : t('account.error'))
    setUser({ current: answer.result })
    notify({ type: 'success', message: t('account.profile.saved') })
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        id="ship-firstname"
        name="firstname"
        autoComplete="shipping given-name"
        label={t('account.firstname')}
        defaultValue={current?.firstname ?? customer.firstname}
        error={errors.firstname}
      />
      <Field
        id="ship-lastname"
        name="lastname"
        autoComplete="shipping family-name"
        label={t('account.lastname')}
        defaultValue={current?.lastname ?? customer.lastname}
        error={errors.lastname}
      />
      <Field
        id="ship-company"
        name="company"
        autoComplete="shipping organization"
        label={t('account.shipping.company')}
        defaultValue={current?.company ?? ''}
      />
      <Field
        id="ship-street"
        name="street"
        autoComplete="shipping street-address"
        label={t('account.shipping.street')}
        defaultValue={current?.street.join(' ') ?? ''}
        error={errors.street}
      />
      <Field
        id="ship-postcode"
        name="postcode"
        autoComplete="shipping postal-code"
        label={t('account.shipping.postcode')}
        defaultValue={current?.postcode ?? ''}
        error={errors.postcode}
      />
      <Field
        id="ship-city"
        name="city"
        autoComplete="shipping address-level2"
        label={t('account.shipping.city')}
        defaultValue={current?.city ?? ''}
        error={errors.city}
      />
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
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('account.busy') : t('account.profile.save')}
      </button>
    </form>
  )
}
