import { describe, expect, it } from 'vitest'
import { orderExtrasProblems } from './order-extras.ts'
import { orderExtrasProblemText } from './order-extras-messages.ts'

describe('order-extras problem texts', () => {
  it('names the field, and the sku of a line', () => {
    const problems = orderExtrasProblems(
      {
        reference: '1234567890123456',
        delivery_date: '2020-01-01',
        lines: { 'FX-BIKE': { delivery_date: '2020-13-01' } },
        is_dropship: true,
      },
      { now: new Date('2026-11-27T12:00:00Z'), dropEnabled: false },
    )
    expect(problems.map(orderExtrasProblemText)).toEqual([
      'The reference may have at most 15 characters (order_extras.reference)',
      'The delivery date may not be in the past (order_extras.delivery_date)',
      'The delivery date must be a date (YYYY-MM-DD) (order_extras.lines.FX-BIKE.delivery_date)',
      'Dropshipment is not enabled for this customer (order_extras.is_dropship)',
    ])
  })
})
