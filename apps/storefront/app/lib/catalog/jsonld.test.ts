import { describe, expect, it } from 'vitest'
import { breadcrumbListJsonLd, jsonLdText } from './jsonld.ts'
import { plainText, productJsonLd } from '../product-jsonld.ts'

const INPUT = {
  name: 'Gazelle Orange C7',
  sku: 'GZ-ORANGE-C7',
  description: 'Stadsfiets',
  url: 'https://shop.example/p/GZ-ORANGE-C7/gazelle-orange-c7',
  images: ['https://shop.example/img/744/744/resize/catalog/a.jpg'],
  price: 749,
  currency: 'EUR',
  availability: 'in_stock' as const,
  ean: '8700046872518',
  brand: 'Gazelle',
}

describe('productJsonLd', () => {
  it('describes the product with its offer incl. tax', () => {
    expect(productJsonLd(INPUT)).toMatchObject({
      '@type': 'Product',
      gtin13: '8700046872518',
      brand: { '@type': 'Brand', name: 'Gazelle' },
      offers: {
        '@type': 'Offer',
        price: '749.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    })
  })

  it('leaves out what is unknown or invalid', () => {
    const ld = productJsonLd({
      ...INPUT,
      ean: '123',
      brand: null,
      price: null,
      images: [],
      availability: 'soon',
    })
    expect(ld).not.toHaveProperty('gtin13')
    expect(ld).not.toHaveProperty('brand')
    expect(ld).not.toHaveProperty('offers')
    expect(ld).not.toHaveProperty('image')
  })

  it('cannot end its script element early', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('<')
  })
})

describe('plainText', () => {
  it('strips tags and entities and shortens', () => {
    expect(plainText('<p>Droog&nbsp;aankomen</p><ul><li>SKS &amp; co</li></ul>')).toBe(
      'Droog aankomen SKS & co',
    )
    expect(plainText('a'.repeat(20), 10)).toBe('aaaaaaaaa…')
  })
})

describe('breadcrumbListJsonLd', () => {
  it('numbers the trail from 1, links all but the current page absolutely', () => {
    const ld = breadcrumbListJsonLd(
      [
        { label: 'Home', to: '/de' },
        { label: 'Fahrräder', to: '/de/c/fahrraeder' },
        { label: 'Stadträder', to: '/de/c/stadtraeder' },
      ],
      'https://shop.example',
    )
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/de' },
        { '@type': 'ListItem', position: 2, name: 'Fahrräder', item: 'https://shop.example/de/c/fahrraeder' },
        { '@type': 'ListItem', position: 3, name: 'Stadträder' },
      ],
    })
  })
})
