/**
 * The coupon field of the cart: apply a code, see it active, remove it. An unknown code gets a
 * clear message next to the field (the server's own text is not shown: it is English).
 */
import { useId, useState } from 'react'
import { applyCoupon, removeCoupon } from '../../lib/cart/cart-actions.ts'
import { useCart } from '../../lib/cart/cart-store.ts'
import { useT } from '../../lib/store-context.tsx'

export function CouponForm() {
  const t = useT()
  const cart = useCart()
  const id = useId()
  const [code, setCode] = useState('')
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [busy, setBusy] = useState(false)

  if (cart.couponCode)
    return (
      <div className="coupon">
        <p className="coupon__active">{t('cart.coupon.active', { code: cart.couponCode })}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            await removeCoupon()
            setBusy(false)
            setMessage({ text: t('cart.coupon.removed'), error: false })
          }}
        >
          {t('cart.coupon.remove')}
        </button>
        {message && <p role="status">{message.text}</p>}
      </div>
    )

  return (
    <form
      className="coupon"
      onSubmit={async (event) => {
        event.preventDefault()
        const wanted = code.trim()
        if (!wanted) return
        if (!cart.cartItems.length) return setMessage({ text: t('cart.coupon.needsItems'), error: true })
        setBusy(true)
        const outcome = await applyCoupon(wanted)
        setBusy(false)
        if (outcome.ok) {
          setCode('')
          setMessage({ text: t('cart.coupon.applied', { code: wanted }), error: false })
        } else setMessage({ text: t('cart.coupon.invalid', { code: wanted }), error: true })
      }}
    >
      <label htmlFor={id}>{t('cart.coupon.label')}</label>
      <div className="coupon__row">
        <input
          id={id}
          name="coupon"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          aria-invalid={message?.error || undefined}
          aria-describedby={message ? `${id}-msg` : undefined}
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('cart.coupon.apply')}
        </button>
      </div>
      {message && (
        <p
          id={`${id}-msg`}
          className={message.error ? 'coupon__error' : 'coupon__ok'}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </form>
  )
}
