import { STATIC_PAGES } from '@shop/commerce'
import { cmsBlock, cmsPage, urlRewrite } from '../db/schema/index.ts'
import type { Db } from '../db/client.ts'
import { categoryUrlPaths, CAT } from './categories.ts'
import { BANNERS } from './images/banners.ts'
import { a, type PageDef } from './content/html.ts'
import { PAGES_DE } from './content/pages-de.ts'
import { PAGES_NL } from './content/pages-nl.ts'
import { insertRows } from './insert.ts'
import { STORE_DE, STORE_NL } from './stores-and-tax.ts'
import { escapeHtml } from './text.ts'

/** CMS pages (one per static route, both stores), home banners and footer blocks, and their URLs. */

/** identifiers of the spec's static routes (both stores have a page for each), the home content and the 404 text */
export const STATIC_PAGE_IDENTIFIERS = [...STATIC_PAGES, 'home', 'page-not-found'] as const

type Lang = 'nl' | 'de'
const STORES: readonly [number, Lang, readonly PageDef[]][] = [
  [STORE_NL, 'nl', PAGES_NL],
  [STORE_DE, 'de', PAGES_DE],
]

function banner(key: string, lang: Lang, href: string, alt: string): string {
  const def = BANNERS.find((b) => b.key === key)!
  const file = `banners/${key}${lang === 'de' ? '-de' : ''}.jpg`
  return `<a class="banner banner-${key}" href="${href}"><img src="/img/${def.width}/${def.height}/resize/${file}" width="${def.width}" height="${def.height}" alt="${escapeHtml(alt)}" loading="lazy"></a>`
}

function blocks(lang: Lang) {
  const paths = categoryUrlPaths()
  const prefix = lang === 'de' ? '/de/' : '/'
  const cat = (id: number) => prefix + paths.get(id)![lang]
  const text = (def: (typeof BANNERS)[number]) => `${def.headline[lang]} - ${def.subline[lang]}`
  const byKey = (key: string) => BANNERS.find((b) => b.key === key)!
  const page = (identifier: string) => prefix + identifier
  const footer =
    lang === 'nl'
      ? [
          [
            'Klantenservice',
            [
              ['customer-service', 'Klantenservice'],
              ['delivery', 'Verzending en levering'],
              ['order-tracking', 'Bestelling volgen'],
              ['i/returns', 'Retourneren'],
              ['size-guide', 'Maattabel'],
            ],
          ],
          [
            'Fietsgroothandel',
            [
              ['about-us', 'Over ons'],
              ['store-locator', 'Winkels'],
              ['magazine', 'Magazine'],
              ['gift-card', 'Cadeaubon'],
              ['contact', 'Contact'],
            ],
          ],
          [
            'Juridisch',
            [
              ['legal', 'Algemene voorwaarden'],
              ['privacy', 'Privacyverklaring'],
            ],
          ],
        ]
      : [
          [
            'Kundenservice',
            [
              ['customer-service', 'Kundenservice'],
              ['delivery', 'Versand und Lieferung'],
              ['order-tracking', 'Sendungsverfolgung'],
              ['i/returns', 'Rücksendung'],
              ['size-guide', 'Größentabelle'],
            ],
          ],
          [
            'Fietsgroothandel',
            [
              ['about-us', 'Über uns'],
              ['store-locator', 'Filialen'],
              ['magazine', 'Magazin'],
              ['gift-card', 'Gutschein'],
              ['contact', 'Kontakt'],
            ],
          ],
          [
            'Rechtliches',
            [
              ['legal', 'AGB'],
              ['privacy', 'Datenschutz'],
            ],
          ],
        ]
  const footerHtml = (footer as [string, [string, string][]][])
    .map(
      ([title, links]) =>
        `<div class="footer-column"><h4>${title}</h4><ul>${links.map(([id, label]) => `<li>${a(page(id), label)}</li>`).join('')}</ul></div>`,
    )
    .join('')
  return [
    {
      identifier: 'home-banner-main',
      title: lang === 'nl' ? 'Homepage hoofdbanner' : 'Startseite Hauptbanner',
      content: banner('home-main', lang, cat(CAT.eBikes), text(byKey('home-main'))),
    },
    {
      identifier: 'home-banner-small-1',
      title: lang === 'nl' ? 'Homepage kleine banner 1' : 'Startseite kleines Banner 1',
      content: banner('home-small-1', lang, cat(CAT.cityBikes), text(byKey('home-small-1'))),
    },
    {
      identifier: 'home-banner-small-2',
      title: lang === 'nl' ? 'Homepage kleine banner 2' : 'Startseite kleines Banner 2',
      content: banner('home-small-2', lang, cat(CAT.urban), text(byKey('home-small-2'))),
    },
    {
      identifier: 'home-banner-product',
      title: lang === 'nl' ? 'Homepage productbanner' : 'Startseite Produktbanner',
      content: banner('home-product', lang, cat(CAT.sale), text(byKey('home-product'))),
    },
    {
      identifier: 'home-head-image',
      title: lang === 'nl' ? 'Homepage kopafbeelding' : 'Startseite Kopfbild',
      content: banner('home-head', lang, prefix, text(byKey('home-head'))),
    },
    {
      identifier: 'footer-links',
      title: lang === 'nl' ? 'Footer links' : 'Footer-Links',
      content: `<div class="footer-links">${footerHtml}</div>`,
    },
  ]
}

export async function seedContent(db: Db, now: Date): Promise<void> {
  for (const [storeId, lang, pages] of STORES) {
    const missing = STATIC_PAGE_IDENTIFIERS.filter((id) => !pages.some((page) => page.identifier === id))
    if (missing.length > 0) throw new Error(`CMS pages missing for ${lang}: ${missing.join(', ')}`)
    await insertRows(
      db,
      cmsPage,
      pages.map((page) => ({
        identifier: page.identifier,
        storeId,
        title: page.title,
        contentHeading: page.heading,
        content: page.content.join('\n'),
        metaTitle: `${page.title} | Fietsgroothandel`,
        metaDescription: page.metaDescription,
        metaKeywords: page.keywords,
        isActive: true,
        pageLayout: page.layout ?? 'default',
        updatedAt: now,
      })),
    )
    await insertRows(
      db,
      cmsBlock,
      blocks(lang).map((block) => ({ ...block, storeId, isActive: true, updatedAt: now })),
    )
  }
  // url rewrites: request path = identifier, for the dispatcher (the page ids are known after insert)
  const rows = (
    await db
      .select({ id: cmsPage.id, identifier: cmsPage.identifier, storeId: cmsPage.storeId })
      .from(cmsPage)
  ).map((page) => ({
    storeId: page.storeId,
    requestPath: page.identifier,
    entityType: 'cms_page',
    entityId: page.id,
    targetPath: '',
    redirectType: 0,
  }))
  await insertRows(db, urlRewrite, rows)
}
