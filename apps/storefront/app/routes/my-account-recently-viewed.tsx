/** /my-account/recently-viewed (001 §2): products seen in this browser, login required. */
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { RecentlyViewedPage } from '../components/wishlist/recently-viewed-page.tsx'

export const handle: AccountPageHandle = { accountTitle: 'recentlyViewed.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountRecentlyViewedPage() {
  return <RecentlyViewedPage />
}
