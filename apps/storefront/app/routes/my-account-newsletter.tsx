/** /my-account/newsletter (001 §2): subscribe or unsubscribe the account's e-mail address. */
import type { Route } from './+types/my-account-newsletter.ts'
import { AccountArea } from '../components/account/account-area.tsx'
import { NewsletterForm } from '../components/account/newsletter-form.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { useT } from '../lib/store-context.tsx'
import { pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({
    title: createTranslator(store.language)('account.newsletter.title'),
    store,
    noindex: true,
  })
}

export default function MyAccountNewsletterPage() {
  const t = useT()
  return (
    <AccountArea title={t('account.newsletter.title')}>
      {(customer) => <NewsletterForm key={customer.email} customer={customer} />}
    </AccountArea>
  )
}
