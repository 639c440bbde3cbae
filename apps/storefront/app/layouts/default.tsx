/**
 * The default layout: header with the main menu and search, the page, the footer with the
 * "footer-links" CMS block, and the notifications region. Menu and footer are decoration: when
 * they fail to load the page still renders (without them).
 */
import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/default.ts'
import { SearchPanel } from '../components/catalog/search-panel.tsx'
import { errorMeta } from '../components/layout/error-meta.ts'
import { ErrorPage } from '../components/layout/lazy-error-page.tsx'
import { PageShell } from '../components/layout/page-shell.tsx'
import { requestCategories } from '../lib/catalog/category.server.ts'
import { loadCmsBlock } from '../lib/cms.server.ts'
import { buildMainMenu, type MenuItem } from '../lib/menu.ts'
import { loadShopInfo } from '../lib/shop-info.server.ts'
import { siteMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = storeFromPath(new URL(request.url).pathname)
  const [menu, footer, shopInfo] = await Promise.all([
    requestCategories(context, store)
      .then((categories) => buildMainMenu(categories, store))
      .catch((error: unknown): MenuItem[] => {
        console.error('Main menu failed', error)
        return []
      }),
    loadCmsBlock(context.api, store, 'footer-links'),
    loadShopInfo(context.api, store),
  ])
  // the block's column titles are <h4>; on the page they follow the h1, so they become h2
  return {
    menu,
    footer: footer?.replace(/<(\/?)h4\b/gi, '<$1h2') ?? null,
    shopInfo,
    renderedAt: Date.now(),
  }
}

/**
 * Menu and footer belong to the store view, not to the page: no reload on navigation or filter
 * changes (switching /de <-> / matches a different layout route, which loads its own).
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false
}

/** Error pages get their title here; pages without a meta export get the shop's name. */
export const meta: Route.MetaFunction = ({ error, location }) => {
  const store = storeFromPath(location.pathname)
  return error ? errorMeta(error, store) : siteMeta(store)
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell
      menu={loaderData.menu}
      footer={loaderData.footer}
      search={<SearchPanel />}
      shopInfo={loaderData.shopInfo}
      renderedAt={loaderData.renderedAt}
    >
      <Outlet />
    </PageShell>
  )
}

/** Errors of pages without their own boundary (404, 500) inside the normal frame. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <PageShell
      menu={loaderData?.menu ?? []}
      footer={loaderData?.footer ?? null}
      search={<SearchPanel />}
      shopInfo={loaderData?.shopInfo ?? null}
      renderedAt={loaderData?.renderedAt ?? 0}
    >
      <ErrorPage error={error} />
    </PageShell>
  )
}
