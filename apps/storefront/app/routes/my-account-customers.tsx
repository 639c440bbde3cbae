/** /my-account/customers (issue 17): a purchaser picks the customer to work for, and how. */
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { CustomerPicker } from '../components/purchaser/customer-picker.tsx'
import purchaserCss from '../styles/purchaser.css?url'

export const handle: AccountPageHandle = { accountTitle: 'purchaser.picker.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountCustomersPage() {
  return (
    <>
      <link rel="stylesheet" href={purchaserCss} precedence="default" />
      <CustomerPicker />
    </>
  )
}
