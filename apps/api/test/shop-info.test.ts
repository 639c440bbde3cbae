import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, buildTestApp, type TestApp } from './test-app.ts'
import { ConfigError, loadConfig } from '../src/config/config.ts'
import { shopInfoSettings } from '../src/shop-info/shop-info-settings.ts'

describe('GET /api/shop/info', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('answers the Dutch store with the default contact details, schedule and offer', async () => {
    const res = await call(t.app, 'GET', '/api/shop/info')
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({
      phone: '030 123 45 67',
      phoneIntl: '+31 30 123 45 67',
      email: 'service@fietsgroothandel.example',
      address: ['Fietsgroothandel B.V.', 'Spaakstraat 12', '3512 AB Utrecht'],
      openingHours: [
        { from: 1, to: 5, open: '08:30', close: '17:30' },
        { from: 6, to: 6, open: '10:00', close: '16:00' },
      ],
      delivery: {
        cutoffTime: '16:00',
        shipWeekdays: [1, 2, 3, 4, 5],
        deliveryWeekdays: [1, 2, 3, 4, 5],
        transitDays: 1,
      },
      returnDays: 30,
      shippingFrom: 3.95,
      freeShippingFrom: 75,
      paymentMethods: ['ideal', 'purchaseorder', 'cashondelivery'],
    })
  })

  it('answers the German store with the international number, its transit days and what ships to DE', async () => {
    const res = await call(t.app, 'GET', '/api/shop/info?storeCode=de')
    expect(res.body.result).toMatchObject({
      phone: '+31 30 123 45 67',
      delivery: { transitDays: 2 },
    })
    expect(res.body.result.shippingFrom).toBeGreaterThan(0)
  })

  it('refuses an unknown store view with 400', async () => {
    const res = await call(t.app, 'GET', '/api/shop/info?storeCode=xx')
    expect(res.status).toBe(400)
    expect(res.body.result).toMatch(/storeCode/)
  })
})

describe('shopInfo settings (SHOP_CONFIG)', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-info-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  const withFile = async (content: unknown) => {
    const file = join(dir, `${Math.random().toString(36).slice(2)}.json`)
    await writeFile(file, JSON.stringify(content))
    return loadConfig({ SHOP_CONFIG: file })
  }

  it('takes given values and keeps the defaults of the others', async () => {
    const settings = shopInfoSettings(await withFile({ shopInfo: { cutoffTime: '22:00', returnDays: 14 } }))
    expect(settings).toMatchObject({ cutoffTime: '22:00', returnDays: 14, phone: '030 123 45 67' })
  })

  it('stops the boot on a wrong value, naming the field', async () => {
    const config = await withFile({ shopInfo: { cutoffTime: '25:00' } })
    expect(() => shopInfoSettings(config)).toThrow(ConfigError)
    expect(() => shopInfoSettings(config)).toThrow(/shopInfo\.cutoffTime/)
  })
})
