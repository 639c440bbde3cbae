/**
 * The contract every back office passes (decision 0126): the built-in on PGlite and PostgreSQL
 * today, an ERP adapter tomorrow. An adapter's test calls `describeBackOfficeContract` with a
 * `make` that sets up the facts below in its system (or a fake of it) and answers them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackOffice, HandoverScope, OrderHandover } from './back-office.ts'

export interface BackOfficeFixture {
  backOffice: BackOffice
  /** where handovers are written (the shop's database for the built-in) */
  scope: HandoverScope
  /** a sku the back office prices and stocks */
  sku: string
  /** a customer with a quantity tier on `tierSku` that a guest does not get */
  tradeCustomerId: number
  tierSku: { sku: string; qty: number; value: number }
  /** a sku with supplier stock */
  supplierSku: { sku: string; qty: number; deliveryDays: number }
  /** a customer id the back office does not know */
  unknownCustomerId: number
  /** a fresh order number per call: handovers must not collide between runs */
  newOrderNumber(): string
  close(): Promise<void>
}

const handover = (orderNumber: string, sku: string): OrderHandover => ({
  orderNumber,
  customerId: null,
  status: 'pending',
  currency: 'EUR',
  grandTotal: 121,
  lines: [{ sku, qty: 1, rowTotal: 100 }],
})

export function describeBackOfficeContract(name: string, make: () => Promise<BackOfficeFixture>) {
  describe(`back office contract: ${name}`, () => {
    let f: BackOfficeFixture
    beforeAll(async () => {
      f = await make()
    })
    afterAll(async () => {
      await f?.close()
    })

    describe('submitOrder', () => {
      it('gives a back-office number and keeps the shop order number', async () => {
        const number = f.newOrderNumber()
        const handed = await f.backOffice.submitOrder(handover(number, f.sku), f.scope)
        expect(handed.ok).toBe(true)
        if (!handed.ok) return
        expect(handed.value.orderNumber).toBe(number)
        expect(handed.value.backofficeNumber).toMatch(/\S/)
        expect(handed.value.backofficeNumber).not.toBe(number)
        expect(await f.backOffice.order(number)).toEqual(handed.value)
      })

      it('takes the same order twice as one handover', async () => {
        const number = f.newOrderNumber()
        const first = await f.backOffice.submitOrder(handover(number, f.sku), f.scope)
        const again = await f.backOffice.submitOrder(handover(number, f.sku), f.scope)
        expect(again).toEqual(first)
      })

      it('gives distinct numbers to distinct orders', async () => {
        const a = await f.backOffice.submitOrder(handover(f.newOrderNumber(), f.sku), f.scope)
        const b = await f.backOffice.submitOrder(handover(f.newOrderNumber(), f.sku), f.scope)
        expect(a.ok && b.ok && a.value.backofficeNumber !== b.value.backofficeNumber).toBe(true)
      })

      it('refuses an order without its number', async () => {
        const refused = await f.backOffice.submitOrder(handover('', f.sku), f.scope)
        expect(refused).toMatchObject({ ok: false, error: 'invalid' })
      })
    })

    it('leaves no handover behind a rolled-back transaction when it writes in the scope', async () => {
      if (!f.backOffice.handoverInScope) return
      const number = f.newOrderNumber()
      await expect(
        f.scope.db.transaction(async (tx) => {
          const handed = await f.backOffice.submitOrder(handover(number, f.sku), { db: tx })
          expect(handed.ok).toBe(true)
          throw new Error('the order did not come about')
        }),
      ).rejects.toThrow('the order did not come about')
      expect(await f.backOffice.order(number)).toBeNull()
    })

    it('withdraws a handover: the order is unknown again', async () => {
      const number = f.newOrderNumber()
      await f.backOffice.submitOrder(handover(number, f.sku), f.scope)
      await f.backOffice.withdrawOrder(number, f.scope)
      expect(await f.backOffice.order(number)).toBeNull()
    })

    it('follows the order status; an order never handed over is not found', async () => {
      const number = f.newOrderNumber()
      await f.backOffice.submitOrder(handover(number, f.sku), f.scope)
      const paid = await f.backOffice.updateOrderStatus(number, 'processing', f.scope)
      expect(paid).toMatchObject({ ok: true, value: { orderNumber: number, status: 'processing' } })
      expect((await f.backOffice.order(number))?.status).toBe('processing')
      const unknown = await f.backOffice.updateOrderStatus(f.newOrderNumber(), 'processing', f.scope)
      expect(unknown).toMatchObject({ ok: false, error: 'not_found' })
    })

    describe('pricesFor', () => {
      it('answers display_amount, stock, tier_prices and binnenkortdatum per sku', async () => {
        const prices = await f.backOffice.pricesFor({ customerId: null, skus: [f.sku] })
        const price = prices[f.sku]!
        expect(price.display_amount).toBeGreaterThan(0)
        expect(Number.isFinite(price.stock)).toBe(true)
        expect(Array.isArray(price.tier_prices)).toBe(true)
        expect(price.binnenkortdatum === null || /^\d{4}-\d{2}-\d{2}$/.test(price.binnenkortdatum)).toBe(true)
      })

      it('leaves out a sku it does not know, and answers nothing for no skus', async () => {
        const prices = await f.backOffice.pricesFor({ customerId: null, skus: [f.sku, 'NO-SUCH-SKU-404'] })
        expect(Object.keys(prices)).toEqual([f.sku])
        expect(await f.backOffice.pricesFor({ customerId: null, skus: [] })).toEqual({})
      })

      it('gives the customer their tier from its quantity, and never to a guest', async () => {
        const { sku, qty, value } = f.tierSku
        const below = await f.backOffice.pricesFor({
          customerId: f.tradeCustomerId,
          skus: [sku],
          qtys: { [sku]: qty - 1 },
        })
        const at = await f.backOffice.pricesFor({
          customerId: f.tradeCustomerId,
          skus: [sku],
          qtys: { [sku]: qty },
        })
        const guest = await f.backOffice.pricesFor({ customerId: null, skus: [sku], qtys: { [sku]: qty } })
        expect(at[sku]!.display_amount).toBeLessThanOrEqual(value)
        expect(below[sku]!.display_amount).toBeGreaterThan(at[sku]!.display_amount)
        expect(at[sku]!.tier_prices).toContainEqual({ qty, value })
        expect(guest[sku]!.tier_prices).not.toContainEqual({ qty, value })
        expect(guest[sku]!.display_amount).toBeGreaterThan(at[sku]!.display_amount)
      })
    })

    it('answers supplier stock per sku and leaves out what no supplier has', async () => {
      const { sku, qty, deliveryDays } = f.supplierSku
      expect(await f.backOffice.supplierStock([sku, 'NO-SUCH-SKU-404'])).toEqual({
        [sku]: { qty, deliveryDays },
      })
      expect(await f.backOffice.supplierStock([])).toEqual({})
    })

    it("answers a customer's flags, and null for a customer it does not know", async () => {
      const trade = await f.backOffice.customer(f.tradeCustomerId)
      expect(trade).toMatchObject({ customerId: f.tradeCustomerId })
      expect([1, 2, 3]).toContain(trade!.hiddenPriceMode)
      expect(typeof trade!.isPurchaser).toBe('boolean')
      expect(typeof trade!.dropEnabled).toBe('boolean')
      expect(await f.backOffice.customer(f.unknownCustomerId)).toBeNull()
    })
  })
}
