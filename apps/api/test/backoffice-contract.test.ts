/**
 * The built-in back office passes the back-office contract (decision 0126), on PGlite and, with
 * DB_KIND=postgres, on a PostgreSQL server. Its facts are written into the seeded test database;
 * it is reached as the shop reaches it (`backOfficeOf`, behind the price cache of decision 0133),
 * and its agreements and flags are set with the staff tools, as staff would (decision 0134).
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describeBackOfficeContract } from '../src/backoffice/back-office-contract.ts'
import { backOfficeOf } from '../src/backoffice/back-office-factory.ts'
import { replaceAgreements } from '../src/backoffice/staff-agreements.ts'
import { setTradeFlags } from '../src/backoffice/staff-customers.ts'
import { backofficeSupplierStock, customer, customerAddress, tierPrice } from '../src/db/schema/index.ts'
import { buildTestApp } from './test-app.ts'

describeBackOfficeContract('built-in', async () => {
  const t = await buildTestApp({ cache: true })
  const db = t.ctx.database.db
  // a simple product without special price or tiers, with a brand, in a category with a parent:
  // the customer's tier below is its only one
  const [row] = await t.ctx.database.rows<{
    id: number
    sku: string
    price: number
    brand: string
    parent: number
  }>(sql`select p.id, p.sku, p.price::float as price, o.labels->>'1' as brand, c.parent_id as parent
    from product p
    join attribute_option o on o.id = (p.attributes->>'merk')::int
    join product_category pc on pc.product_id = p.id join category c on c.id = pc.category_id
    where p.type_id = 'simple' and p.special_price is null and p.price > 1 and c.level >= 3
    and not exists (select 1 from tier_price t where t.product_id = p.id)
    order by p.id, c.level desc limit 1`)
  if (!row) throw new Error('the seeded catalogue has no simple product without tiers')
  const tier = { sku: row.sku, qty: 7, value: Math.round(row.price * 50) / 100 }
  await db
    .insert(tierPrice)
    .values({ productId: row.id, customerGroupId: 2, qty: '7', value: String(tier.value) })
  const company = {
    company: 'Rijwielhandel Contract B.V.',
    vatId: 'NL009876543B01',
    kvkNumber: '30999888',
    city: 'Amersfoort',
  }
  const [trade] = await db
    .insert(customer)
    .values({
      email: `dealer-${randomUUID()}@example.nl`,
      firstname: 'Dealer',
      lastname: 'Contract',
      passwordHash: 'not-a-login',
      groupId: 2,
      backofficeId: `D-CONTRACT-${randomUUID().slice(0, 8)}`,
      company: company.company,
      vatId: company.vatId,
      kvkNumber: company.kvkNumber,
      flags: { hidden_price_mode: 2, drop_enabled: 1 },
    })
    .returning({ id: customer.id })
  await db.insert(customerAddress).values({
    customerId: trade!.id,
    firstname: 'Dealer',
    lastname: 'Contract',
    company: company.company,
    street: ['Utrechtseweg 1'],
    postcode: '3811AA',
    city: company.city,
    countryId: 'NL',
    defaultBilling: true,
    defaultShipping: true,
  })
  const [other] = await db
    .insert(customer)
    .values({
      email: `dealer-${randomUUID()}@example.nl`,
      firstname: 'Other',
      lastname: 'Dealer',
      passwordHash: 'not-a-login',
      groupId: 1,
      backofficeId: `D-OTHER-${randomUUID().slice(0, 8)}`,
    })
    .returning({ id: customer.id })
  const supplierSku = { sku: row.sku, qty: 40, deliveryDays: 3 }
  await db.insert(backofficeSupplierStock).values({ sku: row.sku, qty: '40', deliveryDays: 3 })
  return {
    backOffice: backOfficeOf(t.ctx),
    scope: { db },
    sku: row.sku,
    tradeCustomerId: trade!.id,
    tierSku: tier,
    supplierSku,
    unknownCustomerId: 2_000_000_000,
    skuFacts: { listPrice: row.price, brand: row.brand, parentCategoryId: String(row.parent) },
    company,
    otherCustomerId: other!.id,
    async setAgreements(customerId, agreements) {
      const done = await replaceAgreements(
        t.ctx,
        customerId,
        agreements.map((a) => ({
          kind: a.kind,
          target: a.target,
          net_price: a.netPrice,
          discount_percent: a.discountPercent,
          min_qty: a.minQty,
          valid_from: a.validFrom,
          valid_to: a.validTo,
        })),
      )
      if (!done.ok) throw new Error(done.message)
    },
    async setHiddenPriceMode(customerId, mode) {
      const done = await setTradeFlags(t.ctx, customerId, { hidden_price_mode: mode })
      if (!done.ok) throw new Error(done.message)
    },
    now: () => t.ctx.now(),
    newOrderNumber: () => `C${randomUUID().slice(0, 8)}`,
    close: () => t.close(),
  }
})
