/**
 * The contract every back office passes (decision 0126): the built-in on PGlite and PostgreSQL
 * today, an ERP adapter tomorrow. An adapter's test calls `describeBackOfficeContract` with a
 * `make` that sets up the facts below in its system (or a fake of it) and answers them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopToday, type PriceAgreementTerms } from '@shop/commerce'
import type { BackOffice, HiddenPriceMode, HandoverScope, OrderHandover } from './back-office.ts'

/** A price agreement as the contract sets it up: the terms and what they name. */
export type ContractAgreement = PriceAgreementTerms & { target: string }

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
  /**
   * `sku`'s catalogue facts: its list price (no special price; no tiers but `tierSku`'s group tier
   * for the trade customer), its brand label and a category above the one it is in
   */
  skuFacts: { listPrice: number; brand: string; parentCategoryId: string }
  /** the trade customer's company data and the city of one of its addresses */
  company: { company: string; vatId: string; kvkNumber: string; city: string }
  /** another trade customer, without agreements */
  otherCustomerId: number
  /** replaces the customer's price agreements in the back office, as its staff would */
  setAgreements(customerId: number, agreements: ContractAgreement[]): Promise<void>
  /** sets the customer's hidden-price mode in the back office, as its staff would */
  setHiddenPriceMode(customerId: number, mode: HiddenPriceMode): Promise<void>
  /** the back office's clock (agreements hold per shop day) */
  now(): Date
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

    describe('price agreements (the lowest price wins) and the price cache', () => {
      const round2 = (n: number) => Math.round(n * 100) / 100
      const terms = (over: Partial<ContractAgreement>): ContractAgreement => ({
        kind: 'sku',
        target: f.sku,
        netPrice: null,
        discountPercent: null,
        minQty: 1,
        validFrom: null,
        validTo: null,
        ...over,
      })
      const priceAt = async (customerId: number | null, qty: number) =>
        (await f.backOffice.pricesFor({ customerId, skus: [f.sku], qtys: { [f.sku]: qty } }))[f.sku]!
      afterAll(async () => {
        await f.setAgreements(f.tradeCustomerId, [])
      })

      it('a net price per sku from its quantity on, for its customer only', async () => {
        const list = round2(f.skuFacts.listPrice)
        const net = round2(f.skuFacts.listPrice * 0.6)
        await f.setAgreements(f.tradeCustomerId, [terms({ netPrice: net, minQty: 3 })])
        expect((await priceAt(f.tradeCustomerId, 2)).display_amount).toBe(list)
        const at3 = await priceAt(f.tradeCustomerId, 3)
        expect(at3.display_amount).toBe(net)
        // the quantity steps: the agreement's and the group tier's, each cheaper than the one before
        expect(at3.tier_prices).toEqual([
          { qty: 3, value: net },
          { qty: f.tierSku.qty, value: f.tierSku.value },
        ])
        expect((await priceAt(f.otherCustomerId, 3)).display_amount).toBe(list)
        expect((await priceAt(null, 3)).display_amount).toBe(list)
      })

      it('a brand discount and a category discount with a tier: the lowest price at the quantity', async () => {
        const p = f.skuFacts.listPrice
        await f.setAgreements(f.tradeCustomerId, [
          terms({ kind: 'brand', target: f.skuFacts.brand, discountPercent: 10 }),
          terms({ kind: 'category', target: f.skuFacts.parentCategoryId, discountPercent: 20, minQty: 5 }),
        ])
        expect((await priceAt(f.tradeCustomerId, 1)).display_amount).toBe(round2(p * 0.9))
        expect((await priceAt(f.tradeCustomerId, 5)).display_amount).toBe(round2(p * 0.8))
        // the catalogue's group tier is lower still from its quantity on
        expect((await priceAt(f.tradeCustomerId, f.tierSku.qty)).display_amount).toBe(f.tierSku.value)
        expect((await priceAt(f.tradeCustomerId, 1)).tier_prices).toEqual([
          { qty: 5, value: round2(p * 0.8) },
          { qty: f.tierSku.qty, value: f.tierSku.value },
        ])
      })

      it('an agreement holds only within its window of shop days', async () => {
        const today = shopToday(f.now())
        const list = round2(f.skuFacts.listPrice)
        await f.setAgreements(f.tradeCustomerId, [
          terms({ netPrice: 1, validFrom: '2000-01-01', validTo: '2000-12-31' }),
          terms({ netPrice: 2, minQty: 2, validFrom: '2999-01-01' }),
        ])
        expect((await priceAt(f.tradeCustomerId, 2)).display_amount).toBe(list)
        await f.setAgreements(f.tradeCustomerId, [terms({ netPrice: 3, validFrom: today, validTo: today })])
        expect((await priceAt(f.tradeCustomerId, 1)).display_amount).toBe(3)
      })

      it("shows a changed agreement at once, and never serves one customer's answer to another", async () => {
        await f.setAgreements(f.tradeCustomerId, [terms({ netPrice: 4 })])
        expect((await priceAt(f.tradeCustomerId, 1)).display_amount).toBe(4)
        expect((await priceAt(f.otherCustomerId, 1)).display_amount).toBe(round2(f.skuFacts.listPrice))
        await f.setAgreements(f.tradeCustomerId, [terms({ netPrice: 3.5 })])
        expect((await priceAt(f.tradeCustomerId, 1)).display_amount).toBe(3.5)
        await f.setAgreements(f.tradeCustomerId, [])
        expect((await priceAt(f.tradeCustomerId, 1)).display_amount).toBe(round2(f.skuFacts.listPrice))
      })
    })

    it('answers company data and addresses, and a changed flag at once', async () => {
      const trade = await f.backOffice.customer(f.tradeCustomerId)
      expect(trade).toMatchObject({
        company: f.company.company,
        vatId: f.company.vatId,
        kvkNumber: f.company.kvkNumber,
      })
      expect(trade!.addresses.map((a) => a.city)).toContain(f.company.city)
      const before = trade!.hiddenPriceMode
      const other: HiddenPriceMode = before === 1 ? 2 : 1
      await f.setHiddenPriceMode(f.tradeCustomerId, other)
      expect((await f.backOffice.customer(f.tradeCustomerId))!.hiddenPriceMode).toBe(other)
      await f.setHiddenPriceMode(f.tradeCustomerId, before)
      expect((await f.backOffice.customer(f.tradeCustomerId))!.hiddenPriceMode).toBe(before)
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
