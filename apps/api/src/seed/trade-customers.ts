/**
 * The demo's trade customers (issue 16): twenty bike dealers in the Netherlands and Germany with
 * their back-office flags, allowed methods and price agreements, plus supplier stock for about a
 * third of the catalogue's simple products. Written with the demo catalogue on first start; the
 * logins are in docs/demo-trade-customers.md. Running it again changes nothing: a dealer whose
 * login exists is left alone, and supplier stock already known is kept.
 */
import { and, asc, between, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import {
  backofficePriceAgreement,
  backofficeSupplierStock,
  customer,
  customerAddress,
  product,
  productCategory,
  purchaserCustomer,
} from '../db/schema/index.ts'
import { hashPassword } from '../user/password.ts'
import { CAT } from './categories.ts'
import { DEALERS, PURCHASERS } from './trade-customer-data.ts'
import { STORE_DE, STORE_NL } from './stores-and-tax.ts'
import { seedDemoOrderLists } from './demo-order-lists.ts'

export { DEALERS, PURCHASERS }

/** Every demo dealer signs in with this password. */
export const TRADE_DEMO_PASSWORD = 'Handel2026!'
export const TRADE_CUSTOMER_GROUP = 2

/**
 * Jansen's net-price skus: the first three enabled simple products (by id) priced between 20 and
 * 500 euros outside the lighting category, so the lighting agreements stay a clean example.
 */
async function netPriceProducts(db: Db, n: number) {
  const lighting = db
    .select({ id: productCategory.productId })
    .from(productCategory)
    .where(eq(productCategory.categoryId, CAT.lighting))
  return db
    .select({ sku: product.sku, price: product.price })
    .from(product)
    .where(
      and(
        eq(product.typeId, 'simple'),
        eq(product.status, 1),
        between(product.price, '20', '500'),
        notInArray(product.id, lighting),
      ),
    )
    .orderBy(asc(product.id))
    .limit(n)
}

const round2 = (n: number) => Math.round(n * 100) / 100

export async function seedTradeCustomers(db: Db): Promise<void> {
  const known = await db
    .select({ email: customer.email })
    .from(customer)
    .where(
      inArray(
        sql`lower(${customer.email})`,
        DEALERS.map((d) => d.email),
      ),
    )
  const existing = new Set(known.map((k) => k.email.toLowerCase()))
  const wanted = DEALERS.filter((d) => !existing.has(d.email))
  if (wanted.length) {
    // one hash for all twenty: scrypt is slow by design, and they share the demo password
    const passwordHash = await hashPassword(TRADE_DEMO_PASSWORD)
    const rows = await db
      .insert(customer)
      .values(
        wanted.map((d) => ({
          email: d.email,
          firstname: d.firstname,
          lastname: d.lastname,
          passwordHash,
          groupId: TRADE_CUSTOMER_GROUP,
          storeId: d.store === 'de' ? STORE_DE : STORE_NL,
          company: d.company,
          vatId: d.vatId,
          kvkNumber: d.kvk,
          backofficeId: d.backofficeId,
          flags: {
            is_purchaser: 0,
            drop_enabled: d.dropEnabled ? 1 : 0,
            allowed_payment_methods: d.payment,
            allowed_shipment_methods: d.shipment ?? null,
            purchaser_max_discount_percent: 0,
            hidden_price_mode: d.hiddenPriceMode ?? 3,
          },
        })),
      )
      .returning({ id: customer.id, email: customer.email })
    const idOf = new Map(rows.map((r) => [r.email, r.id]))
    await db.insert(customerAddress).values(
      wanted.map((d) => ({
        customerId: idOf.get(d.email)!,
        firstname: d.firstname,
        lastname: d.lastname,
        company: d.company,
        street: [d.street],
        postcode: d.postcode,
        city: d.city,
        countryId: d.store === 'de' ? 'DE' : 'NL',
        telephone: d.telephone,
        vatId: d.vatId,
        defaultBilling: true,
        defaultShipping: true,
      })),
    )
    const agreements: (typeof backofficePriceAgreement.$inferInsert)[] = wanted.flatMap((d) =>
      d.agreements.map((a) => ({
        customerId: idOf.get(d.email)!,
        kind: a.kind,
        target: String(a.target),
        discountPercent: String(a.discountPercent),
        minQty: a.minQty ?? 1,
      })),
    )
    for (const d of wanted.filter((w) => w.netPrices)) {
      for (const p of await netPriceProducts(db, d.netPrices!)) {
        agreements.push({
          customerId: idOf.get(d.email)!,
          kind: 'sku',
          target: p.sku,
          // a quarter off the catalogue price, as a negotiated net price
          netPrice: String(round2(Number(p.price) * 0.75)),
          minQty: 1,
        })
      }
    }
    await db.insert(backofficePriceAgreement).values(agreements)
  }
  await seedSupplierStock(db)
  await seedPurchasers(db)
  // issue 17: Jansen's two order lists
  await seedDemoOrderLists(db)
}

/**
 * The demo purchasers (issue 17) with their dealers. A purchaser whose login exists is left alone,
 * assignments included: staff may have changed them.
 */
async function seedPurchasers(db: Db) {
  const known = await db
    .select({ email: customer.email })
    .from(customer)
    .where(
      inArray(
        sql`lower(${customer.email})`,
        PURCHASERS.map((p) => p.email),
      ),
    )
  const existing = new Set(known.map((k) => k.email.toLowerCase()))
  const wanted = PURCHASERS.filter((p) => !existing.has(p.email))
  if (!wanted.length) return
  const passwordHash = await hashPassword(TRADE_DEMO_PASSWORD)
  const rows = await db
    .insert(customer)
    .values(
      wanted.map((p) => ({
        email: p.email,
        firstname: p.firstname,
        lastname: p.lastname,
        passwordHash,
        groupId: TRADE_CUSTOMER_GROUP,
        storeId: STORE_NL,
        company: p.company,
        backofficeId: p.backofficeId,
        flags: {
          is_purchaser: 1,
          drop_enabled: 0,
          allowed_payment_methods: null,
          allowed_shipment_methods: null,
          purchaser_max_discount_percent: p.maxDiscountPercent,
          hidden_price_mode: 3,
        },
      })),
    )
    .returning({ id: customer.id, email: customer.email })
  const dealerIds = await db
    .select({ id: customer.id, backofficeId: customer.backofficeId })
    .from(customer)
    .where(inArray(customer.backofficeId, [...new Set(wanted.flatMap((p) => p.dealers))]))
  const dealerOf = new Map(dealerIds.map((d) => [d.backofficeId, d.id]))
  const assignments = rows.flatMap((row) =>
    wanted
      .find((p) => p.email === row.email)!
      .dealers.map((code) => dealerOf.get(code))
      .filter((id): id is number => id !== undefined)
      .map((customerId) => ({ purchaserId: row.id, customerId })),
  )
  if (assignments.length) await db.insert(purchaserCustomer).values(assignments).onConflictDoNothing()
}

/** Supplier stock for every third simple product: 5 to 60 pieces, delivered in 1 to 10 working days. */
async function seedSupplierStock(db: Db) {
  await db.execute(sql`
    insert into ${backofficeSupplierStock} (sku, qty, delivery_days)
    select sku, 5 + (id * 7) % 56, 1 + (id * 3) % 10
    from ${product}
    where type_id = 'simple' and id % 3 = 0
    on conflict (sku) do nothing`)
}
