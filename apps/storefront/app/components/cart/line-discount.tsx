/**
 * A purchaser's line discount on a cart line (decision 0158): the note every shopper sees on a
 * discounted line ("5 % korting", the row before and after, amounts only where the hidden-price
 * mode shows them) and, only while a purchaser acts for the customer, the "Korting geven" button
 * that opens the dialog (loaded on demand: a customer never downloads it).
 */
import { lazy, Suspense, useRef, useState } from 'react'
import { lineDiscountShown } from '../../lib/cart/line-discount.ts'
import type { CartItem } from '../../lib/cart/cart-types.ts'
import { useActingPurchaser } from '../../lib/purchaser/use-acting-purchaser.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'
import { useAmounts } from '../../lib/trade/use-trade-prices.ts'
import lineDiscountCss from '../../styles/line-discount.css?url'
import { useAfterRender } from '../../lib/use-after-render.ts'

const LineDiscountDialog = lazy(() => import('./line-discount-dialog.tsx'))

export function LineDiscountNote({ item }: { item: CartItem }) {
  const t = useT()
  const store = useStore()
  const price = usePrice()
  const { shown, net } = useAmounts()
  const discount = lineDiscountShown(item, net)
  if (!discount) return null
  const percent = new Intl.NumberFormat(store.view.locale, { maximumFractionDigits: 2 }).format(
    discount.percent,
  )
  return (
    <p className="line-discount">
      <link rel="stylesheet" href={lineDiscountCss} precedence="default" />
      <span className="line-discount__badge">{t('lineDiscount.badge', { percent })}</span>
      {shown && discount.before !== null && discount.after !== null && (
        <>
          {' '}
          <s className="line-discount__was">
            {t('lineDiscount.was', { amount: price(discount.before) })}
          </s>{' '}
          <strong className="line-discount__now">
            {t('lineDiscount.now', { amount: price(discount.after) })}
          </strong>
        </>
      )}
      {item.totals?.discount_comment && (
        <>
          <br />
          <small className="line-discount__comment">
            {t('lineDiscount.commentLabel', { comment: item.totals.discount_comment })}
          </small>
        </>
      )}
    </p>
  )
}

/** "Korting geven": only for a purchaser acting for the customer, on a line the server knows. */
export function LineDiscountButton({ item }: { item: CartItem }) {
  const t = useT()
  const acting = useActingPurchaser()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const afterRender = useAfterRender()
  if (!acting || item.server_item_id === undefined) return null
  const name = item.totals?.name ?? item.name
  const has = (item.totals?.discount_percent ?? 0) > 0
  return (
    <>
      <link rel="stylesheet" href={lineDiscountCss} precedence="default" />
      <button
        ref={buttonRef}
        type="button"
        className="button button--small button--secondary line-discount__give"
        aria-label={t(has ? 'lineDiscount.changeFor' : 'lineDiscount.giveFor', { name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {has ? t('lineDiscount.change') : t('lineDiscount.give')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LineDiscountDialog
            item={item}
            name={name}
            onClose={() => {
              setOpen(false)
              // focus goes back to the button that opened the dialog
              afterRender(() => buttonRef.current?.focus())
            }}
          />
        </Suspense>
      )}
    </>
  )
}

/** An ordered line's discount on the account's order page: the percent and a comment for the customer. */
export function OrderLineDiscount({
  line,
}: {
  line: { discount_percent?: number; discount_comment?: string }
}) {
  const t = useT()
  const store = useStore()
  if (!line.discount_percent || line.discount_percent <= 0) return null
  const percent = new Intl.NumberFormat(store.view.locale, { maximumFractionDigits: 2 }).format(
    line.discount_percent,
  )
  return (
    <p className="line-discount">
      <link rel="stylesheet" href={lineDiscountCss} precedence="default" />
      <span className="line-discount__badge">{t('lineDiscount.badge', { percent })}</span>
      {line.discount_comment && (
        <>
          <br />
          <small>{t('lineDiscount.commentLabel', { comment: line.discount_comment })}</small>
        </>
      )}
    </p>
  )
}
