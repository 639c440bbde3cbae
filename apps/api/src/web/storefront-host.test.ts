import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { toWebRequest } from './storefront-host.ts'

/** Issue 14 §9: the pages' origin (canonical, hreflang, sitemap, robots) is PUBLIC_URL, not Host. */
describe('the request the storefront renders', () => {
  it('carries the public origin whatever Host or X-Forwarded-Host the client sent', async () => {
    const app = Fastify({ trustProxy: true })
    app.get('/*', async (request) => toWebRequest(request, 'https://shop.example').url)
    for (const headers of [
      { host: 'evil.example' },
      { host: 'evil.example:8080', 'x-forwarded-host': 'evil2.example', 'x-forwarded-proto': 'http' },
    ]) {
      const res = await app.inject({ method: 'GET', url: '/p/FIETS-1/stadsfiets?x=1', headers })
      expect(res.body).toBe('https://shop.example/p/FIETS-1/stadsfiets?x=1')
    }
    await app.close()
  })
})
