/**
 * `npm run backoffice` (src/backoffice/staff-cli.ts, decision 0134): its arguments, the commands
 * on the shop's database with the same rules as the admin API, a change reaching a running shop's
 * cached prices when both share the cache (Redis in production; here the test's cache), and the
 * real command as a separate process.
 */
import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { backOfficeOf } from '../src/backoffice/back-office-factory.ts'
import {
  BACKOFFICE_USAGE,
  parseBackofficeArgs,
  runBackofficeCommand,
} from '../src/backoffice/staff-command.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { processDatabase, type ProcessDatabase } from './process-database.ts'
import { signIn, uniqueEmail } from './user-helpers.ts'

const root = resolve(import.meta.dirname, '../../..')
const kind = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'

/** Runs `npm run backoffice -- <args>` as its own process (node with tsx, as package.json does). */
function backofficeCli(args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, REDIS_URL: _redis, ...inherited } = process.env
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/backoffice/staff-cli.ts', ...args],
      { cwd: root, env: { ...inherited, LOG_LEVEL: 'silent', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

function captured() {
  const out: string[] = []
  const err: string[] = []
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } }
}

describe('backoffice CLI arguments', () => {
  it.each([
    [[], BACKOFFICE_USAGE],
    [['frobnicate'], BACKOFFICE_USAGE],
    [['show'], /show takes 1 argument\(s\), got 0/],
    [['list', 'extra'], /list takes 0 argument\(s\), got 1/],
    [['flags', 'D10001', '--kind', 'sku'], /flags takes no --kind/],
    [['flags', 'D10001', '--bogus', '1'], /Unknown option '--bogus'/],
    [['flags', 'D10001'], /at least one flag/],
    [['flags', 'D10001', '--hidden-price-mode', '4'], /hidden_price_mode/],
    [['flags', 'D10001', '--drop', 'maybe'], /drop_enabled/],
    [['methods', 'D10001'], /payment_methods or shipment_methods/],
    [['agreement', 'D10001', '--kind', 'piece', '--target', 'X', '--discount', '5'], /kind/],
    [['agreement', 'D10001', '--kind', 'sku', '--target', 'X', '--net-price', 'abc'], /net_price/],
    [
      ['agreement', 'D10001', '--kind', 'sku', '--target', 'X', '--net-price', '3', '--from', '2026-02-30'],
      /valid_from/,
    ],
    [['remove-agreement', 'D10001', 'x'], /An agreement id \(a positive whole number\) is needed, got "x"/],
    [['supplier-stock', 'SKU-1', 'ten', '3'], /qty/],
    [['create', '--email', 'no-mail'], /email/],
  ])('refuses %j with a message and the usage', (args, message) => {
    const parsed = parseBackofficeArgs(args)
    expect(typeof parsed).toBe('string')
    if (typeof message === 'string') expect(parsed).toBe(message)
    else {
      expect(parsed).toMatch(message)
      expect(parsed).toContain(BACKOFFICE_USAGE)
    }
  })

  it('reads each command into the same input the admin API takes', () => {
    expect(parseBackofficeArgs(['--help'])).toEqual({ command: 'help' })
    expect(parseBackofficeArgs(['list'])).toEqual({ command: 'list' })
    expect(parseBackofficeArgs(['show', 'D10001'])).toEqual({ command: 'show', who: 'D10001' })
    expect(
      parseBackofficeArgs(['flags', '12', '--purchaser', 'yes', '--drop', 'no', '--hidden-price-mode', '2']),
    ).toEqual({
      command: 'flags',
      who: '12',
      input: { is_purchaser: true, drop_enabled: false, hidden_price_mode: 2 },
    })
    expect(
      parseBackofficeArgs(['methods', 'a@b.nl', '--payment', 'purchaseorder,ideal', '--shipment', 'all']),
    ).toEqual({
      command: 'methods',
      who: 'a@b.nl',
      input: { payment_methods: ['purchaseorder', 'ideal'], shipment_methods: null },
    })
    expect(
      parseBackofficeArgs([
        'agreement',
        'D10001',
        '--kind',
        'category',
        '--target',
        '1504',
        '--discount',
        '20',
        '--min-qty',
        '12',
      ]),
    ).toEqual({
      command: 'agreement',
      who: 'D10001',
      input: { kind: 'category', target: '1504', discount_percent: 20, min_qty: 12 },
    })
    expect(parseBackofficeArgs(['supplier-stock', 'SKU-1', '40', '3'])).toEqual({
      command: 'supplier-stock',
      input: { items: [{ sku: 'SKU-1', qty: 40, delivery_days: 3 }] },
    })
  })

  it('as a process: --help prints the usage, bad arguments exit 1 before any database is opened', async () => {
    const unusable = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }
    const help = await backofficeCli(['--help'], unusable)
    expect(help.code).toBe(0)
    expect(help.stdout).toContain(BACKOFFICE_USAGE)
    const bad = await backofficeCli(['flags', 'D10001', '--hidden-price-mode', '9'], unusable)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('hidden_price_mode')
    expect(bad.stderr).toContain(BACKOFFICE_USAGE)
  })
})

