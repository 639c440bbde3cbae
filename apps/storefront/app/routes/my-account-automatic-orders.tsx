/** /my-account/automatic-orders (spec 001 §2, issue 18): orders that place themselves. */
import { AutomaticOrders } from '../components/after-sales/automatic-orders.tsx'
import { useAccountCustomer } from '../components/account/account-page.ts'
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { TradeOnly } from '../components/after-sales/trade-only.tsx'

export const handle: AccountPageHandle = { accountTitle: 'afterSales.title.automatic' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountAutomaticOrdersPage() {
  const customer = useAccountCustomer()
  return (
    <TradeOnly>
      <AutomaticOrders customer={customer} />
    </TradeOnly>
  )
}
