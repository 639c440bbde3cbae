/** /my-account/shipping-details (001 §2): the address book with the default shipping and billing address. */
import {
  accountPageMeta,
  useAccountCustomer,
  type AccountPageHandle,
} from '../components/account/account-page.ts'
import { AddressBook } from '../components/account/address-book.tsx'

export const handle: AccountPageHandle = { accountTitle: 'account.shipping.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountShippingPage() {
  return <AddressBook customer={useAccountCustomer()} />
}
