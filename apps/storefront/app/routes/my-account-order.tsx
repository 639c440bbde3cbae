/** /my-account/orders/:orderId (001 §2): one order of the history. */
import type { Route } from './+types/my-account-order.ts'
import { AccountArea } from '../components/account/account-area.tsx'
import { OrderDetail } from '../components/account/order-detail.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { useT } from '../lib/store-context.tsx'
import { pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({ title: createTranslator(store.language)('account.orders.title'), store, noindex: true })
}

export default function MyAccountOrderPage({ params }: Route.ComponentProps) {
  const t = useT()
  return (
    <AccountArea title={t('account.orders.title')}>
      {() => <OrderDetail orderId={params.orderId} />}
    </AccountArea>
  )
}
