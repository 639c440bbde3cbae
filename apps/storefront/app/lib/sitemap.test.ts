import { describe, expect, it } from 'vitest'
import { escapeXml, lastmodOf, sitemapXml } from './sitemap.ts'

describe('sitemapXml', () => {
  it('lists each URL once, escaped, with its date', () => {
    const xml = sitemapXml([
      { loc: 'https://x/c/a?b=1&c=2', lastmod: '2026-11-22' },
      { loc: 'https://x/' },
      { loc: 'https://x/' },
    ])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<url><loc>https://x/c/a?b=1&amp;c=2</loc><lastmod>2026-11-22</lastmod></url>')
    expect(xml.match(/<loc>https:\/\/x\/<\/loc>/g)).toHaveLength(1)
  })

  it('escapes and reads dates', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
    expect(lastmodOf('2026-11-22 06:43:23')).toBe('2026-11-22')
    expect(lastmodOf('2026-11-22T06:43:23.996Z')).toBe('2026-11-22')
    expect(lastmodOf('gisteren')).toBeUndefined()
  })
})
