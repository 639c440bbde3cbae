/**
 * The built-in back office passes the back-office contract (decision 0126), on PGlite and, with
 * DB_KIND=postgres, on a PostgreSQL server. Its facts are written into the seeded test database.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { describeBackOfficeContract } from '../src/backoffice/back-office-contract.ts'
import { createBuiltinBackOffice } from '../src/backoffice/builtin-back-office.ts'
import { backofficeSupplierStock, customer, product, tierPrice } from '../src/db/schema/index.ts'
import { buildTestApp } from './test-app.ts'

describeBackOfficeContract('built-in', async () => {
  const t = await buildTestApp()
  const db = t.ctx.database.db
  // a simple product without special price or tiers: the customer's tier below is its only one
  const [row] = await db
    .select({ id: product.id, sku: product.sku, price: product.price })
    .from(product)
    .where(
      and(
        eq(product.typeId, 'simple'),
        isNull(product.specialPrice),
        gt(product.price, '1'),
        sql`not exists (select 1 from ${tierPrice} t where t.product_id = ${product.id})`,
      ),
    )
    .orderBy(product.id)
    .limit(1)
  if (!row) throw new Error('the seeded catalogue has no simple product without tiers')
  const tier = { sku: row.sku, qty: 7, value: Math.round(Number(row.price) * 50) / 100 }
  await db
    .insert(tierPrice)
    .values({ productId: row.id, customerGroupId: 2, qty: '7', value: String(tier.value) })
  const [trade] = await db
    .insert(customer)
    .values({
      email: `dealer-${randomUUID()}@example.nl`,
      firstname: 'Dealer',
      lastname: 'Contract',
      passwordHash: 'not-a-login',
      groupId: 2,
      backofficeId: 'D-CONTRACT',
      flags: { hidden_price_mode: 2, drop_enabled: 1 },
    })
    .returning({ id: customer.id })
  const supplierSku = { sku: row.sku, qty: 40, deliveryDays: 3 }
  await db.insert(backofficeSupplierStock).values({ sku: row.sku, qty: '40', deliveryDays: 3 })
  return {
    backOffice: createBuiltinBackOffice(t.ctx.database, () => t.ctx.now()),
    scope: { db },
    sku: row.sku,
    tradeCustomerId: trade!.id,
    tierSku: tier,
    supplierSku,
    unknownCustomerId: 2_000_000_000,
    newOrderNumber: () => `C${randomUUID().slice(0, 8)}`,
    close: () => t.close(),
  }
})
