import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/config.ts'
import { markTestOrderMail } from '../order/test-order-mail.ts'
import { testModeRefusal } from './test-mode.ts'

describe('payment test mode (issue 14, finding 2)', () => {
  const server = { DATABASE_URL: 'postgres://shop@db.example:5432/shop' }

  it('is on by default, and known to have been chosen only when PAYMENT_PROVIDER names it', () => {
    expect(loadConfig({}).payment).toMatchObject({ provider: 'test', testMode: true, named: false })
    expect(loadConfig({ PAYMENT_PROVIDER: 'test' }).payment).toMatchObject({ testMode: true, named: true })
    expect(loadConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_abc' }).payment).toMatchObject({
      testMode: false,
      named: true,
    })
  })

  it('refuses a shop on a PostgreSQL server whose test provider is only the default', () => {
    const refusal = testModeRefusal(loadConfig(server))
    expect(refusal).toMatch(/PAYMENT_PROVIDER=test/)
    expect(refusal).toMatch(/DATABASE_URL/)
  })

  it('allows the embedded demo shop, a named test provider and a real provider', () => {
    expect(testModeRefusal(loadConfig({}))).toBeNull()
    expect(testModeRefusal(loadConfig({ ...server, PAYMENT_PROVIDER: 'test' }))).toBeNull()
    expect(
      testModeRefusal(loadConfig({ ...server, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_abc' })),
    ).toBeNull()
  })

  it('marks a confirmation mail as a test in subject, text and HTML, in the store language', () => {
    const mail = {
      to: 'jan@example.test',
      subject: 'Je bestelling 000001001',
      text: 'Beste Jan,',
      html: '<p>Beste Jan,</p>',
    }
    const nl = markTestOrderMail(mail, 'nl')
    expect(nl.subject).toBe('[TEST] Je bestelling 000001001')
    expect(nl.text.split('\n')[0]).toBe(
      'Testmodus – er wordt niet echt betaald. Deze bestelling is een test.',
    )
    expect(nl.text).toContain('Beste Jan,')
    expect(nl.html).toContain(
      '<p><strong>Testmodus – er wordt niet echt betaald. Deze bestelling is een test.</strong></p><p>Beste Jan,</p>',
    )
    const de = markTestOrderMail({ ...mail, html: '<html><body><p>Hallo</p></body></html>' }, 'de')
    expect(de.subject).toBe('[TEST] Je bestelling 000001001')
    expect(de.text).toContain('Testmodus – es wird nicht wirklich bezahlt. Diese Bestellung ist ein Test.')
    expect(de.html).toContain('<body><p><strong>Testmodus – es wird nicht wirklich bezahlt.')
  })
})
