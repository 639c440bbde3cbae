import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestApp, type TestApp } from './test-app.ts'

describe('platform', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
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
