/**
 * The cart sync's comparison of client and server lines (spec 000 §4 "Cart connection and
 * sync", contract §13 "sync"): what must be sent, deleted, copied or taken over. Pure, so the
 * rules are tested without a server; cart-sync.ts carries the plan out.
 */
import { productChecksum, productsEquals } from '@shop/commerce'
import type { CartItem, ServerCartItem } from './cart-types.ts'

export type DiffStatus = 'no-item' | 'wrong-qty' | 'update-required' | 'no-changes'

export interface DiffEntry {
  party: 'server' | 'client'
  status: DiffStatus
  sku: string
  clientQty?: number
  serverQty?: number
}

export interface SyncPlan {
  diff: DiffEntry[]
  /** client lines as they are after copying server ids (not yet pushed) */
  items: CartItem[]
  /** client lines the server lacks or has with another qty: POST update (with item_id when known) */
  push: CartItem[]
  /** server lines the client lacks, when the client state wins: POST delete */
  deleteOnServer: ServerCartItem[]
}

export interface SyncOptions {
  /** the client's lines win: missing server lines are deleted there (adds and removes) */
  forceClientState: boolean
  /** merging on: both sets are kept; off: the server's lines replace the client's */
  merge: boolean
}

function asIdentity(line: ServerCartItem) {
  return { sku: line.sku, item_id: line.item_id, product_option: line.product_option }
}

/** A client line for a server line the browser did not know (another device, an earlier visit). */
export function lineFromServer(line: ServerCartItem): CartItem {
  return {
    sku: line.sku,
    name: line.name ?? line.sku,
    qty: line.qty,
    prev_qty: line.qty,
    // the pull has prices without tax; the totals sync that follows fills the shown price
    price_incl_tax: line.price ?? 0,
    type_id: line.product_type ?? 'simple',
    product_option: line.product_option,
    checksum: productChecksum(line),
    server_item_id: line.item_id,
    server_cart_id: line.quote_id === undefined ? undefined : String(line.quote_id),
  }
}

function withServerIds(item: CartItem, line: ServerCartItem): CartItem {
  return {
    ...item,
    server_item_id: line.item_id,
    server_cart_id: line.quote_id === undefined ? item.server_cart_id : String(line.quote_id),
    product_option: line.product_option ?? item.product_option,
    type_id: line.product_type ?? item.type_id,
  }
}

export function planSync(
  client: readonly CartItem[],
  server: readonly ServerCartItem[],
  options: SyncOptions,
): SyncPlan {
  const diff: DiffEntry[] = []
  if (!options.merge && !options.forceClientState) {
    // merging off: the server's cart is the cart
    const items = server.map((line) => {
      const known = client.find((item) => productsEquals(item, asIdentity(line)))
      return known
        ? { ...withServerIds(known, line), qty: line.qty, prev_qty: line.qty }
        : lineFromServer(line)
    })
    for (const line of server) diff.push({ party: 'client', status: 'no-item', sku: line.sku })
    return { diff, items, push: [], deleteOnServer: [] }
  }

  const matched = new Set<ServerCartItem>()
  const items: CartItem[] = []
  const push: CartItem[] = []
  for (const item of client) {
    if (!(item.qty > 0)) continue // lines of zero or less are ignored
    const line = server.find(
      (candidate) => !matched.has(candidate) && productsEquals(item, asIdentity(candidate)),
    )
    if (!line) {
      diff.push({ party: 'server', status: 'no-item', sku: item.sku })
      // the server lost the line (a new cart after a bypass): send it without the stale id
      const fresh = { ...item, server_item_id: undefined, server_cart_id: undefined }
      items.push(fresh)
      push.push(fresh)
      continue
    }
    matched.add(line)
    // the server holding the line's quantity confirms it (e.g. a queued update sent meanwhile)
    const updated =
      line.qty === item.qty ? { ...withServerIds(item, line), prev_qty: line.qty } : withServerIds(item, line)
    items.push(updated)
    if (line.qty !== item.qty) {
      diff.push({
        party: 'server',
        status: 'wrong-qty',
        sku: item.sku,
        clientQty: item.qty,
        serverQty: line.qty,
      })
      push.push({ ...updated, prev_qty: line.qty })
    }
  }

  const deleteOnServer: ServerCartItem[] = []
  for (const line of server) {
    if (matched.has(line)) continue
    diff.push({ party: 'client', status: 'no-item', sku: line.sku })
    if (options.forceClientState) deleteOnServer.push(line)
    else items.push(lineFromServer(line))
  }
  return { diff, items, push, deleteOnServer }
}

/** How a refused (non-200) update changes the line (contract §13 "update results"). */
export function afterRefusedUpdate(items: readonly CartItem[], refused: CartItem): CartItem[] {
  const index = items.findIndex((item) => productsEquals(item, refused))
  if (index < 0) return [...items]
  const current = items[index]!
  // a line the server had confirmed goes back to its last confirmed quantity
  if (current.server_item_id !== undefined && current.prev_qty !== undefined && current.prev_qty > 0)
    return items.map((item, i) => (i === index ? { ...item, qty: current.prev_qty! } : item))
  // a new or unconfirmed line is removed
  return items.filter((_, i) => i !== index)
}

/** Copies the server's answer to a successful update onto the line. */
export function afterAcceptedUpdate(
  items: readonly CartItem[],
  sent: CartItem,
  answer: ServerCartItem,
): CartItem[] {
  return items.map((item) =>
    productsEquals(item, sent)
      ? { ...withServerIds(item, answer), qty: answer.qty, prev_qty: answer.qty }
      : item,
  )
}
