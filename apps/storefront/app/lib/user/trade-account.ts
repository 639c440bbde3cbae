/**
 * A trade customer's account as the back office describes it (spec 001 §3, §7): read from the
 * `custom_attributes` that `/api/user/me` answers (oculus_customer_id, is_purchaser, drop_enabled,
 * hidden_price_mode, kvk_number) and the company fields. A consumer or guest is no trade customer.
 */
import type { HiddenPriceMode } from '@shop/commerce'
import type { Customer } from './user-types.ts'
import { useUser } from './user-store.ts'

export interface TradeAccount {
  /** the customer's number in the back office */
  backofficeId: string
  isPurchaser: boolean
  dropEnabled: boolean
  hiddenPriceMode: HiddenPriceMode
  company: string | null
  vatId: string | null
  kvkNumber: string | null
}

function attribute(customer: Customer, code: string): unknown {
  const list = customer.custom_attributes
  if (!Array.isArray(list)) return undefined
  const found = list.find(
    (entry): entry is { attribute_code: string; value: unknown } =>
      typeof entry === 'object' &&
      entry !== null &&
      (entry as { attribute_code?: unknown }).attribute_code === code,
  )
  return found?.value
}

const flag = (value: unknown) => value === true || value === 1 || value === '1'
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null)

function mode(value: unknown): HiddenPriceMode {
  const n = Number(value)
  return n === 1 || n === 2 ? n : 3
}

/** The trade account of a customer; null for a customer the back office does not know. */
export function tradeAccountOf(customer: Customer | null | undefined): TradeAccount | null {
  if (!customer) return null
  const backofficeId = text(attribute(customer, 'oculus_customer_id'))
  if (!backofficeId) return null
  return {
    backofficeId,
    isPurchaser: flag(attribute(customer, 'is_purchaser')),
    dropEnabled: flag(attribute(customer, 'drop_enabled')),
    hiddenPriceMode: mode(attribute(customer, 'hidden_price_mode')),
    company: text(customer.company),
    vatId: text(customer.taxvat),
    kvkNumber: text(attribute(customer, 'kvk_number')),
  }
}

/** The signed-in customer's trade account; null for guests, consumers and on the server render. */
export function useTradeAccount(): TradeAccount | null {
  const user = useUser()
  return user.token ? tradeAccountOf(user.current) : null
}
