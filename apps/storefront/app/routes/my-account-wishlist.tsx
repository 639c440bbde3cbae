/** /my-account/wishlist (001 §3, §4): the products the customer keeps for later, login required. */
import type { Route } from './+types/my-account-wishlist.ts'
import { AccountArea } from '../components/account/account-area.tsx'
import { WishlistPage } from '../components/wishlist/wishlist-page.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { useT } from '../lib/store-context.tsx'
import { pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({ title: createTranslator(store.language)('wishlist.title'), store, noindex: true })
}

export default function MyAccountWishlistPage() {
  const t = useT()
  return <AccountArea title={t('wishlist.title')}>{() => <WishlistPage />}</AccountArea>
}
