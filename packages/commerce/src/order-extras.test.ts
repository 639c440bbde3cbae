import { describe, expect, it } from 'vitest'
import {
  isCalendarDate,
  orderExtrasProblems,
  readOrderExtrasProblems,
  REFERENCE_MAX_LENGTH,
  shopToday,
} from './order-extras.ts'

// 2026-11-27 10:00 in Amsterdam
const now = new Date('2026-11-27T09:00:00Z')

describe('order extras', () => {
  it('accepts a reference of 15 characters and refuses 16, naming the field', () => {
    expect(
      orderExtrasProblems({ reference: 'x'.repeat(REFERENCE_MAX_LENGTH) }, { now, dropEnabled: false }),
    ).toEqual([])
    expect(orderExtrasProblems({ reference: 'x'.repeat(16) }, { now, dropEnabled: false })).toEqual([
      { field: 'reference', reason: 'too_long', max: 15 },
    ])
  })

  it('refuses a delivery date before today, for the order and per line, and accepts today', () => {
    expect(orderExtrasProblems({ delivery_date: '2026-11-27' }, { now, dropEnabled: false })).toEqual([])
    expect(
      orderExtrasProblems(
        {
          delivery_date: '2026-11-26',
          lines: { 'A-1': { delivery_date: '2025-01-01' }, 'B-2': { delivery_date: '2027-01-01' } },
        },
        { now, dropEnabled: false },
      ),
    ).toEqual([
      { field: 'delivery_date', reason: 'in_the_past' },
      { field: 'delivery_date', reason: 'in_the_past', sku: 'A-1' },
    ])
  })

  it('refuses dates that are not calendar dates', () => {
    expect(isCalendarDate('2026-02-30')).toBe(false)
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(orderExtrasProblems({ delivery_date: 'morgen' }, { now, dropEnabled: false })).toEqual([
      { field: 'delivery_date', reason: 'not_a_date' },
    ])
  })

  it('counts the day in the shop time zone: 23:30 UTC on the 26th is already the 27th in Amsterdam', () => {
    expect(shopToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27')
  })

  it('allows dropshipment only when the customer has it enabled, and then needs an address', () => {
    expect(orderExtrasProblems({ is_dropship: true }, { now, dropEnabled: false })).toEqual([
      { field: 'is_dropship', reason: 'not_enabled' },
    ])
    expect(orderExtrasProblems({ is_dropship: true }, { now, dropEnabled: true })).toEqual([
      { field: 'dropship_address', reason: 'missing' },
    ])
    const address = {
      firstname: 'Eva',
      lastname: 'Kok',
      street: ['Dorpsstraat 1'],
      postcode: '1234 AB',
      city: 'Edam',
      country_id: 'NL',
    }
    expect(
      orderExtrasProblems({ is_dropship: true, dropship_address: address }, { now, dropEnabled: true }),
    ).toEqual([])
  })

  it('limits comments on the order and on lines', () => {
    expect(
      orderExtrasProblems(
        { comment: 'a'.repeat(501), lines: { S: { comment: 'b'.repeat(251) } } },
        { now, dropEnabled: false },
      ),
    ).toEqual([
      { field: 'comment', reason: 'too_long', max: 500 },
      { field: 'comment', reason: 'too_long', max: 250, sku: 'S' },
    ])
  })
})

describe('readOrderExtrasProblems', () => {
  it('reads back every problem the rules make, through JSON', () => {
    const problems = orderExtrasProblems(
      {
        reference: 'x'.repeat(16),
        po_number: 'p'.repeat(65),
        comment: 'c'.repeat(501),
        delivery_date: '2020-01-01',
        is_dropship: true,
        lines: { 'LAMP-1': { delivery_date: '2026-02-30', comment: null } },
      },
      { now, dropEnabled: false },
    )
    expect(problems.length).toBeGreaterThanOrEqual(5)
    expect(readOrderExtrasProblems(JSON.parse(JSON.stringify(problems)))).toEqual(problems)
  })

  it('leaves out what is not a problem of the extras', () => {
    expect(readOrderExtrasProblems('reference')).toEqual([])
    expect(
      readOrderExtrasProblems([
        null,
        { field: 'reference', reason: 'too_long' },
        { field: 'price', reason: 'too_high' },
        { field: 'delivery_date', reason: 'not_a_date', sku: 'A-1' },
      ]),
    ).toEqual([{ field: 'delivery_date', reason: 'not_a_date', sku: 'A-1' }])
  })
})
