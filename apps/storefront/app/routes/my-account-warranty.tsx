/** /my-account/warranty/:page? (spec 001 §2, issue 18): warranty claims with description and photos, and the list of sent ones. */
import type { Route } from './+types/my-account-warranty.ts'
import { ReturnPage } from '../components/after-sales/return-page.tsx'
import { pageFromParam } from '../lib/after-sales/view-rules.ts'
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { TradeOnly } from '../components/after-sales/trade-only.tsx'

export const handle: AccountPageHandle = { accountTitle: 'afterSales.title.warranty' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountWarrantyPage({ params }: Route.ComponentProps) {
  return (
    <TradeOnly>
      <ReturnPage type="warranty" page={pageFromParam(params.page)} />
    </TradeOnly>
  )
}
