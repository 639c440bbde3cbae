/** The login modal's form: e-mail and password; on success the session, profile and cart load. */
import { notify } from '../notifications/store.ts'
import { openAuthModal } from '../../lib/user/auth-modal.ts'
import { login } from '../../lib/user/session.ts'
import { isSignedInPurchaser, PICKER_PATH } from '../../lib/purchaser/purchaser-session.ts'
import { localPath } from '../../lib/store-view.ts'
import { useNavigate } from 'react-router'
import { useStore, useT } from '../../lib/store-context.tsx'
import { AuthLinks } from './auth-links.tsx'
import { FormSubmit } from './form-submit.tsx'
import { CurrentPassword } from './password-pair.tsx'
import { EmailField } from './person-fields.tsx'
import { textOf, useAccountForm } from './use-account-form.ts'
import { email as emailCheck, required } from './validation.ts'
import { accountServerText } from './server-text.ts'

export function LoginForm() {
  const t = useT()
  const store = useStore()
  const navigate = useNavigate()
  const { errors, status, busy, onSubmit, valid, whileBusy, fail } = useAccountForm<'email' | 'password'>()

  async function submit(data: FormData, form: HTMLFormElement) {
    const text = textOf(data)
    if (!valid(form, { email: () => emailCheck(text('email')), password: () => required(text('password')) }))
      return
    const outcome = await whileBusy(() =>
      login(text('email').trim(), text('password'), store.view.storeCode || undefined),
    )
    if (!outcome.ok) return fail(accountServerText(outcome.message, t, 'account.login.failed'))
    openAuthModal(null)
    notify({ type: 'success', message: t('account.login.success'), subject: 'session' })
    // a purchaser signs in to work for a customer: straight to the picker (decision 0157)
    if (isSignedInPurchaser()) void navigate(localPath(PICKER_PATH, store))
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit(submit)}>
      <EmailField id="login-email" error={errors.email} />
      <CurrentPassword
        id="login-password"
        name="password"
        label={t('account.password')}
        error={errors.password}
      />
      <FormSubmit status={status} busy={busy} label={t('account.login.submit')} />
      <AuthLinks
        links={[
          ['reset', t('account.login.toReset')],
          ['register', t('account.login.toRegister')],
        ]}
      />
    </form>
  )
}
