import { describe, expect, it } from 'vitest'
import type { OrderListItem } from '../../lib/orderlist/orderlist-types.ts'
import { moveItem } from '../../lib/orderlist/orderlist-store.ts'
import { listNameProblem } from './list-name.ts'
import { linesToOrder, parseQty, startQty } from './order-form-rules.ts'

const item = (id: number, over: Partial<OrderListItem> = {}): OrderListItem => ({
  item_id: id,
  entity_id: 100 + id,
  sku: `P-${id}`,
  child_sku: null,
  child_data: null,
  name: `Product ${id}`,
  default_amount: 0,
  position: id,
  ...over,
})

describe('order form of a list', () => {
  it('starts a line at its default amount, a line kept with 0 at 1', () => {
    expect(startQty({ default_amount: 6 })).toBe(6)
    expect(startQty({ default_amount: 0 })).toBe(1)
  })

  it('reads whole quantities only; the rest is not ordered', () => {
    expect(parseQty(' 12 ')).toBe(12)
    for (const text of ['', '-1', '1.5', 'abc', '0']) expect(parseQty(text)).toBe(0)
  })

  it('orders the whole list with the chosen variant sku and the typed quantities', () => {
    const items = [item(1, { default_amount: 4 }), item(2, { child_sku: 'P-2-M' }), item(3)]
    expect(linesToOrder(items, { 3: '0' }, null)).toEqual({
      ok: true,
      lines: [
        { sku: 'P-1', qty: 4 },
        { sku: 'P-2-M', qty: 1 },
      ],
    })
  })

  it('orders only the selected lines, and says when none is selected or all are 0', () => {
    const items = [item(1), item(2)]
    expect(linesToOrder(items, {}, new Set([2]))).toEqual({ ok: true, lines: [{ sku: 'P-2', qty: 1 }] })
    expect(linesToOrder(items, {}, new Set())).toEqual({
      ok: false,
      reason: 'orderlist.order.nothingSelected',
    })
    expect(linesToOrder(items, { 1: '0', 2: '' }, null)).toEqual({
      ok: false,
      reason: 'orderlist.order.nothing',
    })
  })

  it('moves a line one place and renumbers; the ends do not move', () => {
    const items = [item(1), item(2), item(3)]
    expect(moveItem(items, 3, -1).map((i) => [i.item_id, i.position])).toEqual([
      [1, 0],
      [3, 1],
      [2, 2],
    ])
    expect(moveItem(items, 1, -1)).toBe(items)
    expect(moveItem(items, 3, 1)).toBe(items)
  })

  it("checks the list name as the server does ('Missing list name.', 128 characters)", () => {
    expect(listNameProblem('   ')).toBe('orderlist.missingName')
    expect(listNameProblem('x'.repeat(129))).toBe('orderlist.nameTooLong')
    expect(listNameProblem(' Werkplaats ')).toBeNull()
  })
})
