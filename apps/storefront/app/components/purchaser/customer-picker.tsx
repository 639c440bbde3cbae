/**
 * The purchaser's customer picker (issue 17, spec 001 §4): the mode first (Customer: the
 * customer's own cart; Apart cart: a separate one), then one click on a customer of the
 * searchable list takes them over. Also the way to switch while acting: the banner's "Wisselen"
 * comes here, the current customer marked.
 */
import { useEffect, useId, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { notify } from '../notifications/store.ts'
import { searchCustomers, sortCustomers, type PurchaserCustomer } from '../../lib/purchaser/customer-list.ts'
import { customerListCall } from '../../lib/purchaser/purchaser-api.ts'
import { isSignedInPurchaser } from '../../lib/purchaser/purchaser-session.ts'
import type { PurchaserMode } from '../../lib/purchaser/purchaser-store.ts'
import { takeOver } from '../../lib/purchaser/takeover.ts'
import { useActingPurchaser } from '../../lib/purchaser/use-acting-purchaser.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { useUser } from '../../lib/user/user-store.ts'
import { ModeChoice } from './mode-choice.tsx'

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: PurchaserCustomer[] }

const labelOf = (c: PurchaserCustomer) => {
  const who = c.company || c.name || c.email
  return c.backofficeId ? `${who} (${c.backofficeId})` : who
}

export function CustomerPicker() {
  const t = useT()
  const store = useStore()
  const navigate = useNavigate()
  const acting = useActingPurchaser()
  const user = useUser()
  const allowed = acting !== null || isSignedInPurchaser()
  const [mode, setMode] = useState<PurchaserMode>(acting?.mode ?? 'customer')
  const [query, setQuery] = useState('')
  const [list, setList] = useState<ListState>({ status: 'loading' })
  const [busyId, setBusyId] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const searchId = useId()

  // the list belongs to the purchaser, not to the customer acted for: it loads once per attempt
  const purchaserKnown = allowed && Boolean(user.token)
  useEffect(() => {
    if (!purchaserKnown) return
    let live = true
    setList({ status: 'loading' })
    void customerListCall(store.view.storeCode || undefined).then((found) => {
      if (live) setList(found ? { status: 'ready', list: sortCustomers(found) } : { status: 'failed' })
    })
    return () => {
      live = false
    }
  }, [purchaserKnown, attempt, store.view.storeCode])

  const shown = useMemo(
    () => (list.status === 'ready' ? searchCustomers(list.list, query) : []),
    [list, query],
  )

  if (!allowed) return <p role="alert">{t('purchaser.picker.notPurchaser')}</p>

  const modeText = t(mode === 'customer' ? 'purchaser.mode.customer' : 'purchaser.mode.apart')

  async function pick(customer: PurchaserCustomer) {
    setBusyId(customer.id)
    setError(null)
    const outcome = await takeOver(customer, mode, store.view.storeCode || undefined)
    setBusyId(null)
    if (!outcome.ok) {
      setError(
        t(
          outcome.reason === 'refused'
            ? 'purchaser.error.refused'
            : outcome.reason === 'notPurchaser'
              ? 'purchaser.error.notPurchaser'
              : 'purchaser.error.network',
        ),
      )
      return
    }
    notify({
      type: 'success',
      message: t('purchaser.tookOver', { customer: labelOf(customer) }),
      subject: 'session',
    })
    // to the shop, as the customer sees it (decision 0157)
    void navigate(localPath('/', store))
  }

  return (
    <div className="customer-picker">
      <p>{t('purchaser.picker.intro')}</p>
      <ModeChoice mode={mode} onChange={setMode} />
      <div className="customer-picker__search">
        <label htmlFor={searchId}>{t('purchaser.search.label')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          autoComplete="off"
          aria-describedby={`${searchId}-hint ${searchId}-count`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={`${searchId}-hint`} className="customer-picker__hint">
          {t('purchaser.search.hint')}
        </p>
      </div>
      {error && (
        <p role="alert" className="customer-picker__error">
          {error}
        </p>
      )}
      <p id={`${searchId}-count`} role="status" className="customer-picker__count">
        {list.status === 'loading'
          ? t('purchaser.loading')
          : list.status === 'ready'
            ? list.list.length === 0
              ? t('purchaser.empty')
              : shown.length === 0
                ? t('purchaser.noMatch', { query: query.trim() })
                : t('purchaser.count', { count: shown.length })
            : ''}
      </p>
      {list.status === 'failed' && (
        <div role="alert" className="customer-picker__error">
          <p>{t('purchaser.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('purchaser.retry')}
          </button>
        </div>
      )}
      {shown.length > 0 && (
        <ul className="customer-picker__list" aria-label={t('purchaser.nav')}>
          {shown.map((customer) => {
            const current = acting?.customer.id === customer.id
            return (
              <li
                key={customer.id}
                className={current ? 'customer-card customer-card--current' : 'customer-card'}
              >
                <div className="customer-card__who">
                  <strong className="customer-card__company">{customer.company || customer.name}</strong>
                  {customer.company && customer.name && <span>{customer.name}</span>}
                  {current && <span className="customer-card__current">{t('purchaser.current')}</span>}
                </div>
                <dl className="customer-card__facts">
                  {customer.city && (
                    <div>
                      <dt>{t('purchaser.city')}</dt>
                      <dd>{customer.city}</dd>
                    </div>
                  )}
                  {customer.backofficeId && (
                    <div>
                      <dt>{t('purchaser.customerNumber')}</dt>
                      <dd>{customer.backofficeId}</dd>
                    </div>
                  )}
                </dl>
                <button
                  type="button"
                  className="button customer-card__take"
                  disabled={busyId !== null}
                  aria-busy={busyId === customer.id}
                  aria-label={t('purchaser.takeOver.label', { customer: labelOf(customer), mode: modeText })}
                  onClick={() => void pick(customer)}
                >
                  {busyId === customer.id ? t('purchaser.busy') : t('purchaser.takeOver')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
