/**
 * The trade customer the trade scenarios of `npm run bench:api` sign in as: made in the bench's
 * own database before the shop starts (the embedded database has one user at a time), through
 * the tables the back-office staff tools write: the customer row with a back-office id, flags and
 * the dealer group, and price agreements (category discounts with a tier from 12 pieces, net
 * prices on three skus). Independent of the demo trade customers.
 */
import { sql } from 'drizzle-orm'
import { loadConfig } from '../../apps/api/src/config/config.ts'
import { prepareDatabase } from '../../apps/api/src/bootstrap.ts'
import { hashPassword } from '../../apps/api/src/user/password.ts'

export const TRADE_LOGIN = { email: 'bench-dealer@example.test', password: 'Handel2026!' }

/** the category the listing scenarios show (bench/scenarios.ts) */
const LISTED_CATEGORY = 1394
/** the dealers' customer group (spec 001: trade customers are in group 2) */
const DEALER_GROUP = 2

export async function prepareTradeCustomer(dataDir: string, products: number): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_PRODUCTS: String(products),
    REDIS_URL: '',
  })
  const database = await prepareDatabase(config, (msg) => console.log(msg))
  try {
    const flags = {
      is_purchaser: 0,
      drop_enabled: 0,
      hidden_price_mode: 3,
      allowed_payment_methods: ['purchaseorder', 'ideal'],
    }
    const hash = await hashPassword(TRADE_LOGIN.password)
    await database.rows(sql`
      insert into customer (email, firstname, lastname, password_hash, group_id, store_id, company,
        backoffice_id, flags)
      select ${TRADE_LOGIN.email}, 'Bench', 'Dealer', ${hash}, ${DEALER_GROUP}, 1,
        'Benchmark Rijwielen B.V.', 'D99001', ${JSON.stringify(flags)}::jsonb
      where not exists (select 1 from customer where lower(email) = ${TRADE_LOGIN.email})`)
    const [customer] = await database.rows<{ id: number }>(
      sql`select id from customer where lower(email) = ${TRADE_LOGIN.email}`,
    )
    const id = customer!.id
    await database.rows(sql`
      update customer set password_hash = ${hash}, group_id = ${DEALER_GROUP}, backoffice_id = 'D99001',
        flags = ${JSON.stringify(flags)}::jsonb where id = ${id}`)
    const skus = await database.rows<{ sku: string; price: string }>(sql`
      select p.sku, p.price::text as price from product p join product_search ps on ps.product_id = p.id
      where ps.store_id = 1 and ${LISTED_CATEGORY} = any(ps.category_ids) and p.type_id = 'simple'
      order by p.id limit 3`)
    await database.rows(sql`delete from backoffice_price_agreement where customer_id = ${id}`)
    const agreements = [
      sql`(${id}, 'category', ${String(LISTED_CATEGORY)}, null, 10, 1)`,
      sql`(${id}, 'category', ${String(LISTED_CATEGORY)}, null, 20, 12)`,
      ...skus.map((s) => sql`(${id}, 'sku', ${s.sku}, ${(Number(s.price) * 0.7).toFixed(2)}, null, 1)`),
    ]
    await database.rows(sql`
      insert into backoffice_price_agreement (customer_id, kind, target, net_price, discount_percent, min_qty)
      values ${sql.join(agreements, sql`, `)}`)
  } finally {
    await database.close()
  }
}

/** Signs the bench's trade customer in: the access token the scenarios send as `?token=`. */
export async function tradeToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: TRADE_LOGIN.email, password: TRADE_LOGIN.password }),
  })
  const body = (await res.json()) as { code: number; result: string }
  if (body.code !== 200) throw new Error(`trade customer cannot sign in: ${JSON.stringify(body)}`)
  return body.result
}
