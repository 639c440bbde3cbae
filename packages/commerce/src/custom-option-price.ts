/**
 * What chosen custom options add to a product's price (spec 001 §5): a fixed value adds its
 * price, a percent value adds that percentage of the product price (and of the price incl. tax).
 * Only values with a positive option_type_id count.
 *
 * Deviation from the literal VSF behaviour, on purpose: VSF added a fixed price unchanged to
 * both the net and the gross price. Our catalogue stores every price net (spec 000 §9), custom
 * option prices included, so the gross delta gets the product's tax rate like the product price.
 */
import { fromCents, toCents } from './money.ts'

export interface CustomOptionValue {
  option_type_id: number
  title?: string
  sort_order?: number | null
  price?: number | null
  price_type?: string | null
}

export interface CustomOption {
  option_id: number
  title?: string
  /** field, area (text), drop_down, radio, checkbox, multiple */
  type: string
  is_require?: boolean | null
  sort_order?: number | null
  max_characters?: number | null
  /** text options carry their price on the option itself */
  price?: number | null
  price_type?: string | null
  values?: readonly CustomOptionValue[] | null
}

/** Per option id: chosen value ids (choice options) or the entered text (field, area). */
export type CustomOptionSelection = Readonly<Record<number, readonly number[] | string>>

export interface PriceDelta {
  price: number
  priceInclTax: number
}

export interface BasePrice {
  /** product price excluding tax */
  price: number
  priceInclTax: number
  taxRatePercent: number
}

const TEXT_TYPES = new Set(['field', 'area'])

export function isTextOption(option: CustomOption): boolean {
  return TEXT_TYPES.has(option.type)
}

interface Priced {
  price: number
  type: string
}

function chosenValues(option: CustomOption, chosen: readonly number[] | string | undefined): Priced[] {
  if (chosen === undefined) return []
  if (typeof chosen === 'string') {
    // a text option costs its price once something is typed in
    if (!isTextOption(option) || chosen.trim() === '') return []
    return [{ price: option.price ?? 0, type: option.price_type ?? 'fixed' }]
  }
  return (option.values ?? [])
    .filter((value) => value.option_type_id > 0 && chosen.includes(value.option_type_id))
    .map((value) => ({ price: value.price ?? 0, type: value.price_type ?? 'fixed' }))
}

/** The net and gross amounts the selection adds, each rounded to cents. */
export function customOptionsPriceDelta(
  options: readonly CustomOption[],
  selection: CustomOptionSelection,
  base: BasePrice,
): PriceDelta {
  let net = 0
  let gross = 0
  for (const option of options) {
    for (const value of chosenValues(option, selection[option.option_id])) {
      if (!Number.isFinite(value.price) || value.price === 0) continue
      if (value.type === 'percent') {
        net += toCents((base.price * value.price) / 100)
        gross += toCents((base.priceInclTax * value.price) / 100)
      } else {
        net += toCents(value.price)
        // from the unrounded net value: 3.2645 net at 21% is the 3.95 the shop advertises
        gross += toCents((value.price * (100 + base.taxRatePercent)) / 100)
      }
    }
  }
  return { price: fromCents(net), priceInclTax: fromCents(gross) }
}
