/**
 * The size × colour matrix of a configurable product (issue 17 "quick ordering for the trade"):
 * one quantity field per existing, orderable variant, its stock beside it, all filled-in cells
 * added with ONE /api/cart/add-lines request. Rows and columns follow the purchaser sizes/colors
 * calls (their sort order) where they answer, else the product's own option order. Shown to
 * signed-in trade customers (and purchasers acting for one); consumers choose a variant above
 * (decision 0166). No amounts are shown here, so every hidden-price mode is respected.
 * Loaded only for products that have a matrix (product-detail.tsx).
 */
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { networkTask } from '../../lib/network-task.ts'
import { addLinesToCart } from '../../lib/orderlist/add-lines.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { useTradeAccount } from '../../lib/user/trade-account.ts'
import { getUser } from '../../lib/user/user-store.ts'
import orderlistCss from '../../styles/orderlist.css?url'
import { notify } from '../notifications/store.ts'
import {
  cellChild,
  matrixLines,
  orderAxis,
  type MatrixAxis,
  type MatrixChild,
  type SizeColourMatrix as Matrix,
} from './size-colour-matrix-data.ts'

type AxisRow = { value_index: number; label?: string; sort_order?: number }

async function axisCall(kind: 'sizes' | 'colors', productId: number): Promise<AxisRow[] | null> {
  const token = getUser().token
  if (!token) return null
  const answer = await networkTask<AxisRow[]>({ url: `/api/purchaser/${kind}/${productId}`, token }).catch(
    () => null,
  )
  return answer?.code === 200 && Array.isArray(answer.result) ? answer.result : null
}

/** A one-value stand-in for a missing axis (a product with sizes only, or colours only). */
const SINGLE: MatrixAxis = { attributeId: 0, code: '', label: '', values: [{ id: -1, label: '' }] }

export default function SizeColourMatrix({ productId, matrix }: { productId: number; matrix: Matrix }) {
  const trade = useTradeAccount()
  if (!trade) return null
  return <MatrixForm productId={productId} matrix={matrix} />
}

function MatrixForm({ productId, matrix }: { productId: number; matrix: Matrix }) {
  const t = useT()
  const store = useStore()
  const id = useId()
  const [sizes, setSizes] = useState<MatrixAxis | null>(matrix.size)
  const [colours, setColours] = useState<MatrixAxis | null>(matrix.colour)
  const [qty, setQty] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  useEffect(() => {
    let current = true
    if (matrix.size)
      void axisCall('sizes', productId).then((rows) => current && setSizes(orderAxis(matrix.size!, rows)))
    if (matrix.colour)
      void axisCall('colors', productId).then(
        (rows) => current && setColours(orderAxis(matrix.colour!, rows)),
      )
    return () => {
      current = false
    }
  }, [productId, matrix])

  const rows = sizes ?? SINGLE
  const columns = colours ?? SINGLE
  const lines = matrixLines(matrix, qty)
  const pieces = lines.reduce((sum, line) => sum + line.qty, 0)
  const cell = (size: number, colour: number): MatrixChild | null =>
    cellChild(matrix, sizes ? size : null, colours ? colour : null)

  return (
    <section className="size-colour-matrix" aria-labelledby={`${id}-title`}>
      <link rel="stylesheet" href={orderlistCss} precedence="default" />
      <h2 id={`${id}-title`}>{t('matrix.title')}</h2>
      <p>{t('matrix.intro')}</p>
      <form
        onSubmit={async (event) => {
          event.preventDefault()
          if (busy) return
          if (!lines.length) return setMessage({ ok: false, text: t('matrix.none') })
          setBusy(true)
          const outcome = await addLinesToCart(lines).finally(() => setBusy(false))
          const text = outcome.ok
            ? t('matrix.added', { count: outcome.count })
            : outcome.message
              ? t('orderlist.order.failed', { message: outcome.message })
              : t('orderlist.order.failedPlain')
          setMessage({ ok: outcome.ok, text })
          notify({ type: outcome.ok ? 'success' : 'error', message: text, subject: 'cart' })
          if (outcome.ok) setQty({})
        }}
      >
        <div className="size-colour-matrix__scroll" tabIndex={0} aria-labelledby={`${id}-caption`}>
          <table>
            <caption id={`${id}-caption`} className="visually-hidden">
              {t('matrix.caption')}
            </caption>
            <thead>
              <tr>
                <td />
                {columns.values.map((colour) => (
                  <th key={colour.id} scope="col">
                    {colours ? colour.label : t('matrix.inStock')}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.values.map((size) => (
                <tr key={size.id}>
                  <th scope="row">{sizes ? size.label : ''}</th>
                  {columns.values.map((colour) => {
                    const child = cell(size.id, colour.id)
                    if (!child || !child.available)
                      return (
                        <td key={colour.id} className="size-colour-matrix__off">
                          {t('matrix.unavailable')}
                        </td>
                      )
                    const label = t('matrix.cell', { size: size.label || '–', colour: colour.label || '–' })
                    return (
                      <td key={colour.id}>
                        <input
                          type="number"
                          inputMode="numeric"
                          min={0}
                          step={1}
                          aria-label={label}
                          aria-describedby={`${id}-${child.sku}`}
                          value={qty[child.sku] ?? ''}
                          onChange={(event) => {
                            // read now: the lazy updater runs after React may restore the old value
                            const value = event.target.value
                            setQty((current) => ({ ...current, [child.sku]: value }))
                          }}
                        />
                        <span id={`${id}-${child.sku}`} className="size-colour-matrix__stock">
                          {child.qty !== null ? t('matrix.stock', { qty: child.qty }) : t('matrix.inStock')}
                        </span>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="size-colour-matrix__foot">
          <p aria-live="polite">{t('matrix.total', { count: pieces, lines: lines.length })}</p>
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('matrix.add')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setQty({})}>
            {t('matrix.clear')}
          </button>
        </div>
        {message && (
          <p
            className={`orderlist-order__message orderlist-order__message--${message.ok ? 'ok' : 'bad'}`}
            role={message.ok ? 'status' : 'alert'}
          >
            {message.text}{' '}
            {message.ok && <Link to={localPath('/cart', store)}>{t('orderlist.order.viewCart')}</Link>}
          </p>
        )}
      </form>
    </section>
  )
}
