import { describe, expect, it } from 'vitest'
import { addDays } from './automatic-order-schedule.ts'
import { countLateOrders, isOrderLate, LATE_ORDER_DAYS, type LateOrderFacts } from './late-orders.ts'

const today = '2026-11-28'
const base: LateOrderFacts = {
  fulfilment: 'partly_shipped',
  status: 'processing',
  placedDay: '2026-11-01',
  backorderExpected: [],
}

describe('late orders', () => {
  it('adds days across months and leap years', () => {
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
  })

  it('a backorder past its expected date is late; today or later or unknown is not', () => {
    expect(isOrderLate({ ...base, backorderExpected: ['2026-11-27'] }, today)).toBe(true)
    expect(isOrderLate({ ...base, backorderExpected: ['2026-11-28'] }, today)).toBe(false)
    expect(isOrderLate({ ...base, backorderExpected: [null, '2026-12-10'] }, today)).toBe(false)
  })

  it('a confirmed order is late LATE_ORDER_DAYS after it was placed, or after the asked date', () => {
    expect(LATE_ORDER_DAYS).toBe(7)
    const confirmed = { ...base, fulfilment: 'confirmed' }
    expect(isOrderLate({ ...confirmed, placedDay: '2026-11-20' }, today)).toBe(true)
    expect(isOrderLate({ ...confirmed, placedDay: '2026-11-21' }, today)).toBe(false)
    expect(isOrderLate({ ...confirmed, placedDay: '2026-11-01', deliveryDate: '2026-12-01' }, today)).toBe(
      false,
    )
    expect(isOrderLate({ ...confirmed, placedDay: '2026-11-01', deliveryDate: '2026-11-20' }, today)).toBe(
      true,
    )
  })

  it('canceled, shipped and delivered orders are never late', () => {
    const old = { ...base, backorderExpected: ['2026-01-01'] }
    expect(isOrderLate({ ...old, status: 'canceled' }, today)).toBe(false)
    for (const fulfilment of ['canceled', 'shipped', 'delivered'])
      expect(isOrderLate({ ...old, fulfilment }, today)).toBe(false)
  })

  it('counts', () => {
    expect(
      countLateOrders(
        [
          { ...base, backorderExpected: ['2026-11-01'] },
          { ...base, fulfilment: 'confirmed', placedDay: '2026-10-01' },
          { ...base, fulfilment: 'shipped' },
        ],
        today,
      ),
    ).toBe(2)
  })
})
