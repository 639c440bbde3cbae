/** /request-account and /de/request-account (spec 001 §2; issue 19): a business asks for a trade account. */
import type { Route } from './+types/request-account.ts'
import { RequestAccountForm } from '../components/account-request/request-account-form.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { useT } from '../lib/store-context.tsx'
import { pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'
import accountCss from '../styles/account.css?url'
import requestCss from '../styles/account-request.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: requestCss },
]

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({ title: createTranslator(store.language)('accountRequest.title'), store, noindex: true })
}

export default function RequestAccountPage() {
  const t = useT()
  return (
    <div className="account-page account-page--single request-account">
      <section>
        <h1>{t('accountRequest.title')}</h1>
        <p className="request-account__intro">{t('accountRequest.intro')}</p>
        <RequestAccountForm />
      </section>
    </div>
  )
}
