/**
 * The header's account button: a guest opens the login modal, a logged-in customer goes to the
 * account area. It starts the session in the browser (cached user, token for cart calls) when
 * there is one to start.
 *
 * The modals (forms, validation, the session's code and the account stylesheet) load when the
 * pointer or focus reaches the button or a modal is asked for, and the session code when a token
 * is stored (now, or later by another tab): a first visit downloads neither (decision 0035).
 */
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { openAuthModal, useAuthModal } from '../../lib/user/auth-modal.ts'
import { isAuthorized, useUser } from '../../lib/user/user-store.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { lazyWithRetry, TryAgain } from '../try-again.tsx'
import { GroupPrices } from './group-prices.tsx'

const noop = () => () => undefined

const loadModals = () => import('./auth-modals.tsx')
const AuthModals = lazyWithRetry(loadModals)
const preloadModals = () => void loadModals().catch(() => undefined)

export function AccountButton() {
  const t = useT()
  const store = useStore()
  const user = useUser()
  const modal = useAuthModal()
  // mounted from the first request on, so closing keeps the dialog's own close handling
  const [modalsWanted, setModalsWanted] = useState(false)
  if (modal && !modalsWanted) setModalsWanted(true)
  // the server renders a guest: the stored session shows only after hydration
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
  const loggedIn = isAuthorized(user)
  useEffect(() => {
    if (!loggedIn) return
    void import('../../lib/user/session.ts')
      .then((session) => session.startSession(t))
      .catch((error: unknown) => console.error('Session failed to load', error))
  }, [loggedIn, t])

  return (
    <div className="account-button">
      {hydrated && loggedIn ? (
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
          onPointerEnter={preloadModals}
          onFocus={preloadModals}
          onClick={() => openAuthModal('login')}
          data-testid="login-button"
        >
          {t('account.button')}
        </button>
      )}
      {modalsWanted && (
        <TryAgain>
          <Suspense fallback={null}>
            <AuthModals />
          </Suspense>
        </TryAgain>
      )}
      <GroupPrices />
    </div>
  )
}
