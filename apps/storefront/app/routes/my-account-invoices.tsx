/** /my-account/invoices (spec 001 §2, issue 18): invoices and credit notes to download. */
import { Invoices } from '../components/after-sales/invoices.tsx'
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { TradeOnly } from '../components/after-sales/trade-only.tsx'

export const handle: AccountPageHandle = { accountTitle: 'afterSales.title.invoices' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountInvoicesPage() {
  return (
    <TradeOnly>
      <Invoices />
    </TradeOnly>
  )
}
