/**
 * The checkout state (spec 000 §3 "Checkout state"): personal, shipping and payment details, the
 * thank-you flag and modifiedAt, persisted so a reload or the payment provider's redirect keeps
 * what the shopper typed. The password is never stored.
 */
import { useSyncExternalStore } from 'react'
import { CART_CONFIG } from '../cart/cart-config.ts'

export const CHECKOUT_STORAGE_KEY = 'shop/checkout/state'

export interface PersonalDetails {
  firstName: string
  lastName: string
  emailAddress: string
  phoneNumber: string
  createAccount: boolean
}

export interface AddressDetails {
  firstName: string
  lastName: string
  company: string
  vatId: string
  country: string
  streetAddress: string
  apartmentNumber: string
  city: string
  zipCode: string
  phoneNumber: string
}

export interface ShippingDetails extends AddressDetails {
  shippingMethod: string
  shippingCarrier: string
}

export interface PaymentDetails extends AddressDetails {
  sameAsShipping: boolean
  paymentMethod: string
  paymentMethodAdditional: { issuer?: string; po_number?: string; comment?: string }
}

export interface LastOrder {
  orderNumber: string | null
  backendOrderId: string
  placedAt: number
  email: string
}

export interface CheckoutState {
  personalDetails: PersonalDetails
  shippingDetails: ShippingDetails
  paymentDetails: PaymentDetails
  isThankYouPage: boolean
  modifiedAt: number
  /** the time of the last successful order (spec 000 §4 "Checkout") */
  orderTimestamp: number | null
  lastOrder: LastOrder | null
}

const emptyAddress = (country: string): AddressDetails => ({
  firstName: '',
  lastName: '',
  company: '',
  vatId: '',
  country,
  streetAddress: '',
  apartmentNumber: '',
  city: '',
  zipCode: '',
  phoneNumber: '',
})

export function emptyCheckout(country = 'NL'): CheckoutState {
  return {
    personalDetails: { firstName: '', lastName: '', emailAddress: '', phoneNumber: '', createAccount: false },
    shippingDetails: { ...emptyAddress(country), shippingMethod: '', shippingCarrier: '' },
    paymentDetails: {
      ...emptyAddress(country),
      sameAsShipping: true,
      paymentMethod: '',
      paymentMethodAdditional: {},
    },
    isThankYouPage: false,
    modifiedAt: 0,
    orderTimestamp: null,
    lastOrder: null,
  }
}

const EMPTY = emptyCheckout()
const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached: CheckoutState = EMPTY

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function getCheckout(): CheckoutState {
  const raw = storage()?.getItem(CHECKOUT_STORAGE_KEY) ?? null
  if (raw !== cachedRaw) {
    cachedRaw = raw
    try {
      const parsed = raw ? (JSON.parse(raw) as Partial<CheckoutState>) : null
      cached = parsed ? { ...EMPTY, ...parsed } : EMPTY
    } catch {
      cached = EMPTY
    }
  }
  return cached
}

export function setCheckout(
  update: Partial<CheckoutState> | ((state: CheckoutState) => Partial<CheckoutState>),
): void {
  const current = getCheckout()
  const next = { ...current, ...(typeof update === 'function' ? update(current) : update) }
  const raw = JSON.stringify(next)
  try {
    storage()?.setItem(CHECKOUT_STORAGE_KEY, raw)
  } catch {
    // storage full or blocked: the checkout still works for this page view
  }
  cachedRaw = raw
  cached = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCheckout(): CheckoutState {
  return useSyncExternalStore(subscribe, getCheckout, () => EMPTY)
}

/** In checkout while the last checkout change is at most 30 minutes old (spec 000 §4, §9). */
export function isInCheckout(state: Pick<CheckoutState, 'modifiedAt'>, now = Date.now()): boolean {
  return state.modifiedAt > 0 && now - state.modifiedAt <= CART_CONFIG.checkoutWindowMs
}
