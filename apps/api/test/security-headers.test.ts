/**
 * Issue 14 §6: security headers on every answer, HSTS only over HTTPS, and cross-origin access
 * answered on purpose (a preflight got a 404; no origin gets access unless CORS_ORIGINS names it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from './test-app.ts'

const appWith = (env: Record<string, string>) => buildTestApp({ env })

describe('security headers and CORS', () => {
  let plain: { app: FastifyInstance; close(): Promise<void> }
  let https: { app: FastifyInstance; close(): Promise<void> }
  beforeAll(async () => {
    plain = await appWith({ TRUST_PROXY: 'true', CORS_ORIGINS: 'https://partner.example' })
    https = await appWith({ PUBLIC_URL: 'https://shop.example' })
  })
  afterAll(async () => {
    await plain?.close()
    await https?.close()
  })

  it('sends the security headers on answers, refusals and unknown paths', async () => {
    for (const url of [
      '/api/stock/check?sku=X',
      '/api/catalog/vue_storefront_catalog/product/_search?size=1',
      '/api/nope',
    ]) {
      const res = await plain.app.inject({ method: 'GET', url })
      const h = res.headers
      expect(h['content-security-policy'], url).toContain("frame-ancestors 'self'")
      expect(h['content-security-policy']).toContain("default-src 'none'")
      expect(h['x-content-type-options']).toBe('nosniff')
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(h['permissions-policy']).toContain('camera=(self)')
      expect(h['permissions-policy']).toContain('microphone=()')
      expect(h['cross-origin-opener-policy']).toBe('same-origin')
      expect(h['x-frame-options']).toBe('SAMEORIGIN')
      expect(h['strict-transport-security']).toBeUndefined()
    }
  })

  it('sends HSTS only over HTTPS: PUBLIC_URL https, or X-Forwarded-Proto https behind a trusted proxy', async () => {
    const viaPublicUrl = await https.app.inject({ method: 'GET', url: '/api/health' })
    expect(viaPublicUrl.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    const proxied = await plain.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(proxied.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    // an untrusted X-Forwarded-Proto is not believed
    const untrusted = await https.app.inject({ method: 'GET', url: '/api/health' })
    expect(untrusted.headers['strict-transport-security']).toBeDefined()
    const plainHttp = await plain.app.inject({ method: 'GET', url: '/api/health' })
    expect(plainHttp.headers['strict-transport-security']).toBeUndefined()
  })

  it('answers a preflight: access for a configured origin, none for any other', async () => {
    const preflight = (app: FastifyInstance, origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/cart/update?token=&cartId=x',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const partner = await preflight(plain.app, 'https://partner.example')
    expect(partner.statusCode, partner.body).toBe(204)
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example')
    expect(String(partner.headers['access-control-allow-methods'])).toContain('POST')
    const stranger = await preflight(plain.app, 'https://evil.example')
    expect(stranger.statusCode).toBe(204)
    expect(stranger.headers['access-control-allow-origin']).toBe('http://localhost:3000')
    const none = await preflight(https.app, 'https://partner.example')
    expect(none.statusCode).toBe(204)
    expect(none.headers['access-control-allow-origin']).toBe('https://shop.example')
    const simple = await plain.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    })
    expect(simple.headers['access-control-allow-origin']).not.toBe('https://evil.example')
  })
})
