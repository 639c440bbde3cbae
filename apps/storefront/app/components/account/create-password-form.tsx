/** /create-password: a new password with the token of the reset e-mail (link ?token=&email=). */
import { openAuthModal } from '../../lib/user/auth-modal.ts'
import { createPasswordCall } from '../../lib/user/user-api.ts'
import { useT } from '../../lib/store-context.tsx'
import { FormSubmit } from './form-submit.tsx'
import { PasswordPair, passwordPairChecks } from './password-pair.tsx'
import { EmailField } from './person-fields.tsx'
import { textOf, useAccountForm } from './use-account-form.ts'
import { email as emailCheck } from './validation.ts'
import { accountServerText } from './server-text.ts'

export function CreatePasswordForm({ token, email }: { token: string; email: string }) {
  const t = useT()
  const { errors, status, busy, onSubmit, valid, whileBusy, fail, succeed } = useAccountForm<
    'email' | 'password' | 'passwordRepeat'
  >()

  async function submit(data: FormData, form: HTMLFormElement) {
    const text = textOf(data)
    const checks = {
      email: () => emailCheck(text('email')),
      ...passwordPairChecks(text),
    }
    if (!valid(form, checks)) return
    const answer = await whileBusy(() =>
      createPasswordCall(text('email').trim(), token, text('password')).catch(() => null),
    )
    if (answer?.code === 200) return succeed(t('account.createPassword.done'))
    fail(token ? accountServerText(answer?.result, t) : t('account.createPassword.invalid'))
  }

  // once the password is set the form gives way to the confirmation and a way to log in
  if (status?.ok)
    return (
      <div className="account-form">
        <p className="account-form__success" role="status">
          {status.text}
        </p>
        <button type="button" className="button" onClick={() => openAuthModal('login')}>
          {t('account.login.submit')}
        </button>
      </div>
    )

  return (
    <form className="account-form" noValidate onSubmit={onSubmit(submit)}>
      <EmailField id="create-email" error={errors.email} defaultValue={email} />
      <PasswordPair id="create-password" label={t('account.password')} errors={errors} />
      <FormSubmit status={status} busy={busy} label={t('account.createPassword.submit')} />
    </form>
  )
}
