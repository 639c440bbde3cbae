/**
 * Returns and warranty through the HTTP API (issue 18, decisions 0177-0181): only delivered,
 * not yet returned pieces within the period; over-quantity refused naming sku and maximum; two
 * requests at once never take more than was delivered; photos checked by their bytes; the staff
 * steps with their mails, a rejection giving the pieces back, and credited → a credit note.
 */
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { backofficeInvoice, backofficeReturnPhoto } from '../src/db/schema/index.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { JANSEN } from './order-list-helpers.ts'
import {
  ADMIN_KEY,
  JPEG_HEAD,
  PNG_BYTES,
  admin,
  deliveredOrder,
  lineQty,
  oculus,
  waitForMail,
} from './helpers/returns.ts'

const DB = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'
const dataDir = `./var/test/returns-${process.pid}-${Date.now()}`
const WARRANTY_TEXT = 'Please describe the reason for the warranty request.'

describe(`returns and warranty (${DB})`, () => {
  let t: TestApp
  let token = ''
  let customerId = 0

  beforeAll(async () => {
    // an outbox of its own: numbers (RMA…, C2026-…) start over in every fresh database
    t = await buildTestApp({ cache: true, env: { DATA_DIR: dataDir } })
    t.ctx.config.accounts.adminApiKey = ADMIN_KEY
    token = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    customerId = (await call(t.app, 'GET', `/api/user/me?token=${token}`)).body.result.id
  })
  afterAll(async () => {
    await t?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const send = (body: Record<string, unknown>) => oculus(t, token, 'sendItensBackToOculus', body)
  const returnable = async (type: 'return' | 'warranty', cached = false) => {
    const res = await oculus(
      t,
      token,
      cached ? 'getOculusWarrantyReturnsCached' : 'getOculusWarrantyReturns',
      {
        type,
      },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.result.body.orders as any[]
  }

  it('lists only delivered, not yet returned lines, within the type’s period', async () => {
    const recent = await deliveredOrder(t, customerId, [
      { sku: 'RET-A1', qty: 5 },
      { sku: 'RET-A2', qty: 4, delivered: 1 },
      { sku: 'RET-A3', qty: 3, delivered: 0 },
    ])
    const old = await deliveredOrder(t, customerId, [{ sku: 'RET-OLD', qty: 2 }], {
      deliveredAt: new Date(Date.now() - 40 * 86_400_000),
    })
    const returns = await returnable('return')
    const mine = returns.find((o) => o.orderId === recent.number)
    expect(mine.lines.map((l: any) => [l.sku, l.qtyDelivered, l.qtyReturned, l.qtyReturnable])).toEqual([
      ['RET-A1', 5, 0, 5],
      ['RET-A2', 1, 0, 1],
    ])
    expect(mine).toMatchObject({
      orderNumber: null,
      placedAt: expect.any(String),
      deliveredAt: expect.any(String),
    })
    // 40 days after delivery: no return any more, warranty still
    expect(returns.find((o) => o.orderId === old.number)).toBeUndefined()
    const ancient = await deliveredOrder(t, customerId, [{ sku: 'RET-ANCIENT', qty: 1 }], {
      deliveredAt: new Date(Date.now() - 25 * 31 * 86_400_000),
    })
    const warranty = await returnable('warranty')
    expect(warranty.find((o) => o.orderId === ancient.number)).toBeUndefined()
    expect(warranty.find((o) => o.orderId === old.number).lines[0]).toMatchObject({
      sku: 'RET-OLD',
      qtyReturnable: 2,
    })
    // and sending it as a return is refused by name
    const late = await send({
      items: [old.lines[0]!.id],
      qtys: [1],
      oculus_order: old.number,
      type: 'return',
      reason: 'too_many',
    })
    expect(late.status).toBe(400)
    expect(late.body.result).toMatch(/RET-OLD was delivered on .*; the return period has ended/)
  })

  it('returns 2 of 5: taken from the line, listed with its status, confirmed by mail', async () => {
    const order = await deliveredOrder(t, customerId, [{ sku: 'RET-B1', name: 'Remblok set', qty: 5 }])
    const lineId = order.lines[0]!.id
    const res = await send({
      items: [lineId],
      qtys: [2],
      oculus_order: order.number,
      type: 'return',
      reason: 'too_many',
      reasonText: 'Twee te veel',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({
      code: 200,
      result: {
        body: {
          returnId: expect.any(Number),
          number: expect.stringMatching(/^RMA\d{7}$/),
          status: 'requested',
        },
      },
    })
    const { returnId, number } = res.body.result.body
    expect(await lineQty(t, lineId)).toEqual({ delivered: 5, returned: 2 })
    const line = (await returnable('return')).find((o) => o.orderId === order.number).lines[0]
    expect(line).toMatchObject({ qtyReturned: 2, qtyReturnable: 3 })

    const sent = await oculus(t, token, 'getItensSentBackToOculus', { type: 'return' })
    expect(sent.status).toBe(200)
    const request = sent.body.result.body.requests.find((r: any) => r.returnId === returnId)
    expect(request).toMatchObject({
      number,
      type: 'return',
      orderId: order.number,
      status: 'requested',
      reason: 'too_many',
      reasonText: 'Twee te veel',
      rejectReason: null,
      lines: [{ sku: 'RET-B1', name: 'Remblok set', qty: 2 }],
      photos: 0,
      creditNote: null,
      history: [{ status: 'requested', at: expect.any(String), note: null }],
    })
    // the warranty list does not show returns
    const warranties = await oculus(t, token, 'getItensSentBackToOculus', { type: 'warranty' })
    expect(warranties.body.result.body.requests.find((r: any) => r.returnId === returnId)).toBeUndefined()
    const mail = await waitForMail(t, JANSEN, new RegExp(`${number} voor bestelling ${order.number}`))
    expect(mail).toContain('2 × Remblok set (RET-B1)')
    expect(mail).toContain('Te veel besteld')
  })

  it('refuses more than is returnable, naming sku and maximum, and leaves every line as it was', async () => {
    const order = await deliveredOrder(t, customerId, [
      { sku: 'RET-C1', qty: 3 },
      { sku: 'RET-C2', qty: 2 },
      { sku: 'RET-C3', qty: 2, delivered: 0 },
    ])
    const [c1, c2, c3] = order.lines
    const over = await send({
      items: [c1!.id, c2!.id],
      qtys: [1, 3],
      oculus_order: order.number,
      type: 'return',
      reason: 'wrong_item',
    })
    expect(over.status).toBe(400)
    expect(over.body).toEqual({ code: 400, result: 'qtys: RET-C2 can be sent back at most 2 time(s).' })
    expect(await lineQty(t, c1!.id)).toEqual({ delivered: 3, returned: 0 })
    const undelivered = await send({
      items: [c3!.id],
      qtys: [1],
      oculus_order: order.number,
      type: 'return',
      reason: 'wrong_item',
    })
    expect(undelivered.status).toBe(400)
    expect(undelivered.body.result).toBe('qtys: RET-C3 can be sent back at most 0 time(s).')
    // a line of another order, an order of someone else or unknown, items/qtys that do not pair
    const other = await deliveredOrder(t, customerId, [{ sku: 'RET-C9', qty: 1 }])
    const foreign = await send({
      items: [other.lines[0]!.id],
      qtys: [1],
      oculus_order: order.number,
      type: 'return',
      reason: 'wrong_item',
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.result).toBe(
      `items: line ${other.lines[0]!.id} is not a line of order ${order.number}.`,
    )
    const unknown = await send({
      items: [c1!.id],
      qtys: [1],
      oculus_order: 'BO99999999',
      type: 'return',
      reason: 'other',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.result).toBe('oculus_order: no such order of yours: BO99999999.')
    const pairs = await send({
      items: [c1!.id],
      qtys: [1, 1],
      oculus_order: order.number,
      type: 'return',
      reason: 'other',
    })
    expect(pairs.status).toBe(400)
    expect(pairs.body.result).toMatch(/^qtys: give one quantity for each item/)
    const badReason = await send({
      items: [c1!.id],
      qtys: [1],
      oculus_order: order.number,
      type: 'return',
      reason: 'defect',
    })
    expect(badReason.status).toBe(400)
    expect(badReason.body.result).toMatch(/^reason: "defect" is not a reason for a return/)
    const zero = await send({
      items: [c1!.id],
      qtys: [0],
      oculus_order: order.number,
      type: 'return',
      reason: 'other',
    })
    expect(zero.status).toBe(400)
    expect(zero.body.result).toMatch(/qtys/)
    expect(await lineQty(t, c1!.id)).toEqual({ delivered: 3, returned: 0 })
  })

  it('two requests at once never take more than was delivered', async () => {
    const order = await deliveredOrder(t, customerId, [{ sku: 'RET-D1', qty: 5 }])
    const lineId = order.lines[0]!.id
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        send({ items: [lineId], qtys: [2], oculus_order: order.number, type: 'return', reason: 'too_many' }),
      ),
    )
    const statuses = results.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 200)).toHaveLength(2)
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([400, 409]).toContain(r.status)
      expect(r.body.result).toBe('qtys: RET-D1 can be sent back at most 1 time(s).')
    }
    expect(await lineQty(t, lineId)).toEqual({ delivered: 5, returned: 4 })
  })

  // PostgreSQL only: the embedded database has one connection, a held transaction would stall it
  it.runIf(DB === 'PostgreSQL')(
    'a request that loses the race to another transaction gets 409 with what is left',
    async () => {
      const order = await deliveredOrder(t, customerId, [{ sku: 'RET-R1', qty: 3 }])
      const lineId = order.lines[0]!.id
      let pending: ReturnType<typeof send> | undefined
      await t.ctx.database.db.transaction(async (tx) => {
        // another request has taken 2 and not committed yet: the line's row is locked
        await tx.execute(
          sql`update backoffice_order_line set qty_returned = qty_returned + 2 where id = ${lineId}`,
        )
        pending = send({
          items: [lineId],
          qtys: [2],
          oculus_order: order.number,
          type: 'return',
          reason: 'other',
        })
        // it reads 3 returnable, then waits for the row
        await new Promise((resolve) => setTimeout(resolve, 500))
      })
      const res = await pending!
      expect(res.status, JSON.stringify(res.body)).toBe(409)
      expect(res.body.result).toBe('qtys: RET-R1 can be sent back at most 1 time(s).')
      expect(await lineQty(t, lineId)).toEqual({ delivered: 3, returned: 2 })
    },
  )

  it('a warranty request needs a description; photos are checked by their bytes, size and count', async () => {
    const order = await deliveredOrder(t, customerId, [{ sku: 'RET-W1', name: 'Achterlicht', qty: 4 }], {
      deliveredAt: new Date(Date.now() - 200 * 86_400_000),
    })
    const lineId = order.lines[0]!.id
    const base = {
      items: [lineId],
      qtys: [1],
      oculus_order: order.number,
      type: 'warranty',
      reason: 'defect',
    }
    for (const reasonText of [undefined, '', '   ']) {
      const res = await send({ ...base, reasonText })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ code: 400, result: WARRANTY_TEXT })
    }
    const photo = (bytes: Buffer, contentType = 'image/png', name = 'lamp.png') => ({
      name,
      contentType,
      data: bytes.toString('base64'),
    })
    const refused: [unknown[], RegExp][] = [
      [[photo(PNG_BYTES, 'image/jpeg', 'lamp.jpg')], /^photos\[0\]: lamp.jpg is not a image\/jpeg image/],
      [
        [photo(Buffer.from('%PDF-1.7 not an image'), 'image/png', 'x.png')],
        /^photos\[0\]: x.png is not a image\/png/,
      ],
      [[photo(PNG_BYTES), photo(PNG_BYTES), photo(PNG_BYTES), photo(PNG_BYTES)], /^photos: at most 3 photos/],
      [
        [{ name: 'a.png', contentType: 'image/png', data: 'not base64!' }],
        /^photos\[0\]: data must be base64/,
      ],
      [
        [photo(Buffer.concat([JPEG_HEAD, Buffer.alloc(3 * 1024 * 1024)]), 'image/jpeg', 'big.jpg')],
        /^photos\[0\]: big.jpg is larger than 3 MB/,
      ],
      [[{ name: 'x.gif', contentType: 'image/gif', data: 'R0lGODlh' }], /photos/],
    ]
    for (const [photos, message] of refused) {
      const res = await send({ ...base, reasonText: 'Lamp doet het niet', photos })
      expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(400)
      expect(res.body.result).toMatch(message)
    }
    expect(await lineQty(t, lineId)).toEqual({ delivered: 4, returned: 0 })
    // photos go with a warranty request only
    const onReturn = await send({
      items: [lineId],
      qtys: [1],
      oculus_order: order.number,
      type: 'return',
      reason: 'other',
      photos: [photo(PNG_BYTES)],
    })
    expect(onReturn.status).toBe(400)

    // a big but allowed photo goes through the raised body limit
    const big = Buffer.concat([JPEG_HEAD, Buffer.alloc(2 * 1024 * 1024, 7)])
    const res = await send({
      ...base,
      reasonText: 'Lamp doet het niet meer na twee weken',
      photos: [photo(PNG_BYTES), photo(big, 'image/jpeg', 'groot.jpg')],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { returnId, number } = res.body.result.body
    const stored = await t.ctx.database.db
      .select({ size: backofficeReturnPhoto.size, type: backofficeReturnPhoto.contentType })
      .from(backofficeReturnPhoto)
      .where(eq(backofficeReturnPhoto.returnId, returnId))
    expect(stored).toEqual([
      { size: PNG_BYTES.length, type: 'image/png' },
      { size: big.length, type: 'image/jpeg' },
    ])
    const list = await oculus(t, token, 'getItensSentBackToOculus', { type: 'warranty' })
    expect(list.body.result.body.requests.find((r: any) => r.returnId === returnId)).toMatchObject({
      number,
      photos: 2,
      reasonText: 'Lamp doet het niet meer na twee weken',
    })
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/oculus/getWarrantyPhoto?token=${token}&returnId=${returnId}&index=1`,
    })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true)
    const none = await call(
      t.app,
      'GET',
      `/api/oculus/getWarrantyPhoto?token=${token}&returnId=${returnId}&index=3`,
    )
    expect(none.status).toBe(404)
    await waitForMail(t, JANSEN, new RegExp(`garantieaanvraag ${number}`))
  })

  it('the cached variant answers alike and forgets on send', async () => {
    const order = await deliveredOrder(t, customerId, [{ sku: 'RET-K1', qty: 3 }])
    const first = (await returnable('return', true)).find((o) => o.orderId === order.number)
    expect(first.lines[0]).toMatchObject({ qtyReturnable: 3 })
    expect(await returnable('return', true)).toEqual(await returnable('return'))
    const res = await send({
      items: [order.lines[0]!.id],
      qtys: [1],
      oculus_order: order.number,
      type: 'return',
      reason: 'other',
    })
    expect(res.status).toBe(200)
    const after = (await returnable('return', true)).find((o) => o.orderId === order.number)
    expect(after.lines[0]).toMatchObject({ qtyReturnable: 2 })
  })

  it('staff steps: received, approved, credited → a credit note; a rejection gives the pieces back', async () => {
    const order = await deliveredOrder(t, customerId, [
      { sku: 'RET-S1', name: 'Ketting', qty: 5, unitPrice: 12.5 },
    ])
    const lineId = order.lines[0]!.id
    const sendTwo = async () => {
      const res = await send({
        items: [lineId],
        qtys: [2],
        oculus_order: order.number,
        type: 'return',
        reason: 'too_many',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.result.body as { returnId: number; number: string }
    }
    const first = await sendTwo()
    const list = await admin(t, 'GET', `?status=requested&customer=${encodeURIComponent(JANSEN)}`)
    expect(list.statusCode).toBe(200)
    expect(list.json().result.items.map((r: any) => r.number)).toContain(first.number)
    // no skipping
    const skip = await admin(t, 'POST', `/${first.number}/status`, { status: 'credited' })
    expect(skip.statusCode).toBe(409)
    expect(skip.json().result).toBe(
      'status: a request that is requested cannot become credited; next can be received or rejected.',
    )
    for (const status of ['received', 'approved'] as const) {
      const step = await admin(t, 'POST', `/${first.number}/status`, { status, note: `stap ${status}` })
      expect(step.statusCode, step.body).toBe(200)
      expect(step.json().result.status).toBe(status)
    }
    await waitForMail(t, JANSEN, new RegExp(`${first.number} is goedgekeurd`))
    const credited = await admin(t, 'POST', `/${first.returnId}/status`, { status: 'credited' })
    expect(credited.statusCode, credited.body).toBe(200)
    const shown = credited.json().result
    expect(shown.status).toBe('credited')
    expect(shown.creditNote).toMatchObject({
      number: expect.any(String),
      invoicePath: expect.stringMatching(/\.pdf$/),
    })
    expect(shown.history.map((h: any) => h.status)).toEqual(['requested', 'received', 'approved', 'credited'])
    const [invoice] = await t.ctx.database.db
      .select()
      .from(backofficeInvoice)
      .where(eq(backofficeInvoice.id, shown.creditInvoiceId))
    expect(invoice).toMatchObject({ type: 'credit', returnId: first.returnId, customerId })
    // 2 × 12.50 net + 21 % VAT
    expect(Math.abs(Number(invoice!.grandTotal))).toBeCloseTo(30.25, 2)
    // the customer sees the credit note with the request
    const sent = await oculus(t, token, 'getItensSentBackToOculus', { type: 'return' })
    expect(sent.body.result.body.requests.find((r: any) => r.returnId === first.returnId).creditNote).toEqual(
      {
        number: invoice!.number,
        invoicePath: invoice!.pdfPath,
      },
    )
    await waitForMail(t, JANSEN, new RegExp(`gecrediteerd met creditnota ${invoice!.number}`))
    // and helper B's mail with the credit note's PDF attached
    await waitForMail(t, JANSEN, new RegExp(`Subject: Creditnota ${invoice!.number}[\\s\\S]*application/pdf`))
    // final: nothing further
    const again = await admin(t, 'POST', `/${first.number}/status`, { status: 'replaced' })
    expect(again.statusCode).toBe(409)
    expect(await lineQty(t, lineId)).toEqual({ delivered: 5, returned: 2 })

    // a rejection needs a reason and gives the pieces back
    const second = await sendTwo()
    expect(await lineQty(t, lineId)).toEqual({ delivered: 5, returned: 4 })
    const noReason = await admin(t, 'POST', `/${second.number}/status`, { status: 'rejected' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().result).toBe('rejectReason: say why the request is rejected.')
    const rejected = await admin(t, 'POST', `/${second.number}/status`, {
      status: 'rejected',
      rejectReason: 'Artikelen zijn gebruikt',
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(rejected.json().result).toMatchObject({
      status: 'rejected',
      rejectReason: 'Artikelen zijn gebruikt',
    })
    expect(await lineQty(t, lineId)).toEqual({ delivered: 5, returned: 2 })
    const mail = await waitForMail(t, JANSEN, new RegExp(`${second.number} is afgewezen`))
    expect(mail).toContain('Reden van afwijzing: Artikelen zijn gebruikt')
    // staff see the request with its photos list; unknown ones are 404
    const show = await admin(t, 'GET', `/${second.number}`)
    expect(show.json().result).toMatchObject({ number: second.number, photoFiles: [], customerId })
    expect((await admin(t, 'GET', '/RMA0000000')).statusCode).toBe(404)
    expect((await admin(t, 'GET', '/RMA0000000/photos/1')).statusCode).toBe(404)
  })
  it('bad input is a 4xx naming the problem, never a 5xx', async () => {
    const order = await deliveredOrder(t, customerId, [{ sku: 'RET-X1', qty: 2 }])
    const cases: [string, unknown][] = [
      ['getOculusWarrantyReturns', {}],
      ['getOculusWarrantyReturns', { type: 'gift' }],
      ['getOculusWarrantyReturnsCached', { type: ['return'] }],
      ['getItensSentBackToOculus', { type: 7 }],
      ['sendItensBackToOculus', {}],
      [
        'sendItensBackToOculus',
        { items: 'x', qtys: [1], oculus_order: order.number, type: 'return', reason: 'other' },
      ],
      [
        'sendItensBackToOculus',
        { items: [-1], qtys: [1], oculus_order: order.number, type: 'return', reason: 'other' },
      ],
      [
        'sendItensBackToOculus',
        { items: [1.5], qtys: [1], oculus_order: order.number, type: 'return', reason: 'other' },
      ],
      [
        'sendItensBackToOculus',
        {
          items: [order.lines[0]!.id],
          qtys: [1e12],
          oculus_order: order.number,
          type: 'return',
          reason: 'other',
        },
      ],
      [
        'sendItensBackToOculus',
        { items: [order.lines[0]!.id], qtys: [1], oculus_order: '', type: 'return', reason: 'other' },
      ],
      [
        'sendItensBackToOculus',
        { items: [order.lines[0]!.id], qtys: [1], oculus_order: order.number, type: 'return', reason: '' },
      ],
      [
        'sendItensBackToOculus',
        {
          items: [order.lines[0]!.id],
          qtys: [1],
          oculus_order: order.number,
          type: 'warranty',
          reason: 'defect',
          reasonText: 'x'.repeat(2001),
        },
      ],
      [
        'sendItensBackToOculus',
        {
          items: [order.lines[0]!.id],
          qtys: [1],
          oculus_order: order.number,
          type: 'warranty',
          reason: 'defect',
          reasonText: 'x',
          photos: [{ name: 'a', contentType: 'image/png', data: 5 }],
        },
      ],
      [
        'sendItensBackToOculus',
        {
          items: [order.lines[0]!.id, order.lines[0]!.id],
          qtys: [1, 1],
          oculus_order: order.number,
          type: 'return',
          reason: 'other',
        },
      ],
      [
        'sendItensBackToOculus',
        {
          customer_id: 'abc',
          items: [order.lines[0]!.id],
          qtys: [1],
          oculus_order: order.number,
          type: 'return',
          reason: 'other',
        },
      ],
    ]
    for (const [name, body] of cases) {
      const res = await oculus(t, token, name, body)
      expect(
        res.status,
        `${name} ${JSON.stringify(body).slice(0, 120)}: ${JSON.stringify(res.body)}`,
      ).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(typeof res.body.result).toBe('string')
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/oculus/sendItensBackToOculus?token=${token}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"items": [',
    })
    expect(broken.statusCode).toBe(400)
    for (const url of [
      `/api/oculus/getWarrantyPhoto?token=${token}&returnId=abc&index=1`,
      `/api/oculus/getWarrantyPhoto?token=${token}&returnId=1&index=0`,
      `/api/oculus/getWarrantyPhoto?token=${token}&returnId=99999999&index=1`,
    ])
      expect((await call(t.app, 'GET', url)).status).toBeOneOf([400, 404])
    for (const [method, path, body] of [
      ['GET', '?status=lost', undefined],
      ['GET', '?customer=nobody@example.test', undefined],
      ['GET', '?page=0', undefined],
      ['POST', '/RMA0000000/status', { status: 'received' }],
      ['POST', '/1/status', { status: 'lost' }],
      ['POST', '/1/status', {}],
      ['GET', '/abc/photos/9', undefined],
    ] as const) {
      const res = await admin(t, method, path, body)
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backoffice/returns' })).statusCode).toBe(401)
    expect(await lineQty(t, order.lines[0]!.id)).toEqual({ delivered: 2, returned: 0 })
  })
})
