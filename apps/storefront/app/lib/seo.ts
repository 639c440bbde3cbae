/**
 * Title, description, canonical link and hreflang alternates of a page as React Router meta
 * descriptors. Paths are full site paths, store prefix included (use localPath()); with `origin`
 * ("https://shop.example") the links become absolute, which search engines prefer. Routes get the
 * origin in meta() through originFromMatches(matches) (the root loader provides it).
 *
 *   export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
 *     pageMeta({ title, description, canonicalPath: localPath('/about-us', store), store,
 *                alternates: { nl: '/about-us', de: '/de/about-us' }, origin: originFromMatches(matches) })
 */
import type { MetaDescriptor } from 'react-router'
import { createTranslator } from '../i18n/translate.ts'
import type { StorefrontStore } from './store-view.ts'

export type Language = 'nl' | 'de'
export type Alternates = Partial<Record<Language, string>>

export interface PageMetaInput {
  title: string
  description?: string | null
  /** full path incl. store prefix and any query that belongs to the canonical page */
  canonicalPath?: string
  store: StorefrontStore
  /** the same page in each store view; x-default is the Dutch one */
  alternates?: Alternates
  origin?: string
  /** error and personal pages */
  noindex?: boolean
}

const HREFLANG: Record<Language, string> = { nl: 'nl-NL', de: 'de-DE' }

export function absoluteUrl(path: string, origin?: string): string {
  return origin ? new URL(path, origin).href : path
}

/** "Over ons" -> "Over ons | Fietsgroothandel"; titles that already name the shop stay as they are. */
export function pageTitle(title: string, store: StorefrontStore): string {
  const site = createTranslator(store.language)('site.name')
  const clean = title.trim()
  if (!clean) return site
  return clean.toLowerCase().includes(site.toLowerCase()) ? clean : `${clean} | ${site}`
}

/** Descriptions longer than what result pages show are cut at a word boundary. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { store, origin } = input
  const meta: MetaDescriptor[] = [{ title: pageTitle(input.title, store) }]
  if (input.description) meta.push({ name: 'description', content: metaDescription(input.description) })
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex, follow' })
  if (input.canonicalPath && !input.noindex)
    meta.push({ tagName: 'link', rel: 'canonical', href: absoluteUrl(input.canonicalPath, origin) })
  const alternates = Object.entries(input.alternates ?? {}).filter(([, path]) => !!path) as [
    Language,
    string,
  ][]
  if (alternates.length > 1 && !input.noindex) {
    for (const [language, path] of alternates)
      meta.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: HREFLANG[language],
        href: absoluteUrl(path, origin),
      })
    const fallback = input.alternates?.nl ?? alternates[0]![1]
    meta.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(fallback, origin),
    })
  }
  return meta
}

interface MatchLike {
  id: string
  loaderData?: unknown
  data?: unknown
}

/** The request origin the root loader hands down (undefined while it is missing). */
export function originFromMatches(matches: readonly (MatchLike | undefined)[]): string | undefined {
  const root = matches.find((m) => m?.id === 'root')
  const data = (root?.loaderData ?? root?.data) as { origin?: unknown } | undefined
  return typeof data?.origin === 'string' ? data.origin : undefined
}

/** The shop's own title and description, for pages that have nothing more specific. */
export function siteMeta(store: StorefrontStore): MetaDescriptor[] {
  const t = createTranslator(store.language)
  return pageMeta({ title: t('site.name'), description: t('site.description'), store })
}
