/** The reset-password modal's form: mails a link to /create-password (001 §8 messages). */
import { resetPasswordCall } from '../../lib/user/user-api.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { AuthLinks } from './auth-links.tsx'
import { FormSubmit } from './form-submit.tsx'
import { EmailField } from './person-fields.tsx'
import { textOf, useAccountForm } from './use-account-form.ts'
import { email as emailCheck } from './validation.ts'
import { accountServerText } from './server-text.ts'

export function ResetForm() {
  const t = useT()
  const store = useStore()
  const { errors, status, busy, onSubmit, valid, whileBusy, fail, succeed } = useAccountForm<'email'>()

  async function submit(data: FormData, form: HTMLFormElement) {
    const email = textOf(data)('email')
    if (!valid(form, { email: () => emailCheck(email) })) return
    if (!navigator.onLine) return fail(t('account.reset.offline'))
    const answer = await whileBusy(() =>
      resetPasswordCall(email.trim(), store.view.storeCode || undefined).catch(() => null),
    )
    if (answer?.code === 200) return succeed(t('account.reset.sent'))
    // "Provided email does not exist" and the mail limit are named; anything else is the spec's failure
    fail(accountServerText(answer?.result, t, 'account.reset.failed'))
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit(submit)}>
      <p>{t('account.reset.intro')}</p>
      <EmailField id="reset-email" error={errors.email} />
      <FormSubmit status={status} busy={busy} label={t('account.reset.submit')} />
      <AuthLinks links={[['login', t('account.reset.toLogin')]]} />
    </form>
  )
}
