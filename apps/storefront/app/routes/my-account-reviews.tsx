/** /my-account/reviews ("my reviews", 001 §2): the customer's reviews and their moderation status. */
import type { Route } from './+types/my-account-reviews.ts'
import { AccountArea } from '../components/account/account-area.tsx'
import { MyReviews } from '../components/review/my-reviews.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { useT } from '../lib/store-context.tsx'
import { pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({ title: createTranslator(store.language)('review.mine.title'), store, noindex: true })
}

export default function MyAccountReviewsPage() {
  const t = useT()
  return <AccountArea title={t('review.mine.title')}>{() => <MyReviews />}</AccountArea>
}
