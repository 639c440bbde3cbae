import { describe, expect, it } from 'vitest'
import { eagerImage, responsiveBanner } from './home.server.ts'
import { normalizeSearchText, suggestionQuery } from './search.ts'

describe('home banners', () => {
  it('loads the first banner image at once', () => {
    const html =
      '<a href="/x"><img src="/img/a.jpg" width="1600" loading="lazy"></a><img src="b" loading="lazy">'
    expect(eagerImage(html, true)).toBe(
      '<a href="/x"><img src="/img/a.jpg" width="1600" fetchpriority="high"></a><img src="b" loading="lazy">',
    )
    expect(eagerImage(html, false)).toBe(
      '<a href="/x"><img src="/img/a.jpg" width="1600"></a><img src="b" loading="lazy">',
    )
  })
})

describe('responsive banners', () => {
  it('offers the 800 px copy of a 1600 px banner, other images as they are', () => {
    const html = '<a href="/"><img src="/img/1600/400/resize/banners/head.jpg" width="1600" height="400"></a>'
    expect(responsiveBanner(html, '100vw')).toBe(
      '<a href="/"><img src="/img/1600/400/resize/banners/head.jpg" srcset="/img/800/300/resize/banners/head.jpg 800w, /img/1600/400/resize/banners/head.jpg 1600w" sizes="100vw" width="1600" height="400"></a>',
    )
    const small = '<img src="/img/800/300/resize/banners/small.jpg">'
    expect(responsiveBanner(small, '100vw')).toBe(small)
  })
})

describe('search text', () => {
  it('is trimmed, single-spaced and bounded', () => {
    expect(normalizeSearchText('  gazelle   orange ')).toBe('gazelle orange')
    expect(normalizeSearchText(undefined)).toBe('')
    expect(normalizeSearchText('x'.repeat(300))).toHaveLength(100)
  })

  it('suggestions search listed products only', () => {
    expect(suggestionQuery(' gaz ')).toEqual({
      _appliedFilters: [
        { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
        { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
      ],
      _searchText: 'gaz',
    })
  })
})
