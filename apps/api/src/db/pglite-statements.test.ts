import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, type Database } from './client.ts'
import { keepPrepared } from './pglite-statements.ts'

/** Drizzle's per-query options on PGlite: dates and some arrays stay text. */
const drizzleOptions = {
  rowMode: 'array' as const,
  parsers: Object.fromEntries(
    [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((t) => [t, (v: string) => v]),
  ),
}

const SETUP = `
  create table t (id serial primary key, code text unique, n numeric(12,4), b bool, at timestamptz,
    d date, ints int[], nums numeric[], j jsonb, big bigint, f float8);
  insert into t (code, n, b, at, d, ints, nums, j, big, f) values
    ('a', 1.5, true, '2026-11-24 10:00:00+00', '2026-11-24', '{1,2}', '{1.25,2}', '{"x":[1,"y"]}', 9007199254740993, 0.1),
    ('b', null, false, null, null, '{}', null, 'null', 42, null);`

describe('prepared-statement query path of the embedded database', () => {
  let fast: Database
  let plain: PGlite
  beforeAll(async () => {
    fast = await openPglite()
    plain = await PGlite.create()
    await fast.pglite!.exec(SETUP)
    await plain.exec(SETUP)
  })
  afterAll(async () => {
    await fast.close()
    await plain.close()
  })

  const queries: [string, unknown[]][] = [
    ['select * from t order by id', []],
    ['select * from t where code = $1', ['a']],
    ['select * from t where b = $1 and id > $2', [false, 0]],
    ['select * from t where at < $1', [new Date('2027-01-01T00:00:00Z')]],
    ['select * from t where ints && $1', [[2, 3]]],
    ['select $1::jsonb as j, $2::text as s, $3::int as i', [{ a: [1, 'b'] }, null, 7]],
    ['select count(*) as c, sum(n) as s from t', []],
    ['update t set f = f where id = $1', [1]],
    ['select 1 as x where false', []],
  ]

  it.each(queries)('answers %s like PGlite.query', async (text, params) => {
    const pg = fast.pglite!
    const expected = [undefined, drizzleOptions].map((o) => plain.query(text, params, o))
    for (const named of [false, true]) {
      if (named) keepPrepared(text)
      for (const [i, options] of [undefined, drizzleOptions].entries()) {
        // twice: the first call describes (or prepares), the second reuses what it learnt
        for (let n = 0; n < 2; n++) expect(await pg.query(text, params, options)).toEqual(await expected[i])
      }
    }
  })

  it('carries large values both ways (a grown message buffer, an answer in many chunks)', async () => {
    const pg = fast.pglite!
    const big = 'fiets ä '.repeat(200_000)
    const { rows } = await pg.query<{ n: number; s: string }>('select length($1::text) as n, $1::text as s', [
      big,
    ])
    expect(rows).toEqual([{ n: big.length, s: big }])
    expect((await pg.query('select $1::int as n', [5])).rows).toEqual([{ n: 5 }])
  })

  it('throws the server error with its SQLSTATE and keeps working', async () => {
    const pg = fast.pglite!
    const insert = 'insert into t (code) values ($1)'
    await expect(pg.query(insert, ['a'])).rejects.toMatchObject({ code: '23505', query: insert })
    await expect(pg.query('select nonsense from t')).rejects.toMatchObject({ code: '42703' })
    expect((await pg.query<{ c: number }>('select count(*)::int as c from t')).rows).toEqual([{ c: 2 }])
  })

  it('runs transactions on the same path, with rollback and errors', async () => {
    const db = fast.db
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (code) values (${'tx1'})`)
        await tx.execute(sql`insert into t (code) values (${'a'})`)
      }),
    ).rejects.toThrow()
    expect(await fast.rows(sql`select code from t where code = 'tx1'`)).toEqual([])
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (code) values (${'tx2'})`)
    })
    expect(await fast.rows(sql`select code from t where code = 'tx2'`)).toEqual([{ code: 'tx2' }])
  })

  it('follows a table that changed shape, named or not', async () => {
    const pg = fast.pglite!
    await pg.exec('create table shape (a int); insert into shape values (1)')
    keepPrepared('select * from shape')
    const unnamed = 'select * from shape where a = $1'
    expect((await pg.query('select * from shape')).rows).toEqual([{ a: 1 }])
    expect((await pg.query(unnamed, [1])).rows).toEqual([{ a: 1 }])
    await pg.query('alter table shape add column b text')
    await pg.query('alter table shape alter column a type text')
    expect((await pg.query('select * from shape')).rows).toEqual([{ a: '1', b: null }])
    expect((await pg.query(unnamed, ['1'])).rows).toEqual([{ a: '1', b: null }])
  })

  it('keeps a bounded number of named statements', async () => {
    const pg = fast.pglite!
    for (let i = 0; i < 250; i++) {
      keepPrepared(`select ${i} as n`)
      await pg.query(`select ${i} as n`)
    }
    const [row] = (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
      .rows
    expect(row!.n).toBeGreaterThan(100)
    expect(row!.n).toBeLessThanOrEqual(200)
    expect((await pg.query('select 3 as n')).rows).toEqual([{ n: 3 }])
  })
})
