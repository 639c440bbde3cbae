/**
 * Issue 14 §1 and §8: every catalogue request has a work budget (clauses, text clauses, terms
 * values, aggregations, sort keys, body size, nesting) and is refused with a 400 naming the limit
 * past it; the worst requests the budget allows do not hold the event loop; prototype property
 * names as fields are a 400, not a 500.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOG_BUDGET } from '../src/catalog/request-budget.ts'
import { buildTestApp, type TestApp } from './test-app.ts'

const url = '/api/catalog/vue_storefront_catalog/product/_search'
const matches = (n: number, field = 'name') =>
  Array.from({ length: n }, (_, i) => ({ match: { [field]: `fiets${i}` } }))

describe(`catalogue work budget (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => t?.close())

  const post = async (body: unknown) => {
    const res = await t.app.inject({ method: 'POST', url, payload: body as object })
    return { status: res.statusCode, body: res.body }
  }

  it('refuses 2,000 match clauses in one bool.should with a 400 naming the limit', async () => {
    const res = await post({ query: { bool: { should: matches(2000) } } })
    expect(res.status, res.body).toBe(400)
    expect(res.body).toMatch(/clauses/)
    expect(res.body).toContain(String(CATALOG_BUDGET.clauses))
  })

  it('names each limit: text clauses, terms values, aggregations, sort keys, body size', async () => {
    const overText = await post({ query: { bool: { should: matches(CATALOG_BUDGET.textClauses + 1) } } })
    expect(overText.status).toBe(400)
    expect(overText.body).toMatch(/text/)
    const values = (n: number) => Array.from({ length: n }, (_, i) => `SKU-${i}`)
    const terms = Array.from({ length: 4 }, () => ({ terms: { sku: values(900) } }))
    const overTerms = await post({ query: { bool: { should: terms } } })
    expect(overTerms.status, overTerms.body).toBe(400)
    expect(overTerms.body).toContain(String(CATALOG_BUDGET.termsValues))
    const aggs = Object.fromEntries(
      Array.from({ length: CATALOG_BUDGET.aggregations + 1 }, (_, i) => [
        `a${i}`,
        { terms: { field: `kleur${i}` } },
      ]),
    )
    const overAggs = await post({ aggs })
    expect(overAggs.status, overAggs.body).toBe(400)
    expect(overAggs.body).toMatch(/aggregations/)
    const overBody = await post({ query: { match: { name: 'x'.repeat(CATALOG_BUDGET.bodyBytes) } } })
    expect(overBody.status, overBody.body).toBe(413)
    expect(overBody.body).toContain(String(CATALOG_BUDGET.bodyBytes))
    const get = await t.app.inject({
      method: 'GET',
      url: `${url}?request=${encodeURIComponent(JSON.stringify({ query: { bool: { should: matches(300, 'sku') } } }))}`,
    })
    expect(get.statusCode, get.body).toBe(400)
    expect(get.body).toMatch(/clauses/)
  })

  it('answers a terms, min, max or range aggregation on __proto__, constructor or prototype with a 400', async () => {
    for (const field of ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString']) {
      for (const kind of ['terms', 'min', 'max']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: `{"aggs":{"a":{"${kind}":{"field":"${field}"}}}}`,
          headers: { 'content-type': 'application/json' },
        })
        expect(res.statusCode, `${kind} ${field}: ${res.body}`).toBeLessThan(500)
        if (['__proto__', 'constructor', 'prototype'].includes(field)) expect(res.statusCode).toBe(400)
      }
    }
    const sq = await t.app.inject({
      method: 'POST',
      url: `${url}?request_format=search-query`,
      payload: {
        _availableFilters: [{ field: 'constructor' }],
        _appliedFilters: [{ attribute: '__proto__', value: { eq: 1 } }],
      },
    })
    expect(sq.statusCode, sq.body).toBe(400)
  })

  it('does not hold the event loop past 50 ms with the worst requests the budget allows', async () => {
    const words = ['stadsfiets', 'gazelle', 'elektrisch', 'zwart', 'dames', 'heren', 'batavus', 'kinderfiets']
    const worst = [
      {
        query: {
          bool: { should: words.slice(0, CATALOG_BUDGET.textClauses).map((w) => ({ match: { name: w } })) },
        },
      },
      {
        query: {
          bool: {
            should: Array.from({ length: CATALOG_BUDGET.clauses - 1 }, (_, i) => ({
              term: { sku: `SKU-${i}` },
            })),
          },
        },
      },
      {
        query: { multi_match: { query: 'fiets e zwart gazelle dames stads elektrisch 28 inch' } },
        aggs: Object.fromEntries(
          Array.from({ length: CATALOG_BUDGET.aggregations }, (_, i) => [
            `a${i}`,
            i % 3 === 0
              ? { terms: { field: 'category_ids', size: 1000 } }
              : { terms: { field: `kleur${i}` } },
          ]),
        ),
        size: 999,
      },
    ]
    const refused = { query: { bool: { should: matches(2000) } } }
    // warm up once (first queries compile and load the in-process catalogue)
    for (const body of worst) expect((await post(body)).status).toBe(200)
    // the machine is shared: a round's longest block also holds the time other processes took
    // the core; the quietest of three rounds is the request's own cost
    const longest: number[] = []
    for (let round = 0; round < 3; round++) {
      const delay = monitorEventLoopDelay({ resolution: 5 })
      delay.enable()
      for (const body of worst) expect((await post(body)).status).toBe(200)
      expect((await post(refused)).status).toBeLessThan(500)
      delay.disable()
      longest.push(delay.max / 1e6)
    }
    console.log(`longest event-loop block per round: ${longest.map((ms) => ms.toFixed(1)).join(', ')} ms`)
    expect(Math.min(...longest)).toBeLessThan(50)
  })
})
