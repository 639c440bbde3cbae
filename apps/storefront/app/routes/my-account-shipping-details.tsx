/** /my-account/shipping-details (001 §2): the address book with the default shipping and billing address. */
import type { Route } from './+types/my-account-shipping-details.ts'
import { AccountArea } from '../components/account/account-area.tsx'
import { AddressBook } from '../components/account/address-book.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { useT } from '../lib/store-context.tsx'
import { pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({ title: createTranslator(store.language)('account.shipping.title'), store, noindex: true })
}

export default function MyAccountShippingPage() {
  const t = useT()
  return (
    <AccountArea title={t('account.shipping.title')}>
      {(customer) => <AddressBook customer={customer} />}
    </AccountArea>
  )
}
