/**
 * Bad input to /graphql is a 4xx whose message names the problem, never a 500 or a 200 with
 * errors (decision 0238); the limits of decision 0237 refuse a query before it runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './test-app.ts'

interface Case {
  name: string
  request: { method: 'GET' | 'POST' | 'PUT'; url?: string; headers?: Record<string, string>; body?: string }
  status: number
  message: RegExp
}

const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) => ({
  method: 'POST' as const,
  headers,
  body: typeof body === 'string' ? body : JSON.stringify(body),
})
const deep = (levels: number) => {
  let inner = 'id'
  for (let i = 0; i < levels; i++) inner = `children { ${inner} }`
  return `{ categoryTree { ${inner} } }`
}
const aliases = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: cmsPage(identifier: "legal") { title }`).join(' ')} }`

const CASES: Case[] = [
  {
    name: 'malformed query',
    request: post({ query: '{ products { total ' }),
    status: 400,
    message: /Syntax Error/,
  },
  {
    name: 'unknown field',
    request: post({ query: '{ products { total password } }' }),
    status: 400,
    message: /Cannot query field "password" on type "ProductPage"/,
  },
  {
    name: 'bad variable type',
    request: post({ query: 'query($n: Int) { products(pageSize: $n) { total } }', variables: { n: 'many' } }),
    status: 400,
    message: /Variable "\$n" got invalid value "many"/,
  },
  {
    name: 'missing required variable',
    request: post({ query: 'query($id: String!) { cmsPage(identifier: $id) { title } }' }),
    status: 400,
    message: /Variable "\$id" of required type "String!" was not provided/,
  },
  {
    name: 'depth over the limit',
    request: post({ query: deep(12) }),
    status: 400,
    message: /exceeds the query depth limit of 10/,
  },
  {
    name: 'too many aliases',
    request: post({ query: aliases(21) }),
    status: 400,
    message: /Too many aliases: at most 20/,
  },
  {
    name: 'cost over the limit',
    request: post({
      query: '{ categoryTree { children { children { products(pageSize: 100) { items { sku } } } } } }',
    }),
    status: 400,
    message: /Query too costly: an estimated \d+ objects, at most 3000/,
  },
  {
    name: 'cost over the limit through a variable page size',
    request: post({
      query: 'query($n: Int) { categoryTree { children { products(pageSize: $n) { items { sku } } } } }',
      variables: { n: 100 },
    }),
    status: 400,
    message: /Query too costly/,
  },
  {
    name: 'page size over the cap',
    request: post({ query: '{ products(pageSize: 500) { total } }' }),
    status: 400,
    message: /Invalid pageSize: must be 1 to 100 \(got 500\)/,
  },
  {
    name: 'neither sku nor url key',
    request: post({ query: '{ product { sku } }' }),
    status: 400,
    message: /Give exactly one of sku, urlKey/,
  },
  {
    name: 'a bad filter attribute (the REST catalogue refuses it)',
    request: post({ query: '{ products(filters: [{attribute: "a b", in: [1]}]) { total } }' }),
    status: 400,
    message: /Invalid attribute name/,
  },
  {
    name: 'wrong content-type',
    request: post('{ products { total } }', { 'content-type': 'text/plain' }),
    status: 415,
    message: /Unsupported content-type "text\/plain": send the body as application\/json/,
  },
  {
    name: 'empty body',
    request: post('', { 'content-type': 'application/json' }),
    status: 400,
    message: /Invalid body/,
  },
  { name: 'no body at all', request: { method: 'POST' }, status: 400, message: /Invalid body/ },
  { name: 'broken JSON', request: post('{"query": '), status: 400, message: /not valid JSON/ },
  { name: 'query not a string', request: post({ query: 42 }), status: 400, message: /Invalid body\.query/ },
  {
    name: 'GET with a mutation',
    request: { method: 'GET', url: `/graphql?query=${encodeURIComponent('mutation { x }')}` },
    status: 405,
    message: /Operation cannot be performed via a GET request/,
  },
  {
    name: 'GET without a query',
    request: { method: 'GET', url: '/graphql' },
    status: 400,
    message: /Invalid querystring\.query/,
  },
  {
    name: 'GET with broken variables',
    request: {
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ cmsBlocks { id } }')}&variables=%7Bnope`,
    },
    status: 400,
    message: /Invalid variables: not valid JSON/,
  },
  {
    name: 'PUT',
    request: { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } },
    status: 405,
    message: /use GET or POST/,
  },
]

describe(`GraphQL bad input (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => t?.close())

  it.each(CASES)('$name → $status naming the problem', async ({ request, status, message }) => {
    const res = await t.app.inject({
      method: request.method,
      url: request.url ?? '/graphql',
      headers: request.headers,
      ...(request.body !== undefined ? { payload: request.body } : {}),
    })
    expect(res.statusCode, res.body).toBe(status)
    const body = JSON.parse(res.body)
    expect(body.errors?.[0]?.message ?? body.result, res.body).toMatch(message)
  })

  it('measures depth as mercurius does: 10 levels pass the depth check, 11 do not', async () => {
    // deep(n): categoryTree, n times children, id = n + 2 levels
    const at = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: deep(8) } })
    const over = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: deep(9) } })
    expect(JSON.parse(at.body).errors[0].message).toMatch(/Query too costly/)
    expect(JSON.parse(over.body).errors[0].message).toMatch(/exceeds the query depth limit of 10/)
  })

  it('still answers a query at the limits', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: `{ products(pageSize: 100) { total items { sku } } ${aliases(20).slice(1, -1)} }` },
    })
    expect(res.statusCode, res.body).toBe(200)
  })
})
