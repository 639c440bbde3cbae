/**
 * "add 50 lines from an order list" of `npm run bench:api` (`--only 'order list'`, issue 17,
 * decision 0163): a trade customer's 50-line order list goes into their cart with one
 * POST /api/cart/add-lines, at their own prices. Ten bench dealers take turns (one cart each, as
 * ten dealers ordering at once would): one cart would serialise every request on its row lock and
 * measure the queue, not the call. Target: p99 <= 100 ms.
 *
 * `prepareOrderListDealers` writes the dealers into the bench's own database before the shop
 * starts (the embedded database has one user at a time) and gives the 50 listed products ample
 * stock there, so that a ten-second run never sells them out; the lists themselves are made
 * through the order-list API when the scenarios are built.
 */
import { sql } from 'drizzle-orm'
import { loadConfig } from '../apps/api/src/config/config.ts'
import { prepareDatabase } from '../apps/api/src/bootstrap.ts'
import { hashPassword } from '../apps/api/src/user/password.ts'
import type { Scenario } from './lib/load.ts'

export const ADD_FROM_LIST = 'add 50 lines from an order list'
export const ADD_FROM_LIST_TARGET_MS = 100

const DEALERS = 10
const LINES = 50
const PASSWORD = 'Handel2026!'
const LIST_NAME = 'Bench vaste voorraad'
const DEALER_GROUP = 2
/** the category the listing scenarios show (bench/scenarios.ts): the dealers' discount */
const LISTED_CATEGORY = 1394

const email = (i: number) => `bench-list-dealer-${i}@example.test`

type Envelope<T> = { code: number; result: T }

async function api<T>(baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(baseUrl + path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await res.json()) as Envelope<T>
  if (answer.code !== 200) throw new Error(`${method} ${path.split('?')[0]}: ${JSON.stringify(answer)}`)
  return answer.result
}

/** Answers the ids of the 50 products the dealers' lists hold. */
export async function prepareOrderListDealers(dataDir: string, products: number): Promise<number[]> {
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
    const flags = JSON.stringify({ is_purchaser: 0, drop_enabled: 0, hidden_price_mode: 3 })
    for (let i = 1; i <= DEALERS; i++) {
      await database.rows(sql`
        insert into customer (email, firstname, lastname, password_hash, group_id, store_id, company, flags)
        select ${email(i)}, 'Bench', ${`Dealer ${i}`}, ${hash}, ${DEALER_GROUP}, 1, ${`Bench Rijwielen ${i}`},
          ${flags}::jsonb
        where not exists (select 1 from customer where lower(email) = ${email(i)})`)
      await database.rows(sql`
        insert into backoffice_price_agreement (customer_id, kind, target, discount_percent, min_qty)
        select c.id, 'category', ${String(LISTED_CATEGORY)}, 10, 1 from customer c
        where lower(c.email) = ${email(i)} and not exists
          (select 1 from backoffice_price_agreement a where a.customer_id = c.id)`)
    }
    const listed = await listedProducts(database)
    // the listed products never run out during a run (bench data only)
    await database.rows(sql`
      update stock_item set qty = 1000000, is_in_stock = true
      where product_id in (${sql.join(
        listed.map((p) => sql`${p.id}`),
        sql`, `,
      )})`)
    return listed.map((p) => p.id)
  } finally {
    await database.close()
  }
}

type Db = Awaited<ReturnType<typeof prepareDatabase>>

/** The 50 products on the lists: enabled simple products without custom options, by id. */
async function listedProducts(database: Db) {
  const rows = await database.rows<{ id: number }>(sql`
    select p.id from product p join stock_item s on s.product_id = p.id
    where p.type_id = 'simple' and p.status = 1 and p.visibility in (2, 3, 4) and s.is_in_stock
      and not exists (select 1 from custom_option o where o.product_id = p.id)
    order by p.id limit ${LINES}`)
  if (rows.length < LINES) throw new Error('not enough simple products for a 50-line order list')
  return rows
}

interface ListItem {
  sku: string
  child_sku: string | null
  default_amount: number
}

/** A dealer signed in, with an empty cart and their 50-line list (made on first use). */
async function dealerReady(baseUrl: string, i: number, productIds: number[]) {
  const token = await api<string>(baseUrl, 'POST', '/api/user/login', {
    username: email(i),
    password: PASSWORD,
  })
  const cartId = String(await api<string | number>(baseUrl, 'POST', `/api/cart/create?token=${token}`))
  const lines = await api<{ item_id: number }[]>(
    baseUrl,
    'GET',
    `/api/cart/pull?token=${token}&cartId=${cartId}`,
  )
  for (const line of lines)
    await api(baseUrl, 'POST', `/api/cart/delete?token=${token}&cartId=${cartId}`, {
      cartItem: { item_id: line.item_id },
    })
  const lists = await api<{ list_id: number; name: string; item_count: number }[]>(
    baseUrl,
    'GET',
    `/api/orderlist/lists?token=${token}`,
  )
  let list = lists.find((l) => l.name === LIST_NAME)
  if (!list || list.item_count < LINES) {
    const made = await api<{ list_id: number }>(baseUrl, 'POST', `/api/orderlist/add-list?token=${token}`, {
      name: LIST_NAME,
    })
    for (const [n, entityId] of productIds.entries())
      await api(baseUrl, 'POST', `/api/orderlist/add-product?token=${token}`, {
        listId: made.list_id,
        entityId,
        defaultAmount: 1 + (n % 3),
      })
    list = { ...made, name: LIST_NAME, item_count: LINES }
  }
  const items = await api<ListItem[]>(
    baseUrl,
    'GET',
    `/api/orderlist/items?token=${token}&list_id=${list.list_id}`,
  )
  return { path: `/api/cart/add-lines?token=${token}&cartId=${cartId}`, items }
}

export async function orderListScenarios(baseUrl: string, productIds: number[]): Promise<Scenario[]> {
  const dealers = []
  for (let i = 1; i <= DEALERS; i++) dealers.push(await dealerReady(baseUrl, i, productIds))
  // every dealer's list is the same 50 products and amounts: one body serves every cart
  const cartItems = dealers[0]!.items.map((item) => ({
    sku: item.child_sku ?? item.sku,
    qty: item.default_amount,
  }))
  if (cartItems.length !== LINES)
    throw new Error(`the order list has ${cartItems.length} lines, not ${LINES}`)
  return [
    {
      name: ADD_FROM_LIST,
      method: 'POST',
      path: dealers[0]!.path,
      paths: dealers.map((d) => d.path),
      body: JSON.stringify({ cartItems }),
    },
  ]
}
