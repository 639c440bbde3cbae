/**
 * Customer prices (decision 0119) are laid over what the catalogue, render-list and the cart price
 * for the group, and all three then show the same price; without a customer nothing is read and
 * the reused catalogue documents keep the group's prices.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { storeById, toCents } from '@shop/commerce'
import { openTestDatabase } from '../../test/template-db.ts'
import type { Database } from '../db/client.ts'
import { priceLines } from '../cart/cart-pricing.ts'
import { loadProductSources } from '../catalog/product-sources.ts'
import { getRenderList } from '../product/render-service.ts'
import { loadPriceContext, type PriceContext } from './price-context.ts'
import { useCustomerPriceSource } from './price-overlay.ts'
import type { PriceSource, SourcePrices } from './price-source.ts'

const NOW = new Date('2026-11-24T12:00:00Z')
const CUSTOMER = { id: 4242 }

describe('customer prices over the catalogue, render-list and the cart', () => {
  let database: Database
  let product: { id: number; sku: string; typeId: string; version: number }
  const asked: number[][] = []
  const agreed: SourcePrices = {
    price: 10,
    specialPrice: null,
    specialFromDate: null,
    specialToDate: null,
    tierPrices: [],
  }
  const source: PriceSource = {
    async pricesFor(ids, context) {
      asked.push([...ids])
      expect(context.customer?.id).toBe(CUSTOMER.id)
      return new Map(ids.filter((id) => id === product.id).map((id) => [id, agreed]))
    },
  }

  const context = (customer: PriceContext['customer']) =>
    loadPriceContext(database, { country: 'NL', groupId: null, customer, now: NOW })

  const catalogue = async (customer: PriceContext['customer']) => {
    const sources = await loadProductSources(database, 1, [product], await context(customer))
    return toCents(sources.object(product.id)!.final_price_incl_tax as number)
  }
  const renderList = async (customer: PriceContext['customer']) => {
    const items = await getRenderList(database, [product.sku], {
      ...(await context(customer)),
      store: storeById(1)!,
    })
    return toCents(items[0]!.price_info.final_price)
  }
  const cart = async (customer: PriceContext['customer']) => {
    const [line] = await priceLines(
      database,
      [
        {
          id: 1,
          productId: product.id,
          parentProductId: null,
          sku: product.sku,
          productType: product.typeId,
          qty: 1,
          productOption: null,
        },
      ],
      { storeId: 1, groupId: null, customer, country: 'NL', now: NOW },
    )
    return line!.unitGrossCents
  }

  beforeAll(async () => {
    database = await openTestDatabase(inject('dbTemplate'))
    const [found] = await database.rows<typeof product>(sql`
      select p.id, p.sku, p.type_id as "typeId", d.version::float8 as version from product p
      join product_doc d on d.product_id = p.id and d.store_id = 1
      where p.type_id = 'simple' and p.status = 1 and p.price > 20 order by p.id limit 1`)
    product = found!
    useCustomerPriceSource(database, source)
  })
  afterAll(async () => {
    useCustomerPriceSource(database, null)
    await database.close()
  })

  it('shows and charges the customer price everywhere, and the group price to others', async () => {
    const groupPrice = await catalogue(null)
    expect(asked, 'no customer: the source is not asked').toEqual([])
    expect(await renderList(null)).toBe(groupPrice)
    expect(await cart(null)).toBe(groupPrice)
    expect(asked).toEqual([])

    const customerPrice = await catalogue(CUSTOMER)
    expect(customerPrice).not.toBe(groupPrice)
    expect(await renderList(CUSTOMER), 'render-list').toBe(customerPrice)
    expect(await cart(CUSTOMER), 'cart').toBe(customerPrice)
    expect(asked.length, 'one read per request').toBe(3)

    // the reused document still holds the group's price
    expect(await catalogue(null)).toBe(groupPrice)
  })
})
