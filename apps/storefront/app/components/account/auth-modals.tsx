/**
 * The login, register and reset-password modals: one native <dialog> shown modally, so focus
 * stays inside, Escape closes it and focus returns to the element that opened it. Loaded on
 * demand by the account button (default export for React.lazy); it starts the session, whose
 * login and register the forms call.
 */
import { useEffect, useRef } from 'react'
import { openAuthModal, useAuthModal, useAuthModalReason } from '../../lib/user/auth-modal.ts'
import { startSession } from '../../lib/user/session.ts'
import { useT } from '../../lib/store-context.tsx'
import accountCss from '../../styles/account.css?url'
import { LoginForm } from './login-form.tsx'
import { RegisterForm } from './register-form.tsx'
import { ResetForm } from './reset-form.tsx'

export default function AuthModals() {
  const t = useT()
  const modal = useAuthModal()
  const reason = useAuthModalReason()
  const dialogRef = useRef<HTMLDialogElement>(null)
  useEffect(() => startSession(t), [t])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (modal && !dialog.open) dialog.showModal()
    if (!modal && dialog.open) dialog.close()
  }, [modal])

  const title =
    modal === 'register'
      ? t('account.register.title')
      : modal === 'reset'
        ? t('account.reset.title')
        : t('account.login.title')

  return (
    <>
      <link rel="stylesheet" href={accountCss} precedence="default" />
      <dialog
        ref={dialogRef}
        className="account-modal"
        aria-labelledby="account-modal-title"
        aria-describedby={reason ? 'account-modal-reason' : undefined}
        onClose={() => openAuthModal(null)}
        // a click on the backdrop (the dialog element itself) closes it
        onClick={(event) => {
          if (event.target === event.currentTarget) openAuthModal(null)
        }}
      >
        {modal && (
          <div className="account-modal__body">
            <div className="account-modal__head">
              <h2 id="account-modal-title">{title}</h2>
              <button
                type="button"
                className="account-modal__close"
                aria-label={t('account.close')}
                onClick={() => openAuthModal(null)}
              >
                ×
              </button>
            </div>
            {reason === 'sessionExpired' && (
              <p id="account-modal-reason" className="account-modal__reason" role="status">
                {t('account.sessionExpired')}
              </p>
            )}
            {modal === 'login' && <LoginForm key="login" />}
            {modal === 'register' && <RegisterForm key="register" />}
            {modal === 'reset' && <ResetForm key="reset" />}
          </div>
        )}
      </dialog>
    </>
  )
}
