/**
 * /my-account/automatic-orders (issue 18): the customer's automatic orders with their schedule,
 * next and last run and failures; create, edit, enable/disable and remove.
 */
import { automaticOrderFailureText } from '@shop/commerce'
import { useEffect, useRef, useState } from 'react'
import {
  getAutomaticOrders,
  removeAutomaticOrder,
  saveAutomaticOrder,
} from '../../lib/after-sales/after-sales-api.ts'
import type { AutomaticOrderDraft, AutomaticOrderSetting } from '../../lib/after-sales/after-sales-types.ts'
import { formatDay } from '../../lib/after-sales/view-rules.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { ConfirmAction } from './confirm-action.tsx'
import { refusalText } from './server-text.ts'
import type { Customer } from '../../lib/user/user-types.ts'
import { AutomaticOrderForm } from './automatic-order-form.tsx'
import { LoadingState } from './loading-state.tsx'
import { useLoad } from './use-load.ts'

/** What setAutomaticOrderSettings needs to save a setting unchanged but for `enabled` (no source: the saved one stays). */
export function toggledDraft(setting: AutomaticOrderSetting, enabled: boolean): AutomaticOrderDraft {
  return {
    auto_id: setting.auto_id,
    enabled,
    shipping_address: Number(setting.shipping_address?.id ?? 0),
    shipping_method: setting.shipping_method,
    date: setting.date,
    time: setting.time,
    repeat: setting.repeat,
    ...(setting.repeat === 'every_n_weeks' ? { interval_weeks: setting.interval_weeks ?? 1 } : {}),
    ...(setting.name ? { name: setting.name } : {}),
  }
}

const dateTime = (iso: string | null, locale: string) =>
  iso
    ? new Intl.DateTimeFormat(locale, {
        timeZone: 'Europe/Amsterdam',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(iso))
    : ''

export function AutomaticOrders({ customer }: { customer: Customer }) {
  const t = useT()
  const store = useStore()
  const locale = store.view.locale
  const [state, reload] = useLoad(() => getAutomaticOrders(store.view.storeCode), 'auto')
  const [editing, setEditing] = useState<AutomaticOrderSetting | 'new' | null>(null)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  // when the form closes, the focus goes back to the button that opens it
  const openButton = useRef<HTMLButtonElement>(null)
  const [closed, setClosed] = useState(false)
  useEffect(() => {
    if (closed && !editing) openButton.current?.focus()
  }, [closed, editing])
  const close = () => {
    setEditing(null)
    setClosed(true)
  }
  if (state.status !== 'ready') return <LoadingState state={state} retry={reload} />
  const { settings } = state.data
  const nameOf = (s: AutomaticOrderSetting) => s.name || t('afterSales.auto.unnamed', { id: s.auto_id })

  const act = async (run: () => Promise<{ ok: boolean; message?: string }>, done: string) => {
    setBusy(true)
    const outcome = await run()
    setBusy(false)
    setNotice(
      outcome.ok ? { ok: true, text: done } : { ok: false, text: refusalText(outcome.message ?? '', t) },
    )
    if (outcome.ok) reload()
  }

  return (
    <div className="after-sales">
      <p>{t('afterSales.auto.intro')}</p>
      <p role="status" className={notice?.ok === false ? 'after-sales__error' : 'after-sales__ok'}>
        {notice?.text ?? ''}
      </p>
      {editing ? (
        <AutomaticOrderForm
          editing={editing === 'new' ? null : editing}
          options={state.data}
          addresses={customer.addresses ?? []}
          onCancel={close}
          onSaved={() => {
            close()
            setNotice({ ok: true, text: t('afterSales.auto.saved') })
            reload()
          }}
        />
      ) : (
        <p>
          <button ref={openButton} type="button" className="button" onClick={() => setEditing('new')}>
            {t('afterSales.auto.new')}
          </button>
        </p>
      )}
      {settings.length === 0 ? (
        <p>{t('afterSales.auto.empty')}</p>
      ) : (
        <ul className="after-sales__cards">
          {settings.map((setting) => {
            const name = nameOf(setting)
            const action = t(setting.enabled ? 'afterSales.auto.disable' : 'afterSales.auto.enable')
            return (
              <li key={setting.auto_id} className="after-sales__card">
                <div className="after-sales__line-head">
                  <h3>{name}</h3>
                  <span
                    className={`after-sales__badge after-sales__badge--${setting.enabled ? 'enabled' : 'disabled'}`}
                  >
                    {t(setting.enabled ? 'afterSales.auto.enabled' : 'afterSales.auto.disabled')}
                  </span>
                </div>
                <p>
                  {t('afterSales.auto.schedule', {
                    repeat:
                      setting.repeat === 'every_n_weeks'
                        ? `${t('afterSales.auto.repeat.every_n_weeks')} (${setting.interval_weeks ?? 1})`
                        : t(`afterSales.auto.repeat.${setting.repeat}`),
                    date: formatDay(setting.date, locale),
                    time: setting.time,
                  })}
                </p>
                <p className="after-sales__sub">
                  {setting.source_type === 'orderlist'
                    ? t('afterSales.auto.sourceList', {
                        name: setting.order_list_name ?? String(setting.order_list_id),
                      })
                    : t('afterSales.auto.sourceCart')}
                  {' · '}
                  {t('afterSales.auto.lines', { count: setting.lines.length })}
                  {' · '}
                  {state.data.shipping_methods.find((m) => m.code === setting.shipping_method)?.title ??
                    setting.shipping_method}
                </p>
                {setting.next_run_at && setting.enabled && (
                  <p>{t('afterSales.auto.next', { date: dateTime(setting.next_run_at, locale) })}</p>
                )}
                {setting.last_run_at && setting.last_order_number && (
                  <p>
                    {t('afterSales.auto.last', {
                      date: dateTime(setting.last_run_at, locale),
                      number: setting.last_order_number,
                    })}
                  </p>
                )}
                {setting.last_error && (
                  <p className="after-sales__error">
                    {t('afterSales.auto.lastError', {
                      error: automaticOrderFailureText(setting.last_error, store.language),
                    })}
                  </p>
                )}
                {setting.runs.length > 0 && (
                  <details>
                    <summary>{t('afterSales.auto.runs')}</summary>
                    <ul className="after-sales__plain">
                      {setting.runs.map((run) => (
                        <li key={run.due_at}>
                          {t('afterSales.auto.run', {
                            date: dateTime(run.due_at, locale),
                            status:
                              run.order_number ??
                              (run.status === 'placed'
                                ? t('afterSales.auto.runPlaced')
                                : automaticOrderFailureText(run.error ?? '', store.language)),
                          })}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
                <div className="after-sales__actions">
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={t('afterSales.auto.editName', { name })}
                    onClick={() => setEditing(setting)}
                  >
                    {t('afterSales.auto.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    aria-label={t('afterSales.auto.toggleName', { name, action })}
                    onClick={() =>
                      void act(
                        () =>
                          saveAutomaticOrder(toggledDraft(setting, !setting.enabled), store.view.storeCode),
                        t('afterSales.auto.saved'),
                      )
                    }
                  >
                    {action}
                  </button>
                  <ConfirmAction
                    label={t('afterSales.auto.remove')}
                    accessibleName={t('afterSales.auto.removeName', { name })}
                    question={t('afterSales.auto.removeQuestion', { name })}
                    confirmLabel={t('afterSales.auto.removeConfirm')}
                    disabled={busy}
                    onConfirm={() =>
                      void act(
                        () => removeAutomaticOrder(setting.auto_id, store.view.storeCode),
                        t('afterSales.auto.removed', { name }),
                      )
                    }
                  />
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
