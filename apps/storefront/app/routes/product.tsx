/**
 * /p/{parentSku}/{slug}[/{childSku}] (child sku also as ?childSku=): every product type on one
 * page. The loader picks the variant, so the server renders the chosen child's price and stock;
 * the canonical address is always the parent's.
 */
import { redirect } from 'react-router'
import type { Route } from './+types/product.ts'
import { Breadcrumbs } from '../components/layout/breadcrumbs.tsx'
import { ProductDetail } from '../components/product/product-detail.tsx'
import {
  categorySlug,
  primaryCategory,
  categoryTrail,
  themeForCategoryIds,
} from '../lib/catalog/categories.ts'
import { customerApi } from '../lib/customer-group.server.ts'
import { productAlternates } from '../lib/catalog/alternates.server.ts'
import { requestCategories } from '../lib/catalog/category.server.ts'
import { plainText } from '../lib/product-jsonld.ts'
import { loadAttributes } from '../lib/catalog/listing.server.ts'
import { shopToday, withHome, type Crumb } from '../lib/catalog/page.ts'
import {
  chooseChild,
  loadMembers,
  loadProduct,
  loadRelated,
  loadReviews,
  loadTaxRate,
} from '../lib/catalog/product.server.ts'
import { buildProductView } from '../lib/catalog/product-view.ts'
import type { CategoryDoc } from '../lib/catalog/types.ts'
import { categoryPathFor, productPath } from '../lib/catalog/urls.ts'
import { originFromMatches, pageMeta } from '../lib/seo.ts'
import { storeFromPath, type StorefrontStore } from '../lib/store-view.ts'


function crumbs(
  store: StorefrontStore,
  categories: CategoryDoc[],
  ids: readonly number[],
  name: string,
): Crumb[] {
  const main = primaryCategory(categories, ids)
  const trail = main ? [...categoryTrail(categories, main), main] : []
  return withHome(store, [
    ...trail.map((c) => ({ label: c.name, to: categoryPathFor(categorySlug(categories, c), store) })),
    { label: name },
  ])
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // priced for the customer's group (the group cookie), also the product's members and related products
  const api = customerApi(context.api, request)
  const url = new URL(request.url)
  const store = storeFromPath(url.pathname)
  const childSku = params.childSku ?? url.searchParams.get('childSku')
  const product = await loadProduct(api, store, params.parentSku, params.slug)
  const slug = product.slug || product.url_key
  // one address per product: a wrong or old slug moves to the current one
  if (slug && slug !== params.slug) throw redirect(productPath(product, store, childSku) + url.search, 301)

  const chosen = chooseChild(product, store, childSku, url)
  if (chosen.redirectTo) throw redirect(chosen.redirectTo)

  const [categories, attributes, members, related, reviews, taxRatePercent, alternates] = await Promise.all([
    requestCategories(context, store),
    loadAttributes(api, store),
    loadMembers(api, store, product),
    loadRelated(api, store, product),
    loadReviews(api, store, product.id),
    loadTaxRate(api, store, product),
    productAlternates(api, store, product),
  ])
  const today = shopToday()
  const view = buildProductView({
    product,
    child: chosen.child,
    variantError: chosen.error,
    attributes,
    members,
    related,
    reviews,
    taxRatePercent,
    today,
  })
  const canonicalPath = productPath(product, store)
  const ids = product.category_ids ?? []
  return {
    view,
    today,
    // when the prices were read: shown beside them offline (decision 0226)
    fetchedAt: Date.now(),
    theme: themeForCategoryIds(categories, ids),
    breadcrumbs: crumbs(store, categories, ids, product.name),
    canonicalPath,
    alternates,
    origin: url.origin,
    currency: store.view.currency,
    title: product.meta_title || product.name,
    description:
      product.meta_description || plainText(product.short_description || product.description || '', 160),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.title,
        description: loaderData.description,
        canonicalPath: loaderData.canonicalPath,
        store: storeFromPath(location.pathname),
        alternates: loaderData.alternates,
        origin: originFromMatches(matches),
      })
    : []

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData
  return (
    <div className="catalog-page">
      <Breadcrumbs trail={loaderData.breadcrumbs} />
      <ProductDetail
        key={view.sku}
        view={view}
        today={loaderData.today}
        url={loaderData.origin + loaderData.canonicalPath}
        origin={loaderData.origin}
        currency={loaderData.currency}
      />
    </div>
  )
}
