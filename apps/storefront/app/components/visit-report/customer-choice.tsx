/**
 * Which customer's reports and todos are shown: a list of the purchaser's assigned customers
 * (the customer-list call), the one taken over chosen first. The choice is in the address
 * (`?customer=<id>`), so a page can link to a customer's reports and the back button works.
 */
import { useEffect, useId, useState } from 'react'
import { customerListCall } from '../../lib/purchaser/purchaser-api.ts'
import { sortCustomers, type PurchaserCustomer } from '../../lib/purchaser/customer-list.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

export type CustomerList =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: PurchaserCustomer[] }

export const customerLabel = (c: PurchaserCustomer) => {
  const who = c.company || c.name || c.email
  return c.backofficeId ? `${who} (${c.backofficeId})` : who
}

/** The purchaser's customers, loaded once (again on retry). */
export function useCustomerList(): [CustomerList, () => void] {
  const store = useStore()
  const [list, setList] = useState<CustomerList>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    setList({ status: 'loading' })
    void customerListCall(store.view.storeCode || undefined).then((found) => {
      if (live) setList(found ? { status: 'ready', list: sortCustomers(found) } : { status: 'failed' })
    })
    return () => {
      live = false
    }
  }, [attempt, store.view.storeCode])
  return [list, () => setAttempt((n) => n + 1)]
}

export function CustomerChoice({
  list,
  retry,
  value,
  onChange,
}: {
  list: CustomerList
  retry: () => void
  value: number | null
  onChange: (id: number | null) => void
}) {
  const t = useT()
  const id = useId()
  if (list.status === 'loading') return <p aria-live="polite">{t('visitReport.customer.loading')}</p>
  if (list.status === 'failed')
    return (
      <div role="alert" className="visit-report__failed">
        <p>{t('visitReport.customer.failed')}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {t('visitReport.retry')}
        </button>
      </div>
    )
  if (list.list.length === 0) return <p>{t('visitReport.customer.none')}</p>
  return (
    <div className="account-field visit-report__customer">
      <label htmlFor={id}>{t('visitReport.customer.label')}</label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('visitReport.customer.choose')}</option>
        {list.list.map((customer) => (
          <option key={customer.id} value={String(customer.id)}>
            {customerLabel(customer)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="visit-form__note">
        {t('visitReport.customer.hint')}
      </p>
    </div>
  )
}
