/**
 * The review moderation command (`npm run reviews`, src/review/cli.ts): its arguments, the command
 * on the shop's database, and the real command as a separate process. An approval made outside
 * the shop's process (another cache) shows in the shop at once (docs/decisions/0072).
 */
import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { parseReviewsArgs, runReviewsCommand, USAGE } from '../src/review/moderation-command.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { processDatabase, type ProcessDatabase } from './process-database.ts'

const root = resolve(import.meta.dirname, '../../..')
const kind = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'

/** Runs `npm run reviews -- <args>` as its own process (node with tsx, as package.json does). */
function reviewsCli(args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/review/cli.ts', ...args],
      { cwd: root, env: { ...inherited, LOG_LEVEL: 'silent', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

async function firstProductId(t: TestApp): Promise<number> {
  const [row] = await t.ctx.database.rows<{ id: number }>(sql`select id from product order by id limit 1`)
  return row!.id
}

async function submitReview(t: TestApp, productId: number, title: string): Promise<number> {
  const res = await call(t.app, 'POST', '/api/review/create', {
    review: { product_id: productId, title, detail: 'Rijdt heerlijk licht.', nickname: 'Cli' },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.result.id as number
}

/** The approved reviews of a product as the storefront asks for them (catalogue `review` entity). */
async function approvedTitles(t: TestApp, productId: number): Promise<string[]> {
  const query = {
    _appliedFilters: [
      { attribute: 'product_id', value: { eq: productId } },
      { attribute: 'review_status', value: { eq: 1 } },
    ],
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/catalog/vue_storefront_catalog/review/_search?request_format=search-query',
    payload: query,
  })
  expect(res.statusCode).toBe(200)
  return JSON.parse(res.body).hits.hits.map((h: { _source: { title: string } }) => h._source.title)
}

function captured() {
  const out: string[] = []
  const err: string[] = []
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } }
}

describe('review CLI arguments', () => {
  it.each([
    [[], USAGE],
    [['approve'], /A review id \(a positive whole number\) is needed, got ""/],
    [['approve', 'abc'], /got "abc"/],
    [['approve', '0'], /got "0"/],
    [['approve', '1.5'], /got "1.5"/],
    [['reject', '99999999999'], /got "99999999999"/],
    [['approve', '3', '4'], /Unexpected argument "4"/],
    [['list', 'waiting'], /Unknown status "waiting"/],
    [['list', 'constructor'], /Unknown status "constructor"/],
    [['delete', '3'], USAGE],
  ])('refuses %j with a message and the usage', (args, message) => {
    const parsed = parseReviewsArgs(args)
    expect(typeof parsed).toBe('string')
    if (typeof message === 'string') expect(parsed).toBe(message)
    else expect(parsed).toMatch(message)
  })

  it('reads list, list <status>, approve <id> and reject <id>', () => {
    expect(parseReviewsArgs(['list'])).toEqual({ command: 'list' })
    expect(parseReviewsArgs(['list', 'pending'])).toEqual({ command: 'list', status: 2 })
    expect(parseReviewsArgs(['approve', '12'])).toEqual({ command: 'approve', id: 12 })
    expect(parseReviewsArgs(['reject', '7'])).toEqual({ command: 'reject', id: 7 })
  })

  it('as a process: bad arguments exit 1 with the usage, before any database is opened', async () => {
    // an unusable database: the command must not get as far as opening it
    const result = await reviewsCli(['approve', 'x'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('A review id (a positive whole number) is needed, got "x"')
    expect(result.stderr).toContain(USAGE)
  })
})

describe(`review CLI on the shop's database (${kind})`, () => {
  let shop: TestApp
  let productId: number
  beforeAll(async () => {
    // the running shop, with its in-process response cache on
    shop = await buildTestApp({ cache: true })
    productId = await firstProductId(shop)
  })
  afterAll(() => shop.close())

  it('lists a pending review, approves it, and the running shop shows it at once', async () => {
    const id = await submitReview(shop, productId, 'Goedgekeurd door de CLI')
    // the product page asked before the approval (a cacheable answer would now be stale)
    expect(await approvedTitles(shop, productId)).not.toContain('Goedgekeurd door de CLI')

    // the command has its own context, as the CLI process has: same database, not the shop's cache
    const cli = { database: shop.ctx.database }
    const listed = captured()
    expect(await runReviewsCommand(cli, { command: 'list', status: 2 }, listed.io)).toBe(0)
    expect(listed.out.some((line) => line.startsWith(`${id}\t2\tproduct ${productId}\tCli\t`))).toBe(true)

    const approved = captured()
    expect(await runReviewsCommand(cli, { command: 'approve', id }, approved.io)).toBe(0)
    expect(approved.out).toEqual([`Review ${id} approved`])
    expect(await approvedTitles(shop, productId)).toContain('Goedgekeurd door de CLI')

    const rejected = captured()
    expect(await runReviewsCommand(cli, { command: 'reject', id }, rejected.io)).toBe(0)
    expect(rejected.out).toEqual([`Review ${id} rejected`])
    expect(await approvedTitles(shop, productId)).not.toContain('Goedgekeurd door de CLI')
  })

  it('an unknown review: exit 1 with the reason, nothing changed', async () => {
    const [before] = await shop.ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from entity_doc where entity_type = 'review'`,
    )
    const result = captured()
    expect(
      await runReviewsCommand(
        { database: shop.ctx.database },
        { command: 'approve', id: 99_999_999 },
        result.io,
      ),
    ).toBe(1)
    expect(result.err).toEqual(['Review 99999999 not found'])
    expect(result.out).toEqual([])
    const [after] = await shop.ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from entity_doc where entity_type = 'review'`,
    )
    expect(after!.n).toBe(before!.n)
  })
})

describe(`review CLI as a separate process (${kind})`, () => {
  let database: ProcessDatabase
  beforeAll(async () => {
    database = await processDatabase(inject('dbTemplate'))
  })
  afterAll(() => database.dispose())

  it('lists, approves and refuses an unknown id on the configured database', async () => {
    let shop = await buildTestApp({ cache: true, database: await database.open() })
    const productId = await firstProductId(shop)
    const id = await submitReview(shop, productId, 'Via npm run reviews')
    expect(await approvedTitles(shop, productId)).toEqual([])
    if (kind === 'PGlite') {
      // the embedded database belongs to one process: the command says so instead of splitting it
      const refused = await reviewsCli(['approve', String(id)], database.env)
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(/is in use by process \d+ \(a running shop\?\)/)
      expect(refused.stderr).toContain('POST /api/admin/reviews/<id>/approve')
      await shop.close()
    }

    const listed = await reviewsCli(['list', 'pending'], database.env)
    expect(listed.code, listed.stderr).toBe(0)
    expect(listed.stdout).toContain(`${id}\t2\tproduct ${productId}\tCli\tVia npm run reviews`)
    const approved = await reviewsCli(['approve', String(id)], database.env)
    expect(approved.code, approved.stderr).toBe(0)
    expect(approved.stdout.trim()).toBe(`Review ${id} approved`)
    const unknown = await reviewsCli(['approve', '99999999'], database.env)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr.trim()).toBe('Review 99999999 not found')

    // PostgreSQL: the shop kept running next to the command and shows the review at once
    if (kind === 'PGlite') shop = await buildTestApp({ cache: true, database: await database.open() })
    try {
      expect(await approvedTitles(shop, productId)).toEqual(['Via npm run reviews'])
    } finally {
      await shop.close()
    }
  })
})
