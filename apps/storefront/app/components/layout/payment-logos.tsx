/**
 * Payment method marks for the footer and the cart: simple drawings of our own (a card with the
 * method's name or a pictogram), not the providers' brand files. Only methods the shop offers
 * (GET /api/shop/info paymentMethods) are shown; unknown codes are left out.
 */
import type { ReactNode } from 'react'
import type { MessageKey } from '../../i18n/translate.ts'
import { useT } from '../../lib/store-context.tsx'
import { useShopInfo } from './shop-info-context.tsx'

const card = (children: ReactNode) => (
  <>
    <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#8a8a8a" />
    {children}
  </>
)

const MARKS: Record<string, ReactNode> = {
  ideal: card(
    <>
      <rect x="5" y="8" width="7" height="16" rx="2" fill="#c06" />
      <text x="29" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="10">
        <tspan fill="#1a1a1a">iD</tspan>
        <tspan fill="#c06">EAL</tspan>
      </text>
    </>,
  ),
  bancontact: card(
    <>
      <path d="M8 12h14l-4 8H4z" fill="#1e3764" />
      <path d="M26 12h14l-4 8H22z" fill="#f7c600" />
      <text x="24" y="28" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="5" fill="#1e3764">
        BANCONTACT
      </text>
    </>,
  ),
  creditcard: card(
    <>
      <rect x="6" y="7" width="36" height="20" rx="3" fill="#2f4a7a" />
      <rect x="6" y="11" width="36" height="4" fill="#1a1a1a" />
      <rect x="10" y="18" width="7" height="5" rx="1" fill="#e0b84a" />
    </>,
  ),
  paypal: card(
    <>
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontStyle="italic"
        fontSize="10"
      >
        <tspan fill="#14306b">Pay</tspan>
        <tspan fill="#1e88d0">Pal</tspan>
      </text>
    </>,
  ),
  banktransfer: card(
    <path
      d="M12 13l12-6 12 6zM14 15v8M20 15v8M28 15v8M34 15v8M11 25h26"
      stroke="#1a1a1a"
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
    />,
  ),
  purchaseorder: card(
    <>
      <path d="M17 5h11l5 5v17H17z" fill="#f4f2f2" stroke="#1a1a1a" strokeWidth="1.5" />
      <path d="M20 14h10M20 18h10M20 22h6" stroke="#1a1a1a" strokeWidth="1.5" strokeLinecap="round" />
    </>,
  ),
  cashondelivery: card(
    <>
      <rect x="8" y="9" width="32" height="15" rx="2" fill="#dff0d8" stroke="#2e6b30" strokeWidth="1.5" />
      <circle cx="24" cy="16.5" r="4" fill="none" stroke="#2e6b30" strokeWidth="1.5" />
    </>,
  ),
}

const LABELS: Record<string, MessageKey> = {
  ideal: 'payment.logo.ideal',
  bancontact: 'payment.logo.bancontact',
  creditcard: 'payment.logo.creditcard',
  paypal: 'payment.logo.paypal',
  banktransfer: 'payment.logo.banktransfer',
  purchaseorder: 'payment.logo.purchaseorder',
  cashondelivery: 'payment.logo.cashondelivery',
}

/** The marks of the offered methods, each named for screen readers and as a tooltip. */
export function PaymentLogos({ className = '' }: { className?: string }) {
  const t = useT()
  const info = useShopInfo()
  const codes = (info?.paymentMethods ?? []).filter((code) => MARKS[code] && LABELS[code])
  if (!codes.length) return null
  return (
    <ul className={`payment-logos ${className}`.trim()} aria-label={t('payment.logos')}>
      {codes.map((code) => {
        const label = t(LABELS[code]!)
        return (
          <li key={code} className="payment-logos__item" title={label}>
            <svg width="48" height="32" viewBox="0 0 48 32" role="img" aria-label={label}>
              {MARKS[code]}
            </svg>
          </li>
        )
      })}
    </ul>
  )
}
