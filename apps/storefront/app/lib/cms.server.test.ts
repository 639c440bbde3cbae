import { describe, expect, it } from 'vitest'
import { cmsPagePath, loadCmsBlock, loadCmsPage, toCmsPage } from './cms.server.ts'
import { storeFromPath } from './store-view.ts'

const nl = storeFromPath('/')
const de = storeFromPath('/de')

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('cmsPagePath', () => {
  it('uses the static route for static pages and /i/ for the others', () => {
    expect(cmsPagePath('about-us', nl)).toBe('/about-us')
    expect(cmsPagePath('about-us', de)).toBe('/de/about-us')
    expect(cmsPagePath('returns', de)).toBe('/de/i/returns')
  })
})

describe('toCmsPage', () => {
  it('falls back to the title for heading and meta, and to the text for the description', () => {
    expect(
      toCmsPage({ identifier: 'x', title: 'Titel', content: '<p>Tekst <script>x()</script></p>' }),
    ).toEqual({
      identifier: 'x',
      title: 'Titel',
      heading: 'Titel',
      content: '<p>Tekst </p>',
      metaTitle: 'Titel',
      metaDescription: 'Tekst',
    })
  })
})

describe('loadCmsPage', () => {
  it('asks for the identifier in the store view and maps 404 to null', async () => {
    const calls: string[] = []
    const api = async (path: string) => {
      calls.push(path)
      return path.includes('about-us')
        ? json(200, { code: 200, result: { identifier: 'about-us', title: 'Über uns', content: '<p>x</p>' } })
        : json(404, { code: 404, result: 'CMS query returned empty result' })
    }
    expect((await loadCmsPage(api, de, 'about-us'))?.title).toBe('Über uns')
    expect(await loadCmsPage(api, de, 'nope')).toBeNull()
    expect(calls).toEqual([
      '/api/ext/cms-data/cmsPageIdentifier/about-us/storeId/3',
      '/api/ext/cms-data/cmsPageIdentifier/nope/storeId/3',
    ])
  })

  it('fails loudly on a server error', async () => {
    await expect(loadCmsPage(async () => json(500, {}), nl, 'x')).rejects.toBeInstanceOf(Response)
  })
})

describe('loadCmsBlock', () => {
  it('never throws: a failing block is simply absent', async () => {
    expect(await loadCmsBlock(async () => json(500, {}), nl, 'footer-links')).toBeNull()
    expect(
      await loadCmsBlock(
        async () => {
          throw new Error('down')
        },
        nl,
        'footer-links',
      ),
    ).toBeNull()
    expect(await loadCmsBlock(async () => json(200, { result: { content: '<p>x</p>' } }), nl, 'x')).toBe(
      '<p>x</p>',
    )
  })
})