describe(`backoffice CLI on the shop's database (${kind})`, () => {
  let shop: TestApp
  let sku = ''
  let price = 0
  beforeAll(async () => {
    shop = await buildTestApp({ cache: true })
    const [row] = await shop.ctx.database.rows<{ sku: string; price: number }>(
      sql`select sku, price::float as price from product p where type_id = 'simple' and special_price is null
        and price > 10 and not exists (select 1 from tier_price t where t.product_id = p.id) order by id limit 1`,
    )
    sku = row!.sku
    price = row!.price
  })
  afterAll(() => shop.close())

  it('creates a trade customer, sets flags, methods and an agreement; the shop prices it at once', async () => {
    // the command's own context, sharing the shop's cache as processes share Redis
    const cli = { database: shop.ctx.database, config: shop.ctx.config, cache: shop.ctx.cache }
    const run = async (args: string[]) => {
      const parsed = parseBackofficeArgs(args)
      if (typeof parsed === 'string') throw new Error(parsed)
      const c = captured()
      const code = await runBackofficeCommand(cli, parsed, c.io)
      return { code, ...c }
    }
    const email = uniqueEmail('cli')
    const backofficeId = `DCLI-${process.pid}-${Date.now()}`
    const created = await run([
      'create',
      '--email',
      email,
      '--firstname',
      'Piet',
      '--lastname',
      'Bakker',
      '--company',
      'Fietsenmaker Bakker',
      '--backoffice-id',
      backofficeId,
      '--kvk',
      '34567890',
      '--street',
      'Grote Markt 1',
      '--postcode',
      '2011RD',
      '--city',
      'Haarlem',
    ])
    expect(created.code, created.err.join('\n')).toBe(0)
    expect(created.out[0]).toMatch(new RegExp(`^\\d+\\t${backofficeId}\\t${email}\\tFietsenmaker Bakker$`))
    const password = /password (\S+) \(generated/.exec(created.out.join('\n'))![1]!
    await signIn(shop.app, email, password)
    const id = Number(created.out[0]!.split('\t')[0])

    const before = await backOfficeOf(shop.ctx).pricesFor({ customerId: id, skus: [sku] })
    expect(before[sku]!.display_amount).toBe(Math.round(price * 100) / 100)

    expect((await run(['flags', backofficeId, '--drop', 'yes', '--hidden-price-mode', '2'])).code).toBe(0)
    const methods = await run(['methods', email, '--payment', 'OR,ideal', '--shipment', 'flatrate,0001'])
    expect(methods.out.join('\n')).toContain('payment purchaseorder,ideal, shipment flatrate,0001')
    const agreed = await run([
      'agreement',
      backofficeId,
      '--kind',
      'sku',
      '--target',
      sku,
      '--net-price',
      '5.5',
    ])
    expect(agreed.code, agreed.err.join('\n')).toBe(0)
    expect(agreed.out[0]).toMatch(new RegExp(`^\\d+\\tsku ${sku}\\tnet 5.50\\tfrom 1$`))
    expect(
      (await backOfficeOf(shop.ctx).pricesFor({ customerId: id, skus: [sku] }))[sku]!.display_amount,
    ).toBe(5.5)
    expect(await backOfficeOf(shop.ctx).customer(id)).toMatchObject({
      dropEnabled: true,
      hiddenPriceMode: 2,
      kvkNumber: '34567890',
      allowedPaymentMethods: ['purchaseorder', 'ideal'],
    })

    const listed = await run(['agreements', String(id)])
    expect(listed.out).toEqual([agreed.out[0]])
    expect((await run(['list'])).out.some((l) => l.includes(backofficeId))).toBe(true)
    const agreementId = agreed.out[0]!.split('\t')[0]!
    expect((await run(['remove-agreement', backofficeId, agreementId])).out).toEqual([
      `Agreement ${agreementId} removed`,
    ])
    expect(
      (await backOfficeOf(shop.ctx).pricesFor({ customerId: id, skus: [sku] }))[sku]!.display_amount,
    ).toBe(Math.round(price * 100) / 100)
  })

  it('refuses what the admin API refuses: exit 1 with the reason', async () => {
    const cli = { database: shop.ctx.database, config: shop.ctx.config, cache: shop.ctx.cache }
    const run = async (args: string[]) => {
      const c = captured()
      const code = await runBackofficeCommand(cli, parseBackofficeArgs(args) as never, c.io)
      return { code, ...c }
    }
    expect(await run(['show', 'D-NOBODY-404'])).toMatchObject({
      code: 1,
      err: ['No customer D-NOBODY-404'],
      out: [],
    })
    const [someone] = await shop.ctx.database.rows<{ id: number }>(
      sql`select id from customer order by id limit 1`,
    )
    const unknownMethod = await run(['methods', String(someone!.id), '--payment', 'bitcoin'])
    expect(unknownMethod.code).toBe(1)
    expect(unknownMethod.err[0]).toMatch(/payment_methods: unknown code bitcoin/)
    const brandNet = await run([
      'agreement',
      String(someone!.id),
      '--kind',
      'brand',
      '--target',
      'Granville',
      '--net-price',
      '3',
    ])
    expect(brandNet).toMatchObject({ code: 1, err: ['net_price is only for an agreement of kind sku'] })
    const unknownSku = await run(['supplier-stock', 'NO-SUCH-SKU-404', '4', '2'])
    expect(unknownSku).toMatchObject({ code: 1, err: ['sku: no product with sku NO-SUCH-SKU-404'] })
  })
})

describe(`backoffice CLI as a separate process (${kind})`, () => {
  let database: ProcessDatabase
  beforeAll(async () => {
    database = await processDatabase(inject('dbTemplate'))
  })
  afterAll(() => database.dispose())

  it(
    'sets supplier stock and lists agreements on the configured database',
    { timeout: 180_000 },
    async () => {
      const shop = await buildTestApp({ database: await database.open() })
      const [product] = await shop.ctx.database.rows<{ sku: string }>(
        sql`select sku from product where type_id = 'simple' order by id limit 1`,
      )
      const [customer] = await shop.ctx.database.rows<{ id: number }>(
        sql`insert into customer (email, firstname, lastname, password_hash, backoffice_id)
        values (${uniqueEmail('proc')}, 'Proc', 'Ess', 'not-a-login', 'D-PROC-1') returning id`,
      )
      const row = { sku: product!.sku, id: customer!.id }
      // the embedded database belongs to one process: the shop closes before the command runs
      await shop.close()
      const stock = await backofficeCli(['supplier-stock', row!.sku, '40', '3'], database.env)
      expect(stock.code, stock.stderr).toBe(0)
      expect(stock.stdout.trim()).toBe(`${row!.sku}\tsupplier 40\t3 working days`)
      const none = await backofficeCli(['agreements', String(row!.id)], database.env)
      expect(none.code, none.stderr).toBe(0)
      expect(none.stdout.trim()).toBe('no price agreements')
      const unknown = await backofficeCli(['show', 'D-NOBODY-404'], database.env)
      expect(unknown.code).toBe(1)
      expect(unknown.stderr.trim()).toBe('No customer D-NOBODY-404')
      const reopened = await buildTestApp({ database: await database.open() })
      try {
        expect(await backOfficeOf(reopened.ctx).supplierStock([row!.sku])).toEqual({
          [row!.sku]: { qty: 40, deliveryDays: 3 },
        })
      } finally {
        await reopened.close()
      }
    },
  )
})
