/**
 * Cart line rules shared by the server and the storefront: which quantities a line may have,
 * when two additions are the same line, and which configurable child the chosen options mean.
 */
import type { CustomOption, CustomOptionSelection } from './custom-option-price.ts'
import { isTextOption } from './custom-option-price.ts'

/** The most units one cart line may hold (Magento's default max_sale_qty). */
export const MAX_CART_LINE_QTY = 10_000

export const CART_QTY_MESSAGES = Object.freeze({
  negative: 'Negative quantity not allowed',
  notAboveZero: 'Quantity must be above 0',
  notInteger: 'Quantity must be positive integer',
  tooMany: "Quantity can't be more than {quantity}",
} as const)

export type CartQtyCheck = { ok: true; qty: number } | { ok: false; message: string }

/** Whole units from 1 to MAX_CART_LINE_QTY; numeric strings are accepted as VSF sometimes sends them. */
export function checkCartQty(raw: unknown, max = MAX_CART_LINE_QTY): CartQtyCheck {
  const qty = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  if (typeof qty !== 'number' || Number.isNaN(qty))
    return { ok: false, message: CART_QTY_MESSAGES.notInteger }
  if (qty < 0) return { ok: false, message: CART_QTY_MESSAGES.negative }
  if (qty === 0) return { ok: false, message: CART_QTY_MESSAGES.notAboveZero }
  if (!Number.isInteger(qty)) return { ok: false, message: CART_QTY_MESSAGES.notInteger }
  if (qty > max) return { ok: false, message: CART_QTY_MESSAGES.tooMany.replace('{quantity}', String(max)) }
  return { ok: true, qty }
}

export interface ConfigurableChoice {
  option_id: string | number
  option_value: string | number
}
export interface BundleChoice {
  option_id: number | string
  option_qty?: number | string | null
  option_selections: readonly (number | string)[]
}
export interface CustomChoice {
  option_id: string | number
  option_value: string | number
}

export interface LineOptions {
  bundle_options?: readonly BundleChoice[]
  custom_options?: readonly CustomChoice[]
}

/**
 * Identity of a line: the sold sku plus the chosen bundle and custom options, canonically
 * ordered, so "the same product again" adds to the line and a different choice is a new line
 * (contract §13: configurable lines are told apart by their child sku).
 */
export function cartLineKey(sku: string, options: LineOptions = {}): string {
  const bundle = [...(options.bundle_options ?? [])]
    .map((b) => [String(b.option_id), String(b.option_qty ?? 1), [...b.option_selections].map(String).sort()])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
  const custom = [...(options.custom_options ?? [])]
    .map((c) => [String(c.option_id), String(c.option_value)])
    .sort((a, b) => a[0]!.localeCompare(b[0]!))
  if (bundle.length === 0 && custom.length === 0) return sku
  return `${sku}|${JSON.stringify({ bundle, custom })}`
}

export interface ConfigurableCandidate {
  id: number
  sku: string
  /** attribute code -> option id */
  attributes: Readonly<Record<string, unknown>>
}

/**
 * The child whose attribute values match every chosen (attribute id, option id) pair; null
 * when no child or more than one matches (the choice is incomplete or unknown).
 */
export function chooseConfigurableChild<T extends ConfigurableCandidate>(
  children: readonly T[],
  attributeCodeById: ReadonlyMap<number, string>,
  choices: readonly ConfigurableChoice[],
): T | null {
  if (choices.length === 0) return null
  const wanted: [string, number][] = []
  for (const choice of choices) {
    const code = attributeCodeById.get(Number(choice.option_id))
    const value = Number(choice.option_value)
    if (!code || !Number.isFinite(value)) return null
    wanted.push([code, value])
  }
  const matches = children.filter((child) =>
    wanted.every(([code, value]) => Number(child.attributes[code]) === value),
  )
  return matches.length === 1 ? matches[0]! : null
}

/** Client custom-option choices -> the selection custom-option pricing reads. Unknown ids are dropped. */
export function customOptionSelection(
  options: readonly CustomOption[],
  choices: readonly CustomChoice[],
): CustomOptionSelection {
  const byId = new Map(options.map((o) => [o.option_id, o]))
  const selection: Record<number, readonly number[] | string> = {}
  for (const choice of choices) {
    const option = byId.get(Number(choice.option_id))
    if (!option) continue
    selection[option.option_id] = isTextOption(option)
      ? String(choice.option_value)
      : String(choice.option_value)
          .split(',')
          .map((v) => Number(v.trim()))
          .filter((v) => Number.isInteger(v) && v > 0)
  }
  return selection
}
