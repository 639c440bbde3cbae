import { describe, expect, it } from 'vitest'
import { externalCheckoutUrl, parseExternalCheckoutUrl } from './external-checkout.ts'

describe('external checkout (spec 000 §2)', () => {
  it('is on only for an http(s) URL', () => {
    expect(parseExternalCheckoutUrl('https://shop.example.nl/')).toBe('https://shop.example.nl')
    expect(parseExternalCheckoutUrl(' http://magento.local/nl ')).toBe('http://magento.local/nl')
    for (const off of [undefined, '', '  ', 'javascript:alert(1)', 'ftp://x', 'geen url', 3])
      expect(parseExternalCheckoutUrl(off)).toBe('')
  })

  it('goes to {url}/{country}/vue/cart/sync with the user token and the cart token', () => {
    expect(externalCheckoutUrl('https://shop.example.nl/', 'a1b2', 'tok en', 'NL')).toBe(
      'https://shop.example.nl/nl/vue/cart/sync?token=tok+en&cart=a1b2',
    )
  })
})
