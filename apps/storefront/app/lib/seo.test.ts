import { describe, expect, it } from 'vitest'
import { metaDescription, originFromMatches, pageMeta, pageTitle } from './seo.ts'
import { storeFromPath } from './store-view.ts'

const nl = storeFromPath('/')
const de = storeFromPath('/de')

describe('pageTitle', () => {
  it('adds the shop name unless the title has it', () => {
    expect(pageTitle('Over ons', nl)).toBe('Over ons | Fietsgroothandel')
    expect(pageTitle('Over ons | Fietsgroothandel', nl)).toBe('Over ons | Fietsgroothandel')
    expect(pageTitle('  ', de)).toBe('Fietsgroothandel')
  })
})

describe('metaDescription', () => {
  it('flattens whitespace and cuts long texts at a word', () => {
    expect(metaDescription('a\n  b')).toBe('a b')
    const cut = metaDescription('woord '.repeat(60))
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('woord…')).toBe(true)
  })
})

describe('pageMeta', () => {
  it('gives title, description, absolute canonical and hreflang alternates', () => {
    const meta = pageMeta({
      title: 'Über uns',
      description: 'Wer wir sind',
      canonicalPath: '/de/about-us',
      store: de,
      alternates: { nl: '/about-us', de: '/de/about-us' },
      origin: 'https://shop.example',
    })
    expect(meta).toEqual([
      { title: 'Über uns | Fietsgroothandel' },
      { name: 'description', content: 'Wer wir sind' },
      { tagName: 'link', rel: 'canonical', href: 'https://shop.example/de/about-us' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'nl-NL', href: 'https://shop.example/about-us' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'de-DE', href: 'https://shop.example/de/about-us' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.example/about-us' },
    ])
  })

  it('keeps paths relative without an origin and leaves out a lone alternate', () => {
    const meta = pageMeta({
      title: 'Fietsen',
      canonicalPath: '/c/fietsen',
      store: nl,
      alternates: { nl: '/c/fietsen' },
    })
    expect(meta).toEqual([
      { title: 'Fietsen | Fietsgroothandel' },
      { tagName: 'link', rel: 'canonical', href: '/c/fietsen' },
    ])
  })

  it('marks noindex pages and gives them no canonical', () => {
    expect(pageMeta({ title: 'Fout', canonicalPath: '/error', store: nl, noindex: true })).toEqual([
      { title: 'Fout | Fietsgroothandel' },
      { name: 'robots', content: 'noindex, follow' },
    ])
  })
})

describe('originFromMatches', () => {
  it('reads the root loader data', () => {
    expect(originFromMatches([{ id: 'root', loaderData: { origin: 'http://x' } }, { id: 'page' }])).toBe(
      'http://x',
    )
    expect(originFromMatches([{ id: 'root', data: undefined }])).toBeUndefined()
  })
})
