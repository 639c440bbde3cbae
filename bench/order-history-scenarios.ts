/**
 * "order history page of a dealer with 1,000 orders" of `npm run bench:api` (`--only 'order
 * history'`, issue 18, decision 0171): getOculusOrders of a bench dealer who has 1,000 back-office
 * orders of three lines each, page 1 and page 40 (20 a page). Target: p99 <= 20 ms, one request
 * at a time (decision 0146). The orders are written into the bench's own database before the shop
 * starts (the embedded database has one user at a time).
 */
import { sql } from 'drizzle-orm'
import { loadConfig } from '../apps/api/src/config/config.ts'
import { prepareDatabase } from '../apps/api/src/bootstrap.ts'
import { hashPassword } from '../apps/api/src/user/password.ts'
import type { Scenario } from './lib/load.ts'

export const ORDER_HISTORY = 'order history page of a dealer with 1,000 orders'
export const ORDER_HISTORY_LATER = 'order history page 40 of 1,000 orders'
export const ORDER_HISTORY_TARGET_MS = 20

const EMAIL = 'bench-history-dealer@example.test'
const PASSWORD = 'Handel2026!'
const ORDERS = 1000

export async function prepareOrderHistoryBench(dataDir: string, products: number): Promise<void> {
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
    const hash = await hashPassword(PASSWORD)
    await database.rows(sql`
      insert into customer (email, firstname, lastname, password_hash, group_id, store_id, company)
      select ${EMAIL}, 'Bench', 'Historie', ${hash}, 2, 1, 'Bench Historie B.V.'
      where not exists (select 1 from customer where lower(email) = ${EMAIL})`)
    const [c] = await database.rows<{ id: number; n: number }>(sql`
      select c.id, (select count(*)::int from backoffice_order o where o.customer_id = c.id) as n
      from customer c where lower(c.email) = ${EMAIL}`)
    if (c!.n >= ORDERS) return
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into backoffice_order (source, fulfilment, customer_id, status, grand_total, currency, lines, placed_at)
        select (array['shop','phone','counter','automatic'])[1 + g % 4], 
          (array['delivered','delivered','delivered','shipped','partly_shipped','confirmed'])[1 + g % 6],
          ${c!.id}, 'processing', 100 + g, 'EUR', '[]'::jsonb, now() - (g || ' hours')::interval * 8
        from generate_series(1, ${ORDERS - c!.n}) g`)
      await tx.execute(sql`
        insert into backoffice_order_line (order_id, line_no, sku, name, qty_ordered, qty_shipped, qty_delivered,
          qty_backordered, unit_price, tax_percent)
        select o.id, n, 'BENCH-' || n, 'Bench artikel ' || n, 4, case when o.fulfilment = 'confirmed' then 0 else 2 end,
          case when o.fulfilment = 'delivered' then 2 else 0 end,
          case when o.fulfilment = 'partly_shipped' then 2 else 0 end, 12.5, 21
        from backoffice_order o, generate_series(1, 3) n
        where o.customer_id = ${c!.id}
          and not exists (select 1 from backoffice_order_line l where l.order_id = o.id)`)
    })
  } finally {
    await database.close()
  }
}

export async function orderHistoryScenarios(baseUrl: string): Promise<Scenario[]> {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  })
  const token = ((await res.json()) as { result: string }).result
  const path = `/api/oculus/getOculusOrders?token=${token}`
  return [
    { name: ORDER_HISTORY, method: 'POST', path, body: JSON.stringify({ page: 1, pageSize: 20 }) },
    { name: ORDER_HISTORY_LATER, method: 'POST', path, body: JSON.stringify({ page: 40, pageSize: 20 }) },
  ]
}
