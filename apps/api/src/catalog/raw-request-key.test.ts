import { describe, expect, it } from 'vitest'
import { rawRequestKey } from './catalog-service.ts'

describe('rawRequestKey', () => {
  it('keys plain GET requests by URL and store header', () => {
    expect(rawRequestKey('GET', '/api/catalog/x/product/_search?size=5', 'de', undefined)).toBe(
      '/api/catalog/x/product/_search?size=5|de',
    )
    expect(rawRequestKey('GET', '/a?b=1', undefined, undefined)).toBe('/a?b=1|')
  })

  it('has no key for requests whose meaning can change: tokens expire; bodies are not in the URL', () => {
    expect(
      rawRequestKey('GET', '/a?request=%7B%22groupToken%22%3A%22x%22%7D', undefined, undefined),
    ).toBeUndefined()
    expect(rawRequestKey('GET', '/a?token=abc', undefined, undefined)).toBeUndefined()
    expect(rawRequestKey('GET', '/a', undefined, 'Bearer abc')).toBeUndefined()
    expect(rawRequestKey('POST', '/a', undefined, undefined)).toBeUndefined()
  })
})
