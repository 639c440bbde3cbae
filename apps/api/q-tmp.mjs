import { createRequire } from 'node:module'
const require = createRequire('/work/main/apps/api/package.json')
const { PGlite } = await import(require.resolve('@electric-sql/pglite'))
const db = new PGlite('/tmp/pg-copy')
const r = await db.query(`select p.id, p.sku, ps.url_path, ps.store_id from product p join product_store ps on ps.product_id = p.id where p.status = 2 order by p.id limit 6`)
console.log(r.rows)
const c = await db.query(`select c.sku, ps.url_path, ps.store_id from product c join product_store ps on ps.product_id = c.id where ps.store_id = 3 and c.visibility = 1 limit 2`)
console.log(c.rows)
