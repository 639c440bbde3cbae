/**
 * Choosing the child (variant) of a configurable product from the shopper's selection
 * (spec 001 §5).
 */
import { UNAVAILABLE_STATUS } from './constants.ts'
import { MESSAGES } from './messages.ts'

/** A configurable child; its option values sit under their attribute codes (kleur: 49). */
export interface ConfigurableChild {
  sku: string
  status?: number | null
  stock?: { is_in_stock?: boolean | null } | null
  price_incl_tax?: number | null
  [attributeCode: string]: unknown
}

export interface ConfigurableProduct<C extends ConfigurableChild = ConfigurableChild> {
  configurable_children?: readonly C[] | null
}

/**
 * A selected value: the option id as a scalar, a selected-configuration entry ({ id, label }),
 * or several of these (any of them matches).
 */
export type SelectedValue = string | number | { id: string | number } | null | undefined
export type SelectedOptions = Readonly<Record<string, SelectedValue | readonly SelectedValue[]>>

export interface VariantChoice {
  /** attribute code -> selected value */
  selected?: SelectedOptions | null
  /** the child sku from the URL; wins when that child is available */
  childSku?: string | null
}

export interface VariantSettings {
  /** out-of-stock children stay selectable (listOutOfStockProducts) */
  listOutOfStock: boolean
  /** with no match, use the first available child instead of failing */
  fallbackToFirstAvailable: boolean
}

export type VariantResult<C extends ConfigurableChild = ConfigurableChild> =
  { ok: true; child: C } | { ok: false; error: typeof MESSAGES.noSuchConfiguration }

// The price "attribute" comes along in URL filters but is not a variant option.
const IGNORED_ATTRIBUTES = new Set(['price'])

function isAvailable(child: ConfigurableChild, settings: VariantSettings): boolean {
  if ((child.status ?? 0) >= UNAVAILABLE_STATUS) return false
  // no stock data counts as in stock, as in the original shop
  if (!settings.listOutOfStock && child.stock && child.stock.is_in_stock === false) return false
  return true
}

// Array.isArray does not narrow readonly arrays, hence this guard.
function isValueList(value: SelectedValue | readonly SelectedValue[]): value is readonly SelectedValue[] {
  return Array.isArray(value)
}

function selectedIds(value: SelectedValue | readonly SelectedValue[]): string[] {
  const values = isValueList(value) ? value : [value]
  const ids: string[] = []
  for (const item of values) {
    const id = item !== null && typeof item === 'object' ? item.id : item
    if (id !== null && id !== undefined && id !== '') ids.push(String(id))
  }
  return ids
}

/** How many selected attributes the child has; values compare as text (49 equals "49"). */
function matchLevel(child: ConfigurableChild, selection: ReadonlyArray<[string, string[]]>): number {
  let level = 0
  for (const [code, ids] of selection) {
    const value = child[code]
    if ((typeof value === 'string' || typeof value === 'number') && ids.includes(String(value))) level++
  }
  return level
}

function comparablePrice(child: ConfigurableChild): number {
  const price = child.price_incl_tax
  return typeof price === 'number' && Number.isFinite(price) ? price : Number.POSITIVE_INFINITY
}

/**
 * Rules, in order:
 * 1. children with status 2 or higher, and out-of-stock children unless listed, are skipped;
 * 2. the child with the chosen sku wins;
 * 3. else the child matching most selected attributes (at least one) wins, the lower
 *    price_incl_tax on a tie, the earlier child on an equal price;
 * 4. else the first available child when fallback is on;
 * 5. else the spec's "no such configuration" message.
 * An empty selection matches nothing, so it ends in the fallback.
 */
export function selectVariant<C extends ConfigurableChild>(
  product: ConfigurableProduct<C>,
  choice: VariantChoice,
  settings: VariantSettings,
): VariantResult<C> {
  const available = (product.configurable_children ?? []).filter((child) => isAvailable(child, settings))

  if (choice.childSku) {
    const bySku = available.find((child) => child.sku === choice.childSku)
    if (bySku) return { ok: true, child: bySku }
  }

  const selection = Object.entries(choice.selected ?? {})
    .filter(([code]) => !IGNORED_ATTRIBUTES.has(code))
    .map(([code, value]): [string, string[]] => [code, selectedIds(value)])
    .filter(([, ids]) => ids.length > 0)

  let best: C | undefined
  let bestLevel = 0
  for (const child of available) {
    const level = matchLevel(child, selection)
    if (level === 0) continue
    if (
      level > bestLevel ||
      (level === bestLevel && best && comparablePrice(child) < comparablePrice(best))
    ) {
      best = child
      bestLevel = level
    }
  }
  if (best) return { ok: true, child: best }

  const first = available[0]
  if (settings.fallbackToFirstAvailable && first) return { ok: true, child: first }
  return { ok: false, error: MESSAGES.noSuchConfiguration }
}
