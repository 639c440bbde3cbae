/**
 * Create or edit an automatic order (issue 18, spec 001 §3, §5): what (an order list or the current
 * cart), where (a saved address), how (shipping method), when (first date at least the day after
 * tomorrow, time) and how often; enabled or not. Saved with setAutomaticOrderSettings.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { saveAutomaticOrder } from '../../lib/after-sales/after-sales-api.ts'
import type {
  AutomaticOrderDraft,
  AutomaticOrderSetting,
  AutomaticOrderSettings,
  Repeat,
} from '../../lib/after-sales/after-sales-types.ts'
import {
  automaticOrderDateAllowed,
  earliestAutomaticOrderDate,
  formatDay,
} from '../../lib/after-sales/view-rules.ts'
import { getCart } from '../../lib/cart/cart-store.ts'
import type { CustomerAddress } from '../../lib/user/user-types.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { refusalText } from './server-text.ts'

export const REPEATS: Repeat[] = ['once', 'weekly', 'every_n_weeks', 'monthly']

const addressLine = (address: CustomerAddress) =>
  [
    address.company,
    `${address.firstname} ${address.lastname}`,
    address.street.join(' '),
    `${address.postcode} ${address.city}`,
  ]
    .filter(Boolean)
    .join(', ')

export function AutomaticOrderForm({
  editing,
  options,
  addresses,
  onSaved,
  onCancel,
}: {
  editing: AutomaticOrderSetting | null
  options: AutomaticOrderSettings
  addresses: CustomerAddress[]
  onSaved: () => void
  onCancel: () => void
}) {
  const t = useT()
  const store = useStore()
  const id = useId()
  const earliest = earliestAutomaticOrderDate(new Date())
  const defaultAddress = addresses.find((a) => a.default_shipping) ?? addresses[0]
  const [name, setName] = useState(editing?.name ?? '')
  const [source, setSource] = useState<'orderlist' | 'cart'>(
    editing?.source_type ?? (options.order_lists.length ? 'orderlist' : 'cart'),
  )
  const [listId, setListId] = useState(String(editing?.order_list_id ?? options.order_lists[0]?.id ?? ''))
  const [addressId, setAddressId] = useState(
    String(editing?.shipping_address?.id ?? defaultAddress?.id ?? ''),
  )
  const [method, setMethod] = useState(editing?.shipping_method ?? options.shipping_methods[0]?.code ?? '')
  const [date, setDate] = useState(editing && editing.date >= earliest ? editing.date : earliest)
  const [time, setTime] = useState(editing?.time ?? '08:00')
  const [repeat, setRepeat] = useState<Repeat>(editing?.repeat ?? 'weekly')
  const [interval, setInterval] = useState(String(editing?.interval_weeks ?? 2))
  const [enabled, setEnabled] = useState(editing?.enabled ?? true)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  // the button that opened the form is gone: keyboard and screen-reader users continue in the form
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    if (!automaticOrderDateAllowed(date, new Date()))
      return setError(t('afterSales.auto.dateTooEarly', { date: formatDay(earliest, store.view.locale) }))
    const cartId = getCart().cartServerToken
    // an edited cart order keeps the lines it was saved with
    const keepSource = editing?.source_type === 'cart' && source === 'cart'
    if (!addressId || !method || !time || (source === 'orderlist' ? !listId : !keepSource && !cartId))
      return setError(t('afterSales.auto.required'))
    const draft: AutomaticOrderDraft = {
      ...(editing ? { auto_id: editing.auto_id } : {}),
      enabled,
      shipping_address: Number(addressId),
      shipping_method: method,
      date,
      time,
      repeat,
      ...(repeat === 'every_n_weeks' ? { interval_weeks: Math.max(1, Number(interval) || 1) } : {}),
      ...(keepSource
        ? {}
        : source === 'orderlist'
          ? { source_type: source, order_list_id: Number(listId) }
          : { source_type: source, cart_id: String(cartId) }),
      ...(name.trim() ? { name: name.trim() } : {}),
    }
    setBusy(true)
    const outcome = await saveAutomaticOrder(draft, store.view.storeCode)
    setBusy(false)
    if (!outcome.ok) return setError(refusalText(outcome.message, t))
    onSaved()
  }

  return (
    <form
      className="account-form after-sales__form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void submit(e)}
    >
      <h2 id={`${id}-title`}>{t(editing ? 'afterSales.auto.editTitle' : 'afterSales.auto.new')}</h2>
      <div className="account-field">
        <label htmlFor={`${id}-name`}>{t('afterSales.auto.name')}</label>
        <input
          ref={first}
          id={`${id}-name`}
          value={name}
          maxLength={64}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset className="after-sales__fieldset">
        <legend>{t('afterSales.auto.source')}</legend>
        <label className="after-sales__choice">
          <input
            type="radio"
            name={`${id}-source`}
            checked={source === 'orderlist'}
            disabled={!options.order_lists.length}
            onChange={() => setSource('orderlist')}
          />
          {t('afterSales.auto.fromList')}
        </label>
        <label className="after-sales__choice">
          <input
            type="radio"
            name={`${id}-source`}
            checked={source === 'cart'}
            onChange={() => setSource('cart')}
          />
          {t('afterSales.auto.fromCart')}
        </label>
        {source === 'orderlist' &&
          (options.order_lists.length ? (
            <div className="account-field">
              <label htmlFor={`${id}-list`}>{t('afterSales.auto.list')}</label>
              <select id={`${id}-list`} value={listId} onChange={(e) => setListId(e.target.value)}>
                {options.order_lists.map((list) => (
                  <option key={list.id} value={list.id}>
                    {list.name}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p>{t('afterSales.auto.noLists')}</p>
          ))}
      </fieldset>
      <div className="account-field">
        <label htmlFor={`${id}-address`}>{t('afterSales.auto.address')}</label>
        {addresses.length ? (
          <select id={`${id}-address`} value={addressId} onChange={(e) => setAddressId(e.target.value)}>
            <option value="">{t('afterSales.auto.chooseAddress')}</option>
            {addresses.map((address) => (
              <option key={address.id} value={address.id}>
                {addressLine(address)}
              </option>
            ))}
          </select>
        ) : (
          <p id={`${id}-address`}>{t('afterSales.auto.noAddress')}</p>
        )}
      </div>
      <div className="account-field">
        <label htmlFor={`${id}-method`}>{t('afterSales.auto.method')}</label>
        <select id={`${id}-method`} value={method} onChange={(e) => setMethod(e.target.value)}>
          {options.shipping_methods.map((m) => (
            <option key={m.code} value={m.code}>
              {m.title}
            </option>
          ))}
        </select>
      </div>
      <div className="after-sales__row">
        <div className="account-field">
          <label htmlFor={`${id}-date`}>{t('afterSales.auto.date')}</label>
          <input
            id={`${id}-date`}
            type="date"
            min={earliest}
            value={date}
            aria-describedby={`${id}-date-hint`}
            onChange={(e) => setDate(e.target.value)}
          />
          <span id={`${id}-date-hint`} className="after-sales__sub">
            {t('afterSales.auto.dateHint', { date: formatDay(earliest, store.view.locale) })}
          </span>
        </div>
        <div className="account-field">
          <label htmlFor={`${id}-time`}>{t('afterSales.auto.time')}</label>
          <input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </div>
      </div>
      <div className="after-sales__row">
        <div className="account-field">
          <label htmlFor={`${id}-repeat`}>{t('afterSales.auto.repeat')}</label>
          <select id={`${id}-repeat`} value={repeat} onChange={(e) => setRepeat(e.target.value as Repeat)}>
            {REPEATS.map((r) => (
              <option key={r} value={r}>
                {t(`afterSales.auto.repeat.${r}`)}
              </option>
            ))}
          </select>
        </div>
        {repeat === 'every_n_weeks' && (
          <div className="account-field">
            <label htmlFor={`${id}-interval`}>{t('afterSales.auto.interval')}</label>
            <input
              id={`${id}-interval`}
              type="number"
              inputMode="numeric"
              min={1}
              max={52}
              value={interval}
              onChange={(e) => setInterval(e.target.value)}
            />
          </div>
        )}
      </div>
      <div className="account-field account-field--check">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <label htmlFor={`${id}-enabled`}>{t('afterSales.auto.active')}</label>
      </div>
      {error && (
        <p role="alert" className="account-form__failure">
          {error}
        </p>
      )}
      <div className="after-sales__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('account.busy') : t('afterSales.auto.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('afterSales.auto.cancel')}
        </button>
      </div>
    </form>
  )
}
