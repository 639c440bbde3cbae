/** The login modal's form: e-mail and password; on success the session, profile and cart load. */
import { notify } from '../notifications/store.ts'
import { openAuthModal } from '../../lib/user/auth-modal.ts'
import { login } from '../../lib/user/session.ts'
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
