import { describe, expect, it } from 'vitest'
import { accountSections } from './account-area.tsx'

describe('account navigation', () => {
  it('adds the after-sales pages after the orders for a trade customer only', () => {
    const consumer = accountSections(false).map((s) => s.path)
    expect(consumer).not.toContain('/my-account/invoices')
    const trade = accountSections(true).map((s) => s.path)
    const at = trade.indexOf('/my-account/orders')
    expect(trade.slice(at, at + 7)).toEqual([
      '/my-account/orders',
      '/my-account/backorders',
      '/my-account/invoices',
      '/my-account/return',
      '/my-account/warranty',
      '/my-account/automatic-orders',
      // issue 19: the loyalty card
      '/my-account/loyalty',
    ])
    expect(consumer).not.toContain('/my-account/loyalty')
    expect(trade.length).toBe(consumer.length + 6)
  })

  it('offers the barcode scanner to every signed-in customer, after the order lists', () => {
    for (const trade of [false, true]) {
      const paths = accountSections(trade).map((s) => s.path)
      expect(paths[paths.indexOf('/my-account/orderlist') + 1]).toBe('/my-account/scan-barcode')
    }
  })
})
