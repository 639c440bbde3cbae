/** /my-account/loyalty (issue 19): the loyalty card and its claims, for trade customers. */
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { TradeOnly } from '../components/after-sales/trade-only.tsx'
import { LoyaltyCard } from '../components/loyalty/loyalty-card.tsx'

export const handle: AccountPageHandle = { accountTitle: 'loyalty.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountLoyaltyPage() {
  return (
    <TradeOnly>
      <LoyaltyCard />
    </TradeOnly>
  )
}
