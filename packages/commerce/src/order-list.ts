/**
 * The rules of order lists (favourites, spec 001 §3, §5, §7; issue 17): what a list name, a
 * default amount and a new item order may be, and the texts that say what is wrong. Pure: the API
 * reads and writes the lists, these functions only judge what a caller sent. Every message names
 * the field it is about, so a 4xx tells the client which input to correct.
 */

/** The list name column holds 128 characters (order_list.name). */
export const ORDER_LIST_NAME_MAX = 128
/** A default amount above this is a typing error, not an order (the cart's line maximum). */
export const ORDER_LIST_AMOUNT_MAX = 10_000
/** Lines one add-lines request may carry: a long order list, not a bulk import. */
export const ADD_LINES_MAX = 200

export const ORDER_LIST_MESSAGES = Object.freeze({
  // the spec's own texts (001 §5): keep them exactly
  missingName: 'Missing list name.',
  notLoggedIn: 'U need to be loggedin to access your favorites.',
  nameTooLong: 'name: A list name may have at most {max} characters.',
  defaultAmountInvalid: 'defaultAmount: Must be a whole number of 0 or more.',
  defaultAmountTooHigh: 'defaultAmount: Must be at most {max}.',
  reorderNotPermutation: 'order: Must name every item of the list exactly once.',
  notOwnCustomer: '{field}: Only your own account or a customer you act for can be asked for.',
  listNotFound: '{field}: No such list.',
  listNotYours: '{field}: This list is not yours.',
  productNotFound: 'entityId: No such product.',
  childNotOfProduct: 'childData.sku: Not a variant of this product.',
  itemNotOnList: 'entityId: This product is not on the list.',
  tooManyLines: 'cartItems: At most {max} lines at once.',
  noLines: 'cartItems: At least one line.',
} as const)

export type OrderListCheck<T> = { ok: true; value: T } | { ok: false; message: string }

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (p, k: string) => (k in values ? String(values[k]) : p))

/** A list name: trimmed, not empty or blank, at most 128 characters. */
export function checkListName(raw: unknown): OrderListCheck<string> {
  const name = typeof raw === 'string' ? raw.trim() : ''
  if (name === '') return { ok: false, message: ORDER_LIST_MESSAGES.missingName }
  // counted in characters as the user sees them (an emoji is one), as the column counts them
  if ([...name].length > ORDER_LIST_NAME_MAX)
    return { ok: false, message: fill(ORDER_LIST_MESSAGES.nameTooLong, { max: ORDER_LIST_NAME_MAX }) }
  return { ok: true, value: name }
}

/** A default amount: absent is 0 (spec: default 0); otherwise a whole number 0..10000 (text allowed). */
export function checkDefaultAmount(raw: unknown): OrderListCheck<number> {
  if (raw === undefined || raw === null) return { ok: true, value: 0 }
  const n = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
    return { ok: false, message: ORDER_LIST_MESSAGES.defaultAmountInvalid }
  if (n > ORDER_LIST_AMOUNT_MAX)
    return {
      ok: false,
      message: fill(ORDER_LIST_MESSAGES.defaultAmountTooHigh, { max: ORDER_LIST_AMOUNT_MAX }),
    }
  return { ok: true, value: n }
}

/**
 * A new order of a list's items: every item id of the list exactly once, nothing else. Answers
 * the ids in their new order (ids sent as text are read as numbers).
 */
export function checkReorder(
  itemIds: readonly number[],
  order: readonly unknown[],
): OrderListCheck<number[]> {
  const wanted = order.map((id) => (typeof id === 'string' && /^\d{1,12}$/.test(id) ? Number(id) : id))
  const known = new Set(itemIds)
  const seen = new Set<number>()
  for (const id of wanted) {
    if (typeof id !== 'number' || !known.has(id) || seen.has(id))
      return { ok: false, message: ORDER_LIST_MESSAGES.reorderNotPermutation }
    seen.add(id)
  }
  if (seen.size !== known.size) return { ok: false, message: ORDER_LIST_MESSAGES.reorderNotPermutation }
  return { ok: true, value: wanted as number[] }
}

/** The message of a failed line of a multi-line request: `cartItems[3].qty: ...`. */
export function lineMessage(index: number, field: string, message: string): string {
  // a message that already names its field keeps only its text after the line's name
  const text = message.replace(/^[\w.[\]]+: /, '')
  return `cartItems[${index}].${field}: ${text}`
}

/** Case-insensitive search of list items by name or sku (list-with-filters). */
export function matchesListSearch(
  item: { name: string; sku: string; child_sku: string | null },
  search: string | undefined,
): boolean {
  const q = (search ?? '').trim().toLowerCase()
  if (q === '') return true
  return [item.name, item.sku, item.child_sku ?? ''].some((text) => text.toLowerCase().includes(q))
}
