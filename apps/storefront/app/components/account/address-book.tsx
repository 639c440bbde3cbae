/**
 * /my-account/shipping-details: the address book. Every address with its defaults, edit, remove
 * (after a confirmation) and "make default" for shipping and billing; a form to add one. A
 * customer without addresses gets the form at once. Each change saves the whole list
 * (POST /api/user/me replaces it), so the list shown is always the server's.
 */
import { useEffect, useRef, useState } from 'react'
import {
  removeAddress,
  saveAddress,
  setDefaultAddress,
  withDefaults,
  type AddressKind,
} from '../../lib/user/address-book.ts'
import type { Customer, CustomerAddress } from '../../lib/user/user-types.ts'
import { useT } from '../../lib/store-context.tsx'
import type { MessageKey } from '../../i18n/translate.ts'
import { AddressForm } from './address-form.tsx'
import { saveCustomer } from './save-customer.ts'

type Editing = { index: number | null } | null

function AddressLines({ address }: { address: CustomerAddress }) {
  const t = useT()
  return (
    <address className="address-card__lines">
      {[
        `${address.firstname} ${address.lastname}`,
        address.company,
        address.street.filter(Boolean).join(' '),
        `${address.postcode} ${address.city}`,
        t(`checkout.country.${address.country_id}` as MessageKey),
        address.telephone,
      ]
        .filter(Boolean)
        .map((line, i) => (
          <span key={i}>{line}</span>
        ))}
    </address>
  )
}

export function AddressBook({ customer }: { customer: Customer }) {
  const t = useT()
  const addresses = withDefaults(customer.addresses)
  const [editing, setEditing] = useState<Editing>(addresses.length ? null : { index: null })
  const [confirming, setConfirming] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // after the form closes, keyboard focus goes back to the list's "add" button, not to the page top
  const addButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)
  useEffect(() => {
    if (wasEditing.current && !editing) addButton.current?.focus()
    wasEditing.current = !!editing
  }, [editing])

  const store = async (next: CustomerAddress[]) => {
    setBusy(true)
    const failed = await saveCustomer({ addresses: next }, t)
    setBusy(false)
    setFailure(failed)
    return failed
  }

  if (editing) {
    const current = editing.index === null ? undefined : addresses[editing.index]
    return (
      <AddressForm
        address={current}
        names={customer}
        title={t(current ? 'account.addresses.edit' : 'account.addresses.add')}
        onSave={async (address, makeDefault: Record<AddressKind, boolean>) => {
          const failed = await store(saveAddress(addresses, editing.index, address, makeDefault))
          if (!failed) setEditing(null)
          return failed
        }}
        onCancel={addresses.length ? () => setEditing(null) : undefined}
      />
    )
  }

  return (
    <div className="address-book">
      <ul className="address-book__list">
        {addresses.map((address, index) => {
          const label = `${address.street.filter(Boolean).join(' ')}, ${address.city}`
          return (
            <li key={address.id ?? index} className="address-card">
              <AddressLines address={address} />
              {(address.default_shipping || address.default_billing) && (
                <p className="address-card__defaults">
                  {address.default_shipping && <span>{t('account.addresses.defaultShipping')}</span>}
                  {address.default_billing && <span>{t('account.addresses.defaultBilling')}</span>}
                </p>
              )}
              {confirming === index ? (
                <div role="alertdialog" aria-label={t('account.addresses.confirmRemove', { address: label })}>
                  <p>{t('account.addresses.confirmRemove', { address: label })}</p>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() =>
                      void store(removeAddress(addresses, index)).then(
                        (failed) => !failed && setConfirming(null),
                      )
                    }
                  >
                    {t('account.addresses.confirmYes')}
                  </button>{' '}
                  <button type="button" className="button button--link" onClick={() => setConfirming(null)}>
                    {t('account.addresses.confirmNo')}
                  </button>
                </div>
              ) : (
                <div className="address-card__actions">
                  <button type="button" className="button button--link" onClick={() => setEditing({ index })}>
                    {t('account.addresses.editButton')}
                    <span className="visually-hidden"> {label}</span>
                  </button>
                  <button type="button" className="button button--link" onClick={() => setConfirming(index)}>
                    {t('account.addresses.remove')}
                    <span className="visually-hidden"> {label}</span>
                  </button>
                  {!address.default_shipping && (
                    <button
                      type="button"
                      className="button button--link"
                      disabled={busy}
                      onClick={() => void store(setDefaultAddress(addresses, index, 'shipping'))}
                    >
                      {t('account.addresses.useForShipping')}
                      <span className="visually-hidden"> {label}</span>
                    </button>
                  )}
                  {!address.default_billing && (
                    <button
                      type="button"
                      className="button button--link"
                      disabled={busy}
                      onClick={() => void store(setDefaultAddress(addresses, index, 'billing'))}
                    >
                      {t('account.addresses.useForBilling')}
                      <span className="visually-hidden"> {label}</span>
                    </button>
                  )}
                </div>
              )}
            </li>
          )
        })}
      </ul>
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button ref={addButton} type="button" className="button" onClick={() => setEditing({ index: null })}>
        {t('account.addresses.add')}
      </button>
    </div>
  )
}
