import { MESSAGES, productChecksum } from '@shop/commerce'
import { describe, expect, it } from 'vitest'
import { CART_MESSAGES, checkAddToCart } from './add-validation.ts'
import {
  addLine,
  applyTotalsToItems,
  cartCount,
  lineTotal,
  parseTotalsOptions,
  setLineQty,
  totalSegments,
} from './cart-lines.ts'
import type { CartItem } from './cart-types.ts'
import { afterAcceptedUpdate, afterRefusedUpdate, planSync } from './sync-diff.ts'

function line(sku: string, qty: number, extra: Partial<CartItem> = {}): CartItem {
  const item: CartItem = {
    sku,
    name: sku,
    qty,
    price_incl_tax: 10,
    type_id: 'simple',
    checksum: '',
    ...extra,
  }
  item.checksum = productChecksum(item)
  return item
}

const custom = (sku: string, value: string, qty = 1) =>
  line(sku, qty, {
    product_option: { extension_attributes: { custom_options: [{ option_id: '1', option_value: value }] } },
  })

const ALLOW = { useZeroPriceProduct: true, allowOutOfStock: true }

describe('add-to-cart validation', () => {
  it('refuses a negative or unknown price, and zero when zero-price products are off', () => {
    expect(checkAddToCart({ price_incl_tax: -1 }, ALLOW)).toEqual({
      ok: false,
      error: MESSAGES.productPriceUnknown,
    })
    expect(checkAddToCart({ price_incl_tax: null }, ALLOW)).toEqual({
      ok: false,
      error: MESSAGES.productPriceUnknown,
    })
    expect(checkAddToCart({ price_incl_tax: 0 }, ALLOW)).toEqual({ ok: true, warning: null })
    expect(checkAddToCart({ price_incl_tax: 0 }, { ...ALLOW, useZeroPriceProduct: false }).ok).toBe(false)
    expect(checkAddToCart({ price_incl_tax: 0.01 }, { ...ALLOW, useZeroPriceProduct: false }).ok).toBe(true)
  })

  it('refuses out of stock only when such items are not allowed, and warns for volatile stock', () => {
    const out = { price_incl_tax: 5, stock: { is_in_stock: false } }
    expect(checkAddToCart(out, ALLOW).ok).toBe(true)
    expect(checkAddToCart(out, { ...ALLOW, allowOutOfStock: false })).toEqual({
      ok: false,
      error: MESSAGES.productOutOfStock,
    })
    expect(
      checkAddToCart({ price_incl_tax: 5, stock: { is_in_stock: true, stock_status: 'volatile' } }, ALLOW),
    ).toEqual({ ok: true, warning: CART_MESSAGES.volatile })
  })
})

describe('cart lines', () => {
  it('adding the same product raises its quantity; another product is appended', () => {
    const first = addLine([], line('A', 1))!
    expect(first.isNew).toBe(true)
    const again = addLine(first.items, line('A', 2))!
    expect(again.isNew).toBe(false)
    expect(again.items).toHaveLength(1)
    expect(again.items[0]!.qty).toBe(3)
    expect(addLine(again.items, line('B', 1))!.items.map((i) => i.sku)).toEqual(['A', 'B'])
  })

  it('lines of one product with different custom options stay apart', () => {
    const one = addLine([], custom('A', 'rood'))!
    expect(addLine(one.items, custom('A', 'blauw'))!.items).toHaveLength(2)
    expect(addLine(one.items, custom('A', 'rood'))!.items).toHaveLength(1)
  })

  it('ignores quantities of zero or less', () => {
    expect(addLine([], line('A', 0))).toBeNull()
    expect(addLine([], line('A', -2))).toBeNull()
  })

  it('setting a quantity remembers the confirmed one; zero removes the line', () => {
    const items = setLineQty([line('A', 2)], line('A', 2), 5)
    expect(items[0]).toMatchObject({ qty: 5, prev_qty: 2 })
    expect(setLineQty(items, line('A', 2), 0)).toEqual([])
  })

  it('counts by quantity, or by lines when configured', () => {
    const items = [line('A', 2), line('B', 3)]
    expect(cartCount(items)).toBe(5)
    expect(cartCount(items, true)).toBe(2)
  })

  it('server totals override the line quantity and price by server item id', () => {
    const items = [line('A', 1, { server_item_id: 7 }), line('B', 1)]
    const next = applyTotalsToItems(items, {
      grand_total: 0,
      subtotal: 0,
      items: [
        { item_id: 7, qty: 2, price: 8.26, price_incl_tax: 10, row_total: 16.52, row_total_incl_tax: 20 },
      ],
    })
    expect(next[0]).toMatchObject({ qty: 2, totals: { row_total_incl_tax: 20 } })
    expect(next[1]!.totals).toBeUndefined()
  })

  it('server totals do not revert a quantity the server has not confirmed yet (its update waits)', () => {
    // the shopper set 3; the update could not reach the shop, so the server still counts 1
    const waiting = setLineQty([line('A', 1, { server_item_id: 7, prev_qty: 1 })], line('A', 1), 3)
    const next = applyTotalsToItems(waiting, {
      grand_total: 0,
      subtotal: 0,
      items: [{ item_id: 7, qty: 1, price: 8.26, price_incl_tax: 10, row_total: 8.26, row_total_incl_tax: 10 }],
    })
    expect(next[0]).toMatchObject({ qty: 3, prev_qty: 1, totals: { qty: 1 } })
    // the row total counts the shopper's quantity, not the server's older one
    expect(lineTotal(next[0]!)).toBe(30)
  })

  it('computes segments itself when the server has none', () => {
    const segments = totalSegments([line('A', 2), line('B', 1, { price_incl_tax: 0.1 })], null, {
      shipping: { title: 'Koerier', amount: 5 },
    })
    expect(segments.map((s) => [s.code, s.value])).toEqual([
      ['subtotal_incl_tax', 20.1],
      ['shipping', 5],
      ['grand_total', 25.1],
    ])
    expect(totalSegments([], [{ code: 'grand_total', title: 'x', value: 3 }])).toHaveLength(1)
  })

  it('parses the totals options JSON string and survives garbage', () => {
    expect(parseTotalsOptions('[{"label":"Kleur","value":"Zwart"}]')).toEqual([
      { label: 'Kleur', value: 'Zwart' },
    ])
    expect(parseTotalsOptions('{nope')).toEqual([])
  })
})

