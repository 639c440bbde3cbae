/**
 * Cart line identity and checksums (contract §13, spec 000 §4 "Cart items"). The same rules run
 * in the browser (which line does an add increase, has the cart changed since the last sync) and
 * on the server (re-syncing the quote when an order is placed), so they live here.
 */
import { sha3_224 } from './cart-checksum-sha3.ts'

export { sha3_224 }

export interface ConfigurableItemOption {
  option_id: string | number
  option_value: string | number
  label?: string
  value?: string
}

export interface CustomItemOption {
  option_id: string | number
  option_value: string | number
}

export interface BundleItemOption {
  option_id: string | number
  option_qty: number
  option_selections: (string | number)[]
}

export interface ProductOption {
  extension_attributes?: {
    custom_options?: CustomItemOption[] | Record<string, CustomItemOption>
    configurable_item_options?: ConfigurableItemOption[] | Record<string, ConfigurableItemOption>
    bundle_options?: BundleItemOption[] | Record<string, BundleItemOption>
  }
}

/** What identity and checksum look at in a cart line. */
export interface CartLineIdentity {
  sku: string
  item_id?: number | string | null
  server_item_id?: number | string | null
  checksum?: string | null
  product_option?: ProductOption | null
}

function optionList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (value && typeof value === 'object') return Object.values(value)
  return []
}

/** Every number anywhere inside becomes a string: the server answers 49 where the client sent "49". */
function numbersToStrings(value: unknown): unknown {
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.map(numbersToStrings)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, numbersToStrings(inner)]))
  return value
}

/** The part of a line's options that tells two lines of the same product apart. */
export function checksumSource(line: Pick<CartLineIdentity, 'product_option'>): unknown {
  const option = line.product_option
  if (!option) return null
  const ext = option.extension_attributes ?? {}
  for (const list of [ext.bundle_options, ext.custom_options, ext.configurable_item_options]) {
    const entries = optionList(list)
    if (entries.length) return numbersToStrings(entries)
  }
  return option
}

/** The line checksum: sha3_224 hex of the JSON of checksumSource. */
export function productChecksum(line: Pick<CartLineIdentity, 'product_option'>): string {
  return sha3_224(JSON.stringify(checksumSource(line)))
}

function hasList(
  line: CartLineIdentity,
  key: 'bundle_options' | 'custom_options' | 'configurable_item_options',
) {
  return optionList(line.product_option?.extension_attributes?.[key]).length > 0
}

function serverId(line: CartLineIdentity): string | null {
  const id = line.server_item_id ?? line.item_id
  return id === undefined || id === null || id === '' ? null : String(id)
}

function checksumOf(line: CartLineIdentity): string {
  return line.checksum || productChecksum(line)
}

/**
 * Are two lines the same cart line? Bundle or custom options: same server id or same checksum;
 * configurable: same (child) sku; anything else: same server id or same sku.
 */
export function productsEquals(a: CartLineIdentity, b: CartLineIdentity): boolean {
  const idA = serverId(a)
  const idB = serverId(b)
  const sameServerId = idA !== null && idB !== null && idA === idB
  const withOptions = (line: CartLineIdentity) =>
    hasList(line, 'bundle_options') || hasList(line, 'custom_options')
  if (withOptions(a) || withOptions(b)) return sameServerId || checksumOf(a) === checksumOf(b)
  if (hasList(a, 'configurable_item_options') || hasList(b, 'configurable_item_options'))
    return String(a.sku) === String(b.sku)
  return sameServerId || String(a.sku) === String(b.sku)
}

/**
 * The cart hash: sha3_224 of the lines (without stock and totals, which the server changes) and
 * the cart token. A different hash than at the last sync means the cart needs a sync.
 */
export function cartHash(items: readonly object[], token: string | null | undefined): string {
  const lines = items.map((item) => {
    const copy: Record<string, unknown> = { ...item }
    delete copy.stock
    delete copy.totals
    return copy
  })
  return sha3_224(JSON.stringify({ items: lines, token: token ?? null }))
}
