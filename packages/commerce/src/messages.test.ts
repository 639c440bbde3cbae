import { describe, it, expect } from 'vitest'
import { MESSAGES, fillMessage } from './messages.ts'

describe('MESSAGES', () => {
  it('holds the exact spec texts', () => {
    expect(MESSAGES.productPriceUnknown).toBe(
      'Product price is unknown, product cannot be added to the cart!',
    )
    expect(MESSAGES.productStatusEmpty).toBe('Product query returned empty result product status = {status}')
    expect(MESSAGES.categoryEmpty).toBe('Category query returned empty result')
    expect(MESSAGES.cmsEmpty).toBe('CMS query returned empty result')
    expect(MESSAGES.noSuchConfiguration).toBe(
      'No such configuration for the product. Please do choose another combination of attributes.',
    )
    expect(MESSAGES.categoryNoProducts).toBe(
      'No products synchronized for this category. Please come back while online!',
    )
  })

  it('has no duplicate texts and no stray whitespace', () => {
    const texts = Object.values(MESSAGES)
    expect(new Set(texts).size).toBe(texts.length)
    for (const text of texts) expect(text).toBe(text.trim())
  })

  it('is frozen', () => {
    expect(Object.isFrozen(MESSAGES)).toBe(true)
  })
})

describe('fillMessage', () => {
  it('fills placeholders', () => {
    expect(fillMessage(MESSAGES.productStatusEmpty, { status: 2 })).toBe(
      'Product query returned empty result product status = 2',
    )
    expect(fillMessage('{a} and {b} and {a}', { a: 'x', b: 0 })).toBe('x and 0 and x')
  })

  it('leaves unknown placeholders and plain text alone', () => {
    expect(fillMessage('status = {status}', {})).toBe('status = {status}')
    expect(fillMessage(MESSAGES.cmsEmpty, { status: 2 })).toBe(MESSAGES.cmsEmpty)
  })

  it('does not read inherited properties', () => {
    expect(fillMessage('{toString}', {})).toBe('{toString}')
  })
})
