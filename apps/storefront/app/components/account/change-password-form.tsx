/**
 * Change the password on /my-account. The server ends every session of the customer, so this
 * browser logs in again with the new password right after.
 */
import { notify } from '../notifications/store.ts'
import { changePasswordCall } from '../../lib/user/user-api.ts'
import { login } from '../../lib/user/session.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { FormSubmit } from './form-submit.tsx'
import { CurrentPassword, PasswordPair, passwordPairChecks } from './password-pair.tsx'
import { textOf, useAccountForm } from './use-account-form.ts'
import { required } from './validation.ts'
import { accountServerText } from './server-text.ts'

export function ChangePasswordForm({ email }: { email: string }) {
  const t = useT()
  const store = useStore()
  const { errors, status, busy, onSubmit, valid, whileBusy, fail } = useAccountForm<
    'current' | 'password' | 'passwordRepeat'
  >()

  async function submit(data: FormData, form: HTMLFormElement) {
    const text = textOf(data)
    const checks = {
      current: () => required(text('current')),
      ...passwordPairChecks(text),
    }
    if (!valid(form, checks)) return
    // the button stays busy through the new login, so nobody submits against the ended session
    const answer = await whileBusy(async () => {
      const answer = await changePasswordCall(text('current'), text('password')).catch(() => null)
      if (answer?.code === 200) await login(email, text('password'), store.view.storeCode || undefined)
      return answer
    })
    if (answer?.code !== 200) return fail(accountServerText(answer?.result, t))
    form.reset()
    notify({ type: 'success', message: t('account.changePassword.done') })
  }

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={onSubmit(submit)}
      aria-labelledby="change-password-title"
    >
      <h2 id="change-password-title">{t('account.changePassword.title')}</h2>
      <CurrentPassword
        id="change-current"
        name="current"
        label={t('account.changePassword.current')}
        error={errors.current}
      />
      <PasswordPair id="change-password" label={t('account.changePassword.new')} errors={errors} />
      <FormSubmit status={status} busy={busy} label={t('account.changePassword.submit')} />
    </form>
  )
}
