/** Shared steps of the order-list tests: calls under /api/orderlist and a few catalogue facts. */
import { sql } from 'drizzle-orm'
import { call, type TestApp } from './test-app.ts'

export const JANSEN = 'inkoop@rijwielhandel-jansen.nl'
export const BAKKER = 'info@fietsenmaker-bakker.nl'

export type Method = 'GET' | 'POST' | 'DELETE'

export function listCall(
  t: TestApp,
  token: string,
  method: Method,
  path: string,
  body?: unknown,
  query = '',
) {
  const sep = path.includes('?') ? '&' : '?'
  const auth = token ? `${sep}token=${token}${query}` : query ? `${sep}${query.slice(1)}` : ''
  return call(t.app, method as 'GET', `/api/orderlist/${path}${auth}`, body)
}

/** Enabled simple products in stock (at least 100 pieces), by id. */
export async function simpleSkus(t: TestApp, n: number) {
  return t.ctx.database.rows<{ id: number; sku: string }>(sql`
    select p.id, p.sku from product p join stock_item s on s.product_id = p.id
    where p.type_id = 'simple' and p.status = 1 and s.is_in_stock and s.qty >= 100
      and not exists (select 1 from custom_option o where o.product_id = p.id)
    order by p.id limit ${n}`)
}

/** A configurable product configured by size and colour, with one of its enabled children. */
export async function configurable(t: TestApp) {
  const [row] = await t.ctx.database.rows<{ id: number; sku: string; child: string }>(sql`
    select p.id, p.sku, c.sku as child from product p
    join product_super_link l on l.parent_id = p.id join product c on c.id = l.child_id
    where p.type_id = 'configurable' and p.status = 1 and c.status = 1
      and exists (select 1 from product_configurable_option o join attribute a on a.id = o.attribute_id
        where o.product_id = p.id and a.code = 'maat')
      and exists (select 1 from product_configurable_option o join attribute a on a.id = o.attribute_id
        where o.product_id = p.id and a.code = 'kleur')
    order by p.id, c.id limit 1`)
  return row!
}
