import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isReadOnlyStatement, openPglite, type Database } from './client.ts'

describe('isReadOnlyStatement', () => {
  it.each([
    ['select 1', true],
    ['  SELECT json_agg(x) from t where a = $1', true],
    ["select nextval('product_doc_version')", false],
    ['select setval($1, 5)', false],
    ['insert into t values (1)', false],
    ['with x as (delete from t returning *) select * from x', false],
    ['with x as (select 1) select * from x', false],
    ['select * from t for update', false],
    ['update t set a = 1', false],
    ['truncate t', false],
  ])('%s -> %s', (text, readOnly) => {
    expect(isReadOnlyStatement(text)).toBe(readOnly)
  })
})

describe('write count of the embedded database', () => {
  let database: Database
  beforeAll(async () => {
    database = await openPglite()
    await database.rows(sql`create table t (a int)`)
  })
  afterAll(() => database.close())

  it('stands still for reads and moves for raw writes, query-builder writes and transactions', async () => {
    const count = database.writeCount!
    let before = count()
    await database.rows(sql`select count(*) from t`)
    expect(count()).toBe(before)

    await database.rows(sql`insert into t values (1)`)
    expect(count()).toBeGreaterThan(before)

    before = count()
    await database.db.execute(sql`update t set a = 2`)
    expect(count()).toBeGreaterThan(before)

    before = count()
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
    })
    expect(count()).toBeGreaterThan(before)
  })
})
