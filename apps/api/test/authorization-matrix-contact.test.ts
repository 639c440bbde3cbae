/**
 * Authorization matrix of issue 19's public calls (decisions 0198, 0201): the contact form and the
 * captcha's settings, challenge and check, asked by a guest, a customer, a purchaser acting for a
 * customer and a forged token. All are public: every caller is served the same way; a customer's
 * message names them, a forged token is no sender (never someone else's account).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { contactMessage } from '../src/db/schema/index.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { solvedCaptcha } from './captcha-helpers.ts'
import { customerSession } from './user-helpers.ts'
import { assign, makePurchaser, takeOver } from './helpers/purchaser.ts'

type Caller = 'guest' | 'customer' | 'P-acting' | 'forged'
const CALLERS: Caller[] = ['guest', 'customer', 'P-acting', 'forged']

describe(`authorization matrix: contact and captcha (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  const tokens: Record<Caller, string> = {
    guest: '',
    customer: '',
    'P-acting': '',
    forged: 'eyJhbGciOiJIUzI1NiJ9.e30.forged',
  }
  const expectedSender: Record<Caller, number | null> = {
    guest: null,
    customer: 0,
    'P-acting': 0,
    forged: null,
  }
  let n = 0
  const ask = async (as: Caller, method: 'GET' | 'POST', url: string, body?: unknown) => {
    const sep = url.includes('?') ? '&' : '?'
    const res = await t.app.inject({
      method,
      url: tokens[as] ? `${url}${sep}token=${tokens[as]}` : url,
      remoteAddress: `10.60.0.${++n % 250}`,
      payload: body as never,
    })
    return { status: res.statusCode, body: JSON.parse(res.body) }
  }

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        CAPTCHA_ACTIVE: 'true',
        CAPTCHA_SECRET_KEY: 'matrix-test-secret-0123456789abcdef01234567',
        CAPTCHA_COMPLEXITY: '200',
      },
    })
    const a = await customerSession(t.app)
    tokens.customer = a.token
    expectedSender.customer = a.id
    const p = await makePurchaser(t)
    await assign(t, p.id, a.id)
    tokens['P-acting'] = (await takeOver(t, p, a.id)).token
    expectedSender['P-acting'] = a.id
  })
  afterAll(() => t.close())

  for (const as of CALLERS) {
    it(`${as}: GET /api/captcha 200, challenge 200, verify 200`, async () => {
      expect((await ask(as, 'GET', '/api/captcha')).body.result.is_active).toBe(true)
      const challenge = await ask(as, 'GET', '/api/captcha/challenge')
      expect(challenge.status).toBe(200)
      expect(challenge.body.parameters.algorithm).toBe('SHA-256')
      const checked = await ask(as, 'POST', '/api/captcha/verify', { response: await solvedCaptcha(t.app) })
      expect(checked.body).toEqual({ code: 200, result: { success: true } })
    })

    it(`${as}: POST contacts 200; the message names ${as === 'guest' || as === 'forged' ? 'no account' : 'the customer'}`, async () => {
      const res = await ask(as, 'POST', '/api/oculus/contacts', {
        name: 'Matrix Tester',
        email: `matrix-${as}@example.com`,
        message: 'Een bericht om de rechten te testen.',
        language: 'nl',
        captcha: await solvedCaptcha(t.app),
      })
      expect(res.status).toBe(200)
      const [row] = await t.database.db
        .select()
        .from(contactMessage)
        .where(eq(contactMessage.id, res.body.result.body.message_id))
      expect(row!.customerId).toBe(expectedSender[as])
    })

    it(`${as}: POST contacts without a captcha 400 naming it`, async () => {
      const res = await ask(as, 'POST', '/api/oculus/contacts', {
        name: 'Matrix Tester',
        email: `matrix-${as}@example.com`,
        message: 'Een bericht zonder captcha.',
      })
      expect(res.status).toBe(400)
      expect(res.body.result).toBe('captcha: Field is required.')
    })
  }
})
