/**
 * The header's account button: a guest opens the login modal, a logged-in customer goes to the
 * account area. It also starts the session in the browser (cached user, token for cart calls).
 */
import { useEffect, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { openAuthModal } from '../../lib/user/auth-modal.ts'
import { startSession } from '../../lib/user/session.ts'
import { isAuthorized, useUser } from '../../lib/user/user-store.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { AuthModals } from './auth-modals.tsx'
import { GroupPrices } from './group-prices.tsx'
import accountCss from '../../styles/account.css?url'

const noop = () => () => undefined

export function AccountButton() {
  const t = useT()
  const store = useStore()
  const user = useUser()
  // the server renders a guest: the stored session shows only after hydration
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
  useEffect(() => startSession(t), [t])

  return (
    <div className="account-button">
      <link rel="stylesheet" href={accountCss} precedence="default" />
      {hydrated && isAuthorized(user) ? (
        <Link
          to={localPath('/my-account', store)}
          className="account-button__link"
          data-testid="account-link"
        >
          {t('account.buttonLoggedIn')}
        </Link>
      ) : (
        <button
          type="button"
          className="account-button__link"
          aria-haspopup="dialog"
          onClick={() => openAuthModal('login')}
          data-testid="login-button"
        >
          {t('account.button')}
        </button>
      )}
      <AuthModals />
      <GroupPrices />
    </div>
  )
}
