/**
 * The seller on invoices (decision 0173): SHOP_CONFIG key `invoiceSeller` with demo defaults, a
 * wrong value stops the boot naming the field; a configured seller and payment term are what the
 * issued PDF prints; the mail of a German invoice is German and carries the stored PDF.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config/config.ts'
import { invoiceMail } from '../src/invoice/invoice-mail.ts'
import { issueShipmentInvoice } from '../src/invoice/issue-invoice.ts'
import { DEFAULT_SELLER, invoiceSellerSettings } from '../src/invoice/seller.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'
import { DE_BILLING, shippedOrder } from './helpers/invoice-fixture.ts'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'invoice-seller-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const fileWith = async (content: unknown) => {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.json`)
  await writeFile(file, JSON.stringify(content))
  return file
}

describe('invoiceSeller settings (SHOP_CONFIG)', () => {
  it('has demo defaults and takes given values', async () => {
    expect(invoiceSellerSettings(loadConfig({}))).toEqual(DEFAULT_SELLER)
    const config = loadConfig({
      SHOP_CONFIG: await fileWith({ invoiceSeller: { kvk: '87654321', paymentTermDays: 14 } }),
    })
    expect(invoiceSellerSettings(config)).toMatchObject({
      kvk: '87654321',
      paymentTermDays: 14,
      company: 'Fietsgroothandel B.V.',
    })
  })

  it('stops the boot on a wrong value, naming the field', async () => {
    const config = loadConfig({ SHOP_CONFIG: await fileWith({ invoiceSeller: { paymentTermDays: -3 } }) })
    expect(() => invoiceSellerSettings(config)).toThrow(ConfigError)
    expect(() => invoiceSellerSettings(config)).toThrow(/invoiceSeller\.paymentTermDays/)
  })
})

describe(`a configured seller on the issued invoice (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    const file = await fileWith({
      invoiceSeller: {
        company: 'Spaakwerk Groothandel B.V.',
        kvk: '87654321',
        iban: 'NL02RABO0123456789',
        paymentTermDays: 14,
      },
    })
    t = await buildTestApp({ env: { SHOP_CONFIG: file } })
  })
  afterAll(() => t.close())

  it('prints it, with its payment term; the German mail carries the PDF', async () => {
    const buyer = await customerSession(t.app)
    const o = await shippedOrder(t.database.db, buyer.id, { billing: DE_BILLING, language: 'de' })
    const issued = await t.database.db.transaction(async (tx) => {
      const r = await issueShipmentInvoice(tx, o.shipment.id, { now: new Date('2033-06-01T08:00:00Z') })
      if (!r.ok) throw new Error(r.message)
      return r.value
    })
    const mail = await invoiceMail(t.ctx, issued.id)
    expect(mail!.to).toBe(buyer.email)
    expect(mail!.subject).toBe(`Rechnung ${issued.number}`)
    expect(mail!.text).toContain('147,12 €')
    expect(mail!.text).toContain('15.06.2033')
    expect(mail!.attachments![0]!.filename).toBe(`${issued.number}.pdf`)
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(mail!.attachments![0]!.content)),
      {
        mergePages: true,
      },
    )
    expect(text).toContain('Spaakwerk Groothandel B.V.')
    expect(text).toContain('Handelsregister (KvK) 87654321')
    expect(text).toContain('IBAN NL02RABO0123456789')
    expect(text).toContain('Zahlbar innerhalb von 14 Tagen, spätestens am 15.06.2033')
    expect(text).toContain('Deutschland')
  })
})
