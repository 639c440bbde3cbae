/**
 * The scan list (issue 19, decision 0213): every product scanned in a row, with picture, name,
 * sku and quantity (- and +, or typed), and what the dealer does with it when the round through
 * the storeroom is done: everything into the cart in one request (the order lists' add-lines), or
 * onto one of the customer's order lists with the scanned amounts.
 */
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { addLinesToCart } from '../../lib/orderlist/add-lines.ts'
import { addProduct, currentCustomerId, fetchLists } from '../../lib/orderlist/orderlist-api.ts'
import type { OrderListSummary } from '../../lib/orderlist/orderlist-types.ts'
import { imageUrl } from '../../lib/catalog/urls.ts'
import {
  cartLinesOf,
  removeScan,
  SCAN_QTY_MAX,
  setScanQty,
  type ScanLine,
} from '../../lib/scan/scan-rules.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

type Outcome = { ok: boolean; text: string; link?: { to: string; label: string } } | null

export function ScanList({
  list,
  onChange,
}: {
  list: readonly ScanLine[]
  onChange: (list: ScanLine[]) => void
}) {
  const t = useT()
  const store = useStore()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [lists, setLists] = useState<OrderListSummary[] | null>(null)
  const [listId, setListId] = useState<number | null>(null)

  useEffect(() => {
    const customer = currentCustomerId()
    if (customer === null) return setLists([])
    let current = true
    void fetchLists(customer).then((answer) => {
      if (!current) return
      const found = answer.ok ? answer.value : []
      setLists(found)
      setListId((chosen) => chosen ?? found[0]?.list_id ?? null)
    })
    return () => {
      current = false
    }
  }, [])

  const pieces = list.reduce((sum, line) => sum + line.qty, 0)

  async function toCart() {
    if (busy) return
    const { lines, skipped } = cartLinesOf(list)
    if (!lines.length)
      return setOutcome({ ok: false, text: t('scan.cart.skipped', { count: skipped.length }) })
    setBusy(true)
    const result = await addLinesToCart(lines).finally(() => setBusy(false))
    if (!result.ok) {
      return setOutcome({
        ok: false,
        text: result.message
          ? t('scan.cart.failed', { message: result.message })
          : t('scan.cart.failedPlain'),
      })
    }
    const text = [
      t('scan.cart.added', { count: lines.length }),
      skipped.length ? t('scan.cart.skipped', { count: skipped.length }) : '',
    ]
      .filter(Boolean)
      .join(' ')
    setOutcome({ ok: true, text, link: { to: localPath('/cart', store), label: t('scan.cart.link') } })
    // what went to the cart leaves the list; lines that need their options stay
    onChange(skipped)
  }

  async function toOrderList() {
    const customer = currentCustomerId()
    const target = lists?.find((l) => l.list_id === listId)
    if (busy || customer === null || !target) return
    setBusy(true)
    const failed: ScanLine[] = []
    try {
      // one call per product (the order-list API puts one product at a time on a list)
      for (const line of list) {
        const answer = await addProduct(customer, target.list_id, line.productId, {
          childSku: line.childSku,
          defaultAmount: line.qty,
        })
        if (!answer.ok) failed.push(line)
      }
    } finally {
      setBusy(false)
    }
    const done = list.length - failed.length
    const link = {
      to: localPath(`/my-account/orderlist/edit/${target.list_id}`, store),
      label: t('scan.orderlist.link'),
    }
    if (done === 0) return setOutcome({ ok: false, text: t('scan.orderlist.failed') })
    setOutcome(
      failed.length
        ? {
            ok: false,
            text: t('scan.orderlist.partly', {
              done,
              count: list.length,
              list: target.name,
              failed: failed.map((l) => l.name).join(', '),
            }),
            link,
          }
        : { ok: true, text: t('scan.orderlist.added', { count: done, list: target.name }), link },
    )
    onChange(failed)
  }

  return (
    <section className="scan-list" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('scan.list.heading')}</h2>
      <div role="status" className="scan-list__outcome">
        {outcome && (
          <p className={outcome.ok ? 'scan-list__ok' : 'scan-list__error'}>
            {outcome.text} {outcome.link && <Link to={outcome.link.to}>{outcome.link.label}</Link>}
          </p>
        )}
      </div>
      {list.length === 0 ? (
        <p>{t('scan.list.empty')}</p>
      ) : (
        <>
          <p className="scan-list__summary">{t('scan.list.summary', { lines: list.length, pieces })}</p>
          <ul className="scan-list__lines">
            {list.map((line) => (
              <li key={line.sku} className="scan-line" data-sku={line.sku}>
                <img src={imageUrl(line.image, 150)} alt="" width={64} height={64} loading="lazy" />
                <div className="scan-line__text">
                  <Link to={line.path} className="scan-line__name">
                    {line.name}
                  </Link>
                  <span className="scan-line__sku">{t('scan.list.sku', { sku: line.sku })}</span>
                  {line.needsOptions && (
                    <span className="scan-line__note">{t('scan.list.needsOptions')}</span>
                  )}
                </div>
                <div className="scan-line__qty">
                  <button
                    type="button"
                    className="scan-line__step"
                    aria-label={t('scan.list.less', { name: line.name })}
                    disabled={line.qty <= 1}
                    onClick={() => onChange(setScanQty(list, line.sku, line.qty - 1))}
                  >
                    −
                  </button>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={SCAN_QTY_MAX}
                    value={line.qty}
                    aria-label={t('scan.list.qty', { name: line.name })}
                    onChange={(event) => onChange(setScanQty(list, line.sku, event.target.valueAsNumber))}
                  />
                  <button
                    type="button"
                    className="scan-line__step"
                    aria-label={t('scan.list.more', { name: line.name })}
                    disabled={line.qty >= SCAN_QTY_MAX}
                    onClick={() => onChange(setScanQty(list, line.sku, line.qty + 1))}
                  >
                    +
                  </button>
                </div>
                <button
                  type="button"
                  className="button button--link scan-line__remove"
                  aria-label={t('scan.list.remove', { name: line.name })}
                  onClick={() => onChange(removeScan(list, line.sku))}
                >
                  {t('scan.list.removeShort')}
                </button>
              </li>
            ))}
          </ul>
          <div className="scan-list__actions">
            <button type="button" className="button" disabled={busy} onClick={() => void toCart()}>
              {t('scan.cart.add')}
            </button>
            <div className="scan-list__orderlist">
              {lists === null ? (
                <p>{t('scan.orderlist.loading')}</p>
              ) : lists.length === 0 ? (
                <p>
                  {t('scan.orderlist.none')}{' '}
                  <Link to={localPath('/my-account/orderlist', store)}>{t('scan.orderlist.create')}</Link>
                </p>
              ) : (
                <>
                  <label htmlFor={`${id}-list`}>{t('scan.orderlist.label')}</label>
                  <select
                    id={`${id}-list`}
                    value={listId ?? ''}
                    onChange={(event) => setListId(Number(event.target.value))}
                  >
                    {lists.map((l) => (
                      <option key={l.list_id} value={l.list_id}>
                        {l.name}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    onClick={() => void toOrderList()}
                  >
                    {t('scan.orderlist.add')}
                  </button>
                </>
              )}
            </div>
            <button
              type="button"
              className="button button--link"
              disabled={busy}
              onClick={() => onChange([])}
            >
              {t('scan.list.clear')}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
