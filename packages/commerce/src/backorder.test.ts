import { describe, expect, it } from 'vitest'
import {
  backorderAfterShipment,
  customerCancelRefusal,
  fulfilmentOf,
  openQty,
  shipProblems,
  type LineQuantities,
} from './backorder.ts'

const line = (o: Partial<LineQuantities> = {}): LineQuantities => ({
  qtyOrdered: 5,
  qtyShipped: 0,
  qtyDelivered: 0,
  qtyBackordered: 0,
  qtyCanceled: 0,
  ...o,
})

describe('backorder rules', () => {
  it('reads the fulfilment from the lines', () => {
    expect(fulfilmentOf([line()])).toBe('confirmed')
    expect(fulfilmentOf([line({ qtyShipped: 2, qtyBackordered: 3 })])).toBe('partly_shipped')
    expect(fulfilmentOf([line({ qtyShipped: 5 }), line()])).toBe('partly_shipped')
    expect(fulfilmentOf([line({ qtyShipped: 3, qtyCanceled: 2 })])).toBe('shipped')
    expect(fulfilmentOf([line({ qtyShipped: 5, qtyDelivered: 4 })])).toBe('shipped')
    expect(fulfilmentOf([line({ qtyShipped: 5, qtyDelivered: 5 }), line({ qtyCanceled: 5 })])).toBe(
      'delivered',
    )
    expect(fulfilmentOf([line({ qtyCanceled: 5 })])).toBe('canceled')
  })

  it('lets a shipment carry no more than is open, naming the line and the maximum', () => {
    const lines = [{ id: 1, ...line({ qtyShipped: 2, qtyCanceled: 1 }) }]
    expect(openQty(lines[0]!)).toBe(2)
    expect(shipProblems(lines, [{ lineId: 1, qty: 2 }])).toEqual([])
    expect(
      shipProblems(lines, [
        { lineId: 1, qty: 1 },
        { lineId: 1, qty: 2 },
      ]),
    ).toEqual([{ lineId: 1, reason: 'too_many', max: 2 }])
    expect(shipProblems(lines, [{ lineId: 9, qty: 1 }])).toEqual([{ lineId: 9, reason: 'unknown_line' }])
    expect(shipProblems(lines, [{ lineId: 1, qty: 0 }])).toEqual([{ lineId: 1, reason: 'bad_qty' }])
    expect(shipProblems(lines, [])).toEqual([{ lineId: 0, reason: 'empty' }])
  })

  it('backorders what is left only when asked, and never more than is open', () => {
    expect(backorderAfterShipment(line({ qtyShipped: 2 }), true)).toBe(3)
    expect(backorderAfterShipment(line({ qtyShipped: 2 }), false)).toBe(0)
    expect(backorderAfterShipment(line({ qtyShipped: 4, qtyBackordered: 3 }), false)).toBe(1)
  })

  it('lets a customer cancel a backorder until two days before it is expected', () => {
    const bo = { qtyBackordered: 3, expectedDate: '2026-12-10' }
    expect(customerCancelRefusal(bo, 'partly_shipped', 3, '2026-12-07')).toBeNull()
    expect(customerCancelRefusal(bo, 'partly_shipped', 3, '2026-12-08')).toBeNull()
    expect(customerCancelRefusal(bo, 'partly_shipped', 3, '2026-12-09')).toBe('on_its_way')
    expect(customerCancelRefusal({ ...bo, expectedDate: null }, 'confirmed', 1, '2026-12-09')).toBeNull()
    expect(customerCancelRefusal(bo, 'partly_shipped', 4, '2026-12-01')).toBe('too_many')
    expect(customerCancelRefusal({ ...bo, qtyBackordered: 0 }, 'shipped', 1, '2026-12-01')).toBe(
      'nothing_backordered',
    )
    expect(customerCancelRefusal(bo, 'canceled', 1, '2026-12-01')).toBe('order_closed')
  })
})
