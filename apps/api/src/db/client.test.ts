import { DrizzleQueryError, sql } from 'drizzle-orm'
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

describe('rows() of the embedded database', () => {
  let database: Database
  beforeAll(async () => {
    database = await openPglite()
    await database.rows(sql`create table r (id int primary key, n numeric(12,4), at timestamptz, d date,
      i interval, nums numeric[], ds date[], ints int[], j jsonb, b bool, big bigint, t text)`)
    await database.rows(sql`insert into r values (1, 1.5, '2026-11-24 10:00+00', '2026-11-24', '1 day',
      '{1.25,2}', '{2026-11-24}', '{1,2}', '{"a":[1]}', true, 42, 'x'), (2, null, null, null, null, null,
      null, null, null, null, null, null)`)
  })
  afterAll(() => database.close())

  it('answers like db.execute: the same values and types', async () => {
    for (const query of [
      sql`select * from r order by id`,
      sql`select * from r where id = ${1} and t = ${'x'}`,
    ]) {
      const viaDrizzle = (await database.db.execute(query)) as unknown as { rows: unknown[] }
      expect(await database.rows(query)).toEqual(viaDrizzle.rows)
    }
    const [row] = await database.rows<Record<string, unknown>>(sql`select * from r where id = 1`)
    expect(row).toMatchObject({
      n: '1.5000',
      d: '2026-11-24',
      nums: '{1.25,2}',
      ints: [1, 2],
      b: true,
      big: 42,
    })
  })

  it('fails like db.execute: a DrizzleQueryError around the server error', async () => {
    const error = await database.rows(sql`insert into r (id) values (${1})`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DrizzleQueryError)
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23505')
  })
})
