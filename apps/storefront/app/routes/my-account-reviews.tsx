/** /my-account/reviews ("my reviews", 001 §2): the customer's reviews and their moderation status. */
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { MyReviews } from '../components/review/my-reviews.tsx'

export const handle: AccountPageHandle = { accountTitle: 'review.mine.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountReviewsPage() {
  return <MyReviews />
}
