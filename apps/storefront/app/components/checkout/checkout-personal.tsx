/** Step 1 of the checkout: personal details, and for a guest the choice to make an account. */
import type { CheckoutState } from '../../lib/checkout/checkout-store.ts'
import type { CheckoutErrors } from '../../lib/checkout/order-body.ts'
import { useT } from '../../lib/store-context.tsx'
import { editPersonal, editShipping } from './checkout-edits.ts'
import { Field } from './field.tsx'

export function CheckoutPersonal({
  state,
  errors,
  signedIn,
  password,
  onPassword,
}: {
  state: CheckoutState
  errors: CheckoutErrors
  signedIn: boolean
  password: string
  onPassword: (password: string) => void
}) {
  const t = useT()
  return (
    <fieldset className="checkout__section">
      <legend>
        <h2>1. {t('checkout.personal.title')}</h2>
      </legend>
      <div className="address-fields">
        <Field
          id="personal-firstName"
          label={t('checkout.field.firstName')}
          value={state.personalDetails.firstName}
          required
          error={errors['personal.firstName']}
          autoComplete="given-name"
          onChange={(firstName) => {
            editPersonal({ firstName })
            // the shipping name follows until the shopper types another one there
            if (state.shippingDetails.firstName === state.personalDetails.firstName)
              editShipping({ firstName })
          }}
        />
        <Field
          id="personal-lastName"
          label={t('checkout.field.lastName')}
          value={state.personalDetails.lastName}
          required
          error={errors['personal.lastName']}
          autoComplete="family-name"
          onChange={(lastName) => {
            editPersonal({ lastName })
            if (state.shippingDetails.lastName === state.personalDetails.lastName) editShipping({ lastName })
          }}
        />
        <Field
          id="personal-emailAddress"
          label={t('checkout.field.email')}
          type="email"
          inputMode="email"
          value={state.personalDetails.emailAddress}
          required
          error={errors['personal.emailAddress']}
          autoComplete="email"
          onChange={(emailAddress) => editPersonal({ emailAddress })}
        />
        <Field
          id="personal-phoneNumber"
          label={t('checkout.field.phone')}
          type="tel"
          value={state.personalDetails.phoneNumber}
          autoComplete="tel"
          onChange={(phoneNumber) => editPersonal({ phoneNumber })}
        />
      </div>
      {!signedIn && (
        <>
          <label className="checkout__check">
            <input
              type="checkbox"
              checked={state.personalDetails.createAccount}
              onChange={(event) => editPersonal({ createAccount: event.currentTarget.checked })}
            />
            {t('checkout.account.create')}
          </label>
          {state.personalDetails.createAccount && (
            <Field
              id="personal-password"
              label={t('checkout.account.password')}
              type="password"
              value={password}
              required
              hint={t('checkout.account.hint')}
              error={errors['personal.password']}
              autoComplete="new-password"
              onChange={onPassword}
            />
          )}
        </>
      )}
    </fieldset>
  )
}
