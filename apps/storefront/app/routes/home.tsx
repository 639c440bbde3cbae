/**
 * / (also /pwa.html and /de): banners from CMS blocks, the new collection (8 newest) and the
 * bestsellers (8, see lib/catalog/home.server.ts for how they are chosen).
 */
import type { Route } from './+types/home.ts'
import { ProductGrid } from '../components/catalog/product-tile.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { customerApi } from '../lib/customer-group.server.ts'
import {
  eagerImage,
  loadBestsellers,
  loadHomeBlocks,
  loadNewCollection,
  responsiveBanner,
} from '../lib/catalog/home.server.ts'
import { shopToday } from '../lib/catalog/page.ts'
import { originFromMatches, pageMeta } from '../lib/seo.ts'
import { localPath, storeFromPath } from '../lib/store-view.ts'
import { useT } from '../lib/store-context.tsx'

// the banners' rendered widths (catalog-listing.css: the page is at most 1240 px with 16 px
// padding; from 900 px the main banner takes 2 of 3 grid columns)
const HEAD_SIZES = '(min-width: 1240px) 1208px, calc(100vw - 32px)'
const MAIN_SIZES = '(min-width: 1240px) 800px, (min-width: 900px) 66vw, calc(100vw - 32px)'


export async function loader({ request, context }: Route.LoaderArgs) {
  const store = storeFromPath(new URL(request.url).pathname)
  // the product lists are priced for the customer's group (the group cookie)
  const api = customerApi(context.api, request)
  const [blocks, newCollection, bestsellers] = await Promise.all([
    loadHomeBlocks(api, store),
    loadNewCollection(api, store),
    loadBestsellers(api, store),
  ])
  const head = blocks['home-head-image']
  const main = blocks['home-banner-main']
  const t = createTranslator(store.language)
  // both top banners are above the fold; on phones the main one is the largest picture (LCP)
  return {
    blocks: {
      ...blocks,
      ...(head ? { 'home-head-image': responsiveBanner(eagerImage(head, true), HEAD_SIZES) } : {}),
      ...(main ? { 'home-banner-main': responsiveBanner(eagerImage(main, true), MAIN_SIZES) } : {}),
    },
    newCollection,
    bestsellers,
    today: shopToday(),
    // when the prices were read: shown beside them offline (decision 0226)
    fetchedAt: Date.now(),
    title: t('catalog.home.metaTitle'),
    alternates: { nl: '/', de: '/de' },
    description: t('catalog.home.metaDescription'),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return []
  const store = storeFromPath(location.pathname)
  return pageMeta({
    title: loaderData.title,
    description: loaderData.description,
    canonicalPath: localPath('/', store),
    store,
    alternates: loaderData.alternates,
    origin: originFromMatches(matches),
  })
}

function Block({ html, className }: { html: string | undefined; className: string }) {
  // CMS blocks are edited by the shop's staff in the back office, not by shoppers
  return html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { blocks, today } = loaderData
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('catalog.home.title')}</h1>
      <Block html={blocks['home-head-image']} className="home__head" />
      <div className="home__banners">
        <Block html={blocks['home-banner-main']} className="home__banner home__banner--main" />
        <Block html={blocks['home-banner-small-1']} className="home__banner home__banner--small" />
        <Block html={blocks['home-banner-small-2']} className="home__banner home__banner--small" />
      </div>
      {loaderData.newCollection.length > 0 && (
        <section className="home__section" aria-labelledby="home-new">
          <h2 id="home-new">{t('catalog.home.newCollection')}</h2>
          <ProductGrid
            products={loaderData.newCollection}
            today={today}
            label={t('catalog.home.newCollection')}
            eagerCount={0}
          />
        </section>
      )}
      <Block html={blocks['home-banner-product']} className="home__banner home__banner--product" />
      {loaderData.bestsellers.length > 0 && (
        <section className="home__section" aria-labelledby="home-bestsellers">
          <h2 id="home-bestsellers">{t('catalog.home.bestsellers')}</h2>
          <ProductGrid
            products={loaderData.bestsellers}
            today={today}
            label={t('catalog.home.bestsellers')}
            eagerCount={0}
          />
        </section>
      )}
    </div>
  )
}
