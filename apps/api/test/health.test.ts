import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { warmCatalogMirror } from '../src/catalog/mirror/catalog-mirror.ts'
import { call, buildTestApp, type TestApp } from './test-app.ts'

describe('platform', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('reports health with the database kind and the catalogue size', async () => {
    const res = await call(t.app, 'GET', '/api/health')
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(200)
    expect(res.body.result.status).toBe('ok')
    expect(res.body.result.database).toBe(process.env.DB_KIND === 'postgres' ? 'postgres' : 'pglite')
    expect(res.body.result.products).toBeGreaterThan(300)
  })

  it("reports whether the in-process catalogue's start-up load has finished", async () => {
    const before = await call(t.app, 'GET', '/api/health')
    expect(before.body.result.catalog).toEqual({ engine: 'memory', mirror: 'cold' })
    const loading = warmCatalogMirror(t.ctx.database)
    expect((await call(t.app, 'GET', '/api/health')).body.result.catalog.mirror).toBe('loading')
    await loading
    expect((await call(t.app, 'GET', '/api/health')).body.result.catalog.mirror).toBe('ready')
  })

  it('answers unknown endpoints with an enveloped 404', async () => {
    const res = await call(t.app, 'GET', '/api/does-not-exist')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ code: 404, result: 'No such endpoint: GET /api/does-not-exist' })
  })

  it('serves the OpenAPI document', async () => {
    const res = await call(t.app, 'GET', '/api/docs')
    expect(res.status).toBe(200)
    expect(res.body.openapi).toMatch(/^3\./)
    expect(Object.keys(res.body.paths)).toContain('/api/health')
  })
})
