/** /my-account/return/:page? (spec 001 §2, issue 18): returns: new request and the list of sent ones (page = list page). */
import type { Route } from './+types/my-account-return.ts'
import { ReturnPage } from '../components/after-sales/return-page.tsx'
import { pageFromParam } from '../lib/after-sales/view-rules.ts'
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { TradeOnly } from '../components/after-sales/trade-only.tsx'

export const handle: AccountPageHandle = { accountTitle: 'afterSales.title.returns' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountReturnPage({ params }: Route.ComponentProps) {
  return (
    <TradeOnly>
      <ReturnPage type="return" page={pageFromParam(params.page)} />
    </TradeOnly>
  )
}
