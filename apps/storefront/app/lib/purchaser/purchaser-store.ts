/**
 * The purchaser takeover state of spec 001 §3, in local storage under exactly the spec's keys
 * (`purchaserId`, `purchaser_email`, `take_over_cart`, plain strings), plus the purchaser's own
 * session kept aside while they act for a customer (decision 0155): the user store then holds
 * the customer's takeover token, so every screen shows the customer's prices and rules, and
 * leaving puts the purchaser's own session back. Other tabs follow through `storage` events.
 */
import type { UserState } from '../user/user-types.ts'

export const PURCHASER_ID_KEY = 'purchaserId'
export const PURCHASER_EMAIL_KEY = 'purchaser_email'
export const TAKE_OVER_CART_KEY = 'take_over_cart'
/** the purchaser's own session while acting (not a spec key: the spec does not say where) */
export const OWN_SESSION_KEY = 'shop/purchaser/own-session'

const KEYS = [PURCHASER_ID_KEY, PURCHASER_EMAIL_KEY, TAKE_OVER_CART_KEY, OWN_SESSION_KEY]

/** The purchaser's customer picker, where they land after signing in (decision 0157). */
export const PICKER_PATH = '/my-account/customers'

/** §4: 'customer' works in the customer's own cart (take_over_cart 'true'); 'apart' in a separate one. */
export type PurchaserMode = 'customer' | 'apart'

export interface PurchaserState {
  purchaserId: number | null
  purchaserEmail: string | null
  /** the raw spec value: 'true' (Customer mode), 'false' (Apart cart) or null */
  takeOverCart: string | null
  /** the purchaser's own session, set only while acting for a customer */
  own: Pick<UserState, 'token' | 'refreshToken' | 'current'> | null
}

export const EMPTY_PURCHASER: PurchaserState = Object.freeze({
  purchaserId: null,
  purchaserEmail: null,
  takeOverCart: null,
  own: null,
})

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** Reads the four stored texts into a state; anything unreadable counts as not acting. */
export function parsePurchaserState(raw: readonly (string | null)[]): PurchaserState {
  const [id, email, takeOver, own] = raw
  const purchaserId = Number(id)
  let session: PurchaserState['own'] = null
  try {
    const parsed = own ? (JSON.parse(own) as PurchaserState['own']) : null
    if (parsed && typeof parsed === 'object' && typeof parsed.token === 'string' && parsed.token)
      session = {
        token: parsed.token,
        refreshToken: typeof parsed.refreshToken === 'string' ? parsed.refreshToken : null,
        current: parsed.current && typeof parsed.current === 'object' ? parsed.current : null,
      }
  } catch {
    session = null
  }
  return {
    purchaserId: id && Number.isInteger(purchaserId) && purchaserId > 0 ? purchaserId : null,
    purchaserEmail: email || null,
    takeOverCart: takeOver === 'true' || takeOver === 'false' ? takeOver : null,
    own: session,
  }
}

const listeners = new Set<() => void>()
let cachedKey: string | undefined
let cached: PurchaserState = EMPTY_PURCHASER
// when storage is blocked the state lives in memory for the life of the page
let memory: (string | null)[] | null = null

function readRaw(): (string | null)[] {
  if (memory) return memory
  const store = storage()
  return KEYS.map((key) => store?.getItem(key) ?? null)
}

export function getPurchaser(): PurchaserState {
  const raw = readRaw()
  const key = JSON.stringify(raw)
  if (key !== cachedKey) {
    cachedKey = key
    cached = parsePurchaserState(raw)
  }
  return cached
}

const emit = () => listeners.forEach((listener) => listener())

/** Writes the whole state (null removes a key). */
export function setPurchaser(next: PurchaserState): void {
  const raw = [
    next.purchaserId === null ? null : String(next.purchaserId),
    next.purchaserEmail,
    next.takeOverCart,
    next.own ? JSON.stringify(next.own) : null,
  ]
  try {
    const store = storage()
    if (!store) throw new Error('no storage')
    KEYS.forEach((key, i) => {
      const value = raw[i]
      if (value === null || value === undefined) store.removeItem(key)
      else store.setItem(key, value)
    })
    memory = null
  } catch {
    memory = raw
  }
  emit()
}

export function clearPurchaser(): void {
  setPurchaser(EMPTY_PURCHASER)
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || KEYS.includes(event.key)) emit()
}

export function subscribePurchaser(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage)
  }
}

/** The mode the stored take_over_cart names. */
export function modeOf(state: PurchaserState): PurchaserMode {
  return state.takeOverCart === 'true' ? 'customer' : 'apart'
}

/** Acting: a purchaser id and their own session are kept aside (the user store holds the customer). */
export function isActing(state: PurchaserState): boolean {
  return state.purchaserId !== null && state.own !== null
}

/**
 * Spec 001 §6: the purchaser id goes on calls as `purchaser` unless take_over_cart is 'true'.
 * Only while acting: a purchaser id left without a session must not reach a customer's calls.
 */
export function purchaserQuery(state: PurchaserState = getPurchaser()): Record<string, string> {
  if (!isActing(state) || state.takeOverCart === 'true' || state.purchaserId === null) return {}
  return { purchaser: String(state.purchaserId) }
}

/** The cart-create body of the apart cart (`{purchaserId}`); none in Customer mode or when not acting. */
export function purchaserCartBody(
  state: PurchaserState = getPurchaser(),
): { purchaserId: number } | undefined {
  const query = purchaserQuery(state)
  return query.purchaser ? { purchaserId: Number(query.purchaser) } : undefined
}
