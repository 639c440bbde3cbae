/** /my-account/recently-viewed (001 §2): products seen in this browser, login required. */
import type { Route } from './+types/my-account-recently-viewed.ts'
import { AccountArea } from '../components/account/account-area.tsx'
import { RecentlyViewedPage } from '../components/wishlist/recently-viewed-page.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { useT } from '../lib/store-context.tsx'
import { pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({ title: createTranslator(store.language)('recentlyViewed.title'), store, noindex: true })
}

export default function MyAccountRecentlyViewedPage() {
  const t = useT()
  return <AccountArea title={t('recentlyViewed.title')}>{() => <RecentlyViewedPage />}</AccountArea>
}
