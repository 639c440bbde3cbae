/** The link-styled buttons under a modal form that switch to another account modal. */
import { openAuthModal, type AuthModal } from '../../lib/user/auth-modal.ts'

export function AuthLinks({ links }: { links: [modal: AuthModal, label: string][] }) {
  return (
    <div className="account-form__links">
      {links.map(([modal, label]) => (
        <button
          key={modal}
          type="button"
          className="button button--link"
          onClick={() => openAuthModal(modal)}
        >
          {label}
        </button>
      ))}
    </div>
  )
}