describe('sync plan', () => {
  const server = (sku: string, qty: number, item_id: number) => ({ sku, qty, item_id, quote_id: 'q1' })

  it('pushes client lines the server lacks (no-item) and different quantities (wrong-qty)', () => {
    const plan = planSync([line('A', 1), line('B', 3, { server_item_id: 2 })], [server('B', 1, 2)], {
      forceClientState: true,
      merge: true,
    })
    expect(plan.diff).toEqual([
      { party: 'server', status: 'no-item', sku: 'A' },
      { party: 'server', status: 'wrong-qty', sku: 'B', clientQty: 3, serverQty: 1 },
    ])
    expect(plan.push.map((i) => [i.sku, i.qty, i.server_item_id])).toEqual([
      ['A', 1, undefined],
      ['B', 3, 2],
    ])
  })

  it('copies server ids onto equal lines and sends nothing when quantities agree', () => {
    const plan = planSync([line('A', 1)], [server('A', 1, 9)], { forceClientState: false, merge: true })
    expect(plan.push).toEqual([])
    expect(plan.items[0]).toMatchObject({ server_item_id: 9, server_cart_id: 'q1' })
  })

  it('server-only lines: taken over when merging, deleted on the server when the client wins', () => {
    const merged = planSync([], [server('X', 2, 5)], { forceClientState: false, merge: true })
    expect(merged.items.map((i) => [i.sku, i.qty, i.server_item_id])).toEqual([['X', 2, 5]])
    expect(merged.diff).toEqual([{ party: 'client', status: 'no-item', sku: 'X' }])
    const forced = planSync([], [server('X', 2, 5)], { forceClientState: true, merge: true })
    expect(forced.items).toEqual([])
    expect(forced.deleteOnServer.map((l) => l.item_id)).toEqual([5])
  })

  it('with merging off the server lines replace the client lines', () => {
    const plan = planSync([line('A', 4), line('B', 1)], [server('A', 2, 1)], {
      forceClientState: false,
      merge: false,
    })
    expect(plan.items.map((i) => [i.sku, i.qty])).toEqual([['A', 2]])
    expect(plan.push).toEqual([])
  })

  it('a pull finding the line at its quantity confirms it', () => {
    const waiting = line('A', 3, { server_item_id: 7, prev_qty: 1 })
    const plan = planSync([waiting], [server('A', 3, 7)], { forceClientState: true, merge: true })
    expect(plan.push).toEqual([])
    expect(plan.items[0]).toMatchObject({ qty: 3, prev_qty: 3 })
  })

  it('a refused change restores the confirmed quantity; a refused new line is removed', () => {
    const known = line('A', 5, { server_item_id: 1, prev_qty: 2 })
    expect(afterRefusedUpdate([known], known)[0]!.qty).toBe(2)
    const fresh = line('B', 1)
    expect(afterRefusedUpdate([known, fresh], fresh).map((i) => i.sku)).toEqual(['A'])
  })

  it('an accepted update copies the server ids and confirms the quantity', () => {
    const fresh = line('B', 2)
    const [next] = afterAcceptedUpdate([fresh], fresh, { item_id: 11, sku: 'B', qty: 2, quote_id: 'q1' })
    expect(next).toMatchObject({ server_item_id: 11, server_cart_id: 'q1', qty: 2, prev_qty: 2 })
  })
})
