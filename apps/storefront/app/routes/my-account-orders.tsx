/** /my-account/orders (001 §2): the order history. */
import type { Route } from './+types/my-account-orders.ts'
import { AccountArea } from '../components/account/account-area.tsx'
import { OrderList } from '../components/account/order-list.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { useT } from '../lib/store-context.tsx'
import { pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({ title: createTranslator(store.language)('account.orders.title'), store, noindex: true })
}

export default function MyAccountOrdersPage() {
  const t = useT()
  return <AccountArea title={t('account.orders.title')}>{() => <OrderList />}</AccountArea>
}
