/**
 * "Saved address" above an address section of the checkout, for signed-in customers with an
 * address book: choosing one fills the section's fields (they stay editable).
 */
import { useState } from 'react'
import { addressDetails } from '../../lib/checkout/customer-details.ts'
import type { AddressDetails } from '../../lib/checkout/checkout-store.ts'
import { useUser } from '../../lib/user/user-store.ts'
import { useT } from '../../lib/store-context.tsx'

export function SavedAddressPicker({
  id,
  onPick,
}: {
  id: string
  onPick: (address: AddressDetails) => void
}) {
  const t = useT()
  const addresses = useUser().current?.addresses ?? []
  const [chosen, setChosen] = useState('')
  if (!addresses.length) return null
  return (
    <div className="field">
      <label htmlFor={id}>{t('checkout.savedAddress')}</label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => {
          const value = event.currentTarget.value
          setChosen(value)
          const address = addresses[Number(value)]
          if (value !== '' && address) onPick(addressDetails(address))
        }}
      >
        <option value="">{t('checkout.savedAddressChoose')}</option>
        {addresses.map((address, index) => (
          <option key={address.id ?? index} value={index}>
            {[
              `${address.firstname} ${address.lastname}`,
              address.company,
              address.street.filter(Boolean).join(' '),
              `${address.postcode} ${address.city}`,
            ]
              .filter(Boolean)
              .join(', ')}
          </option>
        ))}
      </select>
    </div>
  )
}
