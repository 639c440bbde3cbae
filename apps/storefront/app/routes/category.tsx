/**
 * /c/{slug}: a category with its subcategories and filterable products (spec 000 §2). The slug is
 * a url key, url path or id of the store view's category tree; an unknown one is a 404 with the
 * spec's "Category query returned empty result".
 */
import { useEffect } from 'react'
import { hasActiveFilters, MESSAGES } from '@shop/commerce'
import type { Route } from './+types/category.ts'
import { Breadcrumbs } from '../components/layout/breadcrumbs.tsx'
import { CatalogListing } from '../components/catalog/listing.tsx'
import { notify } from '../components/notifications/store.ts'
import { SubcategoryLinks } from '../components/catalog/subcategory-links.tsx'
import { createTranslator } from '../i18n/translate.ts'
import {
  categorySlug,
  categoryTheme,
  categoryTrail,
  childCategories,
  resolveCategory,
} from '../lib/catalog/categories.ts'
import { customerApi } from '../lib/customer-group.server.ts'
import { categoryAlternates } from '../lib/catalog/alternates.server.ts'
import { requestCategories } from '../lib/catalog/category.server.ts'
import type { CategoryDoc } from '../lib/catalog/types.ts'
import { plainText } from '../lib/product-jsonld.ts'
import { loadAttributes, loadListingSafely } from '../lib/catalog/listing.server.ts'
import { notFoundPage } from '../lib/not-found.server.ts'
import { shopToday, withHome } from '../lib/catalog/page.ts'
import { categoryPathFor } from '../lib/catalog/urls.ts'
import { withListingQuery } from '../lib/catalog/store-switch.ts'
import { originFromMatches, pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'
import { useT } from '../lib/store-context.tsx'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const store = storeFromPath(url.pathname)
  const [categories, attributes] = await Promise.all([
    requestCategories(context, store),
    loadAttributes(context.api, store),
  ])
  const category = resolveCategory(categories, params.slug)
  const missing = `${MESSAGES.categoryEmpty} (slug: ${params.slug})`
  if (!category) return notFoundPage(context.api, store, `category ${params.slug}`, missing)
  const basePath = categoryPathFor(params.slug, store)
  const [listing, alternates] = await Promise.all([
    // priced for the customer's group (the group cookie)
    loadListingSafely(customerApi(context.api, request), store, { categoryId: category.id }, url, attributes),
    categoryAlternates(context.api, store, categories, category.id),
  ])
  if (listing.page > listing.pageCount)
    return notFoundPage(context.api, store, `category ${params.slug} page ${listing.page}`, missing)
  const link = (c: CategoryDoc) => categoryPathFor(categorySlug(categories, c), store)
  const t = createTranslator(store.language)
  return {
    category: { id: category.id, name: category.name, description: category.description ?? '' },
    breadcrumbs: withHome(store, [
      ...categoryTrail(categories, category).map((c) => ({ label: c.name, to: link(c) })),
      { label: category.name },
    ]),
    subcategories: childCategories(categories, category).map((c) => ({
      id: c.id,
      name: c.name,
      to: link(c),
      count: c.product_count ?? 0,
    })),
    theme: categoryTheme(categories, category),
    listing,
    basePath,
    today: shopToday(),
    // when the prices were read: shown beside them offline (decision 0226)
    fetchedAt: Date.now(),
    title:
      listing.page > 1
        ? t('catalog.category.titlePage', { name: category.name, page: listing.page })
        : category.name,
    description:
      plainText(category.description ?? '', 160) ||
      t('catalog.category.metaDescription', { name: category.name, count: listing.total }),
    canonicalPath: basePath + (listing.page > 1 ? `?page=${listing.page}` : ''),
    // hreflang links only name the first page (see meta)
    alternates,
    // the store switcher follows these: the same filters in the other store view
    storeSwitch: withListingQuery(alternates, listing),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.title,
        description: loaderData.description,
        canonicalPath: loaderData.canonicalPath,
        store: storeFromPath(location.pathname),
        // later pages are variants of the first page, which is what the other view has
        alternates: loaderData.listing.page > 1 ? {} : loaderData.alternates,
        origin: originFromMatches(matches),
      })
    : []

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { category, listing, basePath } = loaderData
  const nothing = listing.failed || (listing.total === 0 && !hasActiveFilters(listing.filters))

  // spec 000 §8: an empty or failed category is also a warning with an OK button
  useEffect(() => {
    if (nothing)
      notify({ type: 'warning', message: t('catalog.category.empty'), action1: { label: t('catalog.ok') } })
  }, [nothing, category.id, t])

  return (
    <div className="catalog-page">
      <Breadcrumbs trail={loaderData.breadcrumbs} />
      <header className="catalog-page__header">
        <h1>{category.name}</h1>
        {category.description && (
          <div className="catalog-page__intro" dangerouslySetInnerHTML={{ __html: category.description }} />
        )}
      </header>
      <SubcategoryLinks items={loaderData.subcategories} />
      <CatalogListing
        key={basePath + JSON.stringify(listing.filters)}
        listing={listing}
        basePath={basePath}
        today={loaderData.today}
        emptyText={t('catalog.category.empty')}
        scope={{ categoryId: category.id }}
      />
    </div>
  )
}
