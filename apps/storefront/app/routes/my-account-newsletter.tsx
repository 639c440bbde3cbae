/** /my-account/newsletter (001 §2): subscribe or unsubscribe the account's e-mail address. */
import {
  accountPageMeta,
  useAccountCustomer,
  type AccountPageHandle,
} from '../components/account/account-page.ts'
import { NewsletterForm } from '../components/account/newsletter-form.tsx'

export const handle: AccountPageHandle = { accountTitle: 'account.newsletter.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountNewsletterPage() {
  const customer = useAccountCustomer()
  return <NewsletterForm key={customer.email} customer={customer} />
}
