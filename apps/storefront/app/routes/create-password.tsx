/** /create-password (001 §2): reached from the reset e-mail's link. */
import { useSearchParams } from 'react-router'
import type { Route } from './+types/create-password.ts'
import { CreatePasswordForm } from '../components/account/create-password-form.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { useT } from '../lib/store-context.tsx'
import { pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'
import accountCss from '../styles/account.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({
    title: createTranslator(store.language)('account.createPassword.title'),
    store,
    noindex: true,
  })
}

export default function CreatePasswordPage() {
  const t = useT()
  const [params] = useSearchParams()
  return (
    <div className="account-page account-page--single">
      <section>
        <h1>{t('account.createPassword.title')}</h1>
        <CreatePasswordForm token={params.get('token') ?? ''} email={params.get('email') ?? ''} />
      </section>
    </div>
  )
}
