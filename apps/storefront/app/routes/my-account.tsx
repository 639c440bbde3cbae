/** /my-account: the profile (001 §2 account area). Personal: not for search engines. */
import type { Route } from './+types/my-account.ts'
import { AccountArea } from '../components/account/account-area.tsx'
import { ChangePasswordForm } from '../components/account/change-password-form.tsx'
import { ProfileForm } from '../components/account/profile-form.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { useT } from '../lib/store-context.tsx'
import { pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  return pageMeta({ title: createTranslator(store.language)('account.profile.title'), store, noindex: true })
}

export default function MyAccountPage() {
  const t = useT()
  return (
    <AccountArea title={t('account.profile.title')}>
      {(customer) => (
        <>
          <ProfileForm
            key={`${customer.email}|${customer.firstname}|${customer.lastname}`}
            customer={customer}
          />
          <ChangePasswordForm email={customer.email} />
        </>
      )}
    </AccountArea>
  )
}
