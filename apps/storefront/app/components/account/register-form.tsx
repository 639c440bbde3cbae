/** The register modal's form (001 §5: names 3, password 8, identical passwords, accepted terms). */
import { notify } from '../notifications/store.ts'
import { openAuthModal } from '../../lib/user/auth-modal.ts'
import { register } from '../../lib/user/session.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { Field } from './field.tsx'
import { AuthLinks } from './auth-links.tsx'
import { FormSubmit } from './form-submit.tsx'
import { PasswordPair, passwordPairChecks } from './password-pair.tsx'
import { EmailField, NameFields } from './person-fields.tsx'
import { textOf, useAccountForm } from './use-account-form.ts'
import { accepted, email as emailCheck, name } from './validation.ts'
import { accountServerText } from './server-text.ts'

type Fields = 'email' | 'firstname' | 'lastname' | 'password' | 'passwordRepeat' | 'terms'

export function RegisterForm() {
  const t = useT()
  const store = useStore()
  const { errors, status, busy, onSubmit, valid, whileBusy, fail } = useAccountForm<Fields>()

  async function submit(data: FormData, form: HTMLFormElement) {
    const text = textOf(data)
    const checks = {
      email: () => emailCheck(text('email')),
      firstname: () => name(text('firstname')),
      lastname: () => name(text('lastname')),
      ...passwordPairChecks(text),
      terms: () => accepted(data.get('terms') === 'on'),
    }
    if (!valid(form, checks)) return
    const customer = {
      email: text('email').trim(),
      firstname: text('firstname').trim(),
      lastname: text('lastname').trim(),
      password: text('password'),
    }
    const outcome = await whileBusy(() => register(customer, store.view.storeId))
    if (!outcome.ok) return fail(accountServerText(outcome.message, t))
    openAuthModal(null)
    notify({ type: 'success', message: t('account.register.success'), subject: 'session' })
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit(submit)}>
      <EmailField id="register-email" error={errors.email} />
      <NameFields prefix="register" errors={errors} />
      <PasswordPair id="register-password" label={t('account.password')} errors={errors} />
      <Field
        id="register-terms"
        name="terms"
        type="checkbox"
        label={t('account.terms')}
        error={errors.terms}
      />
      <FormSubmit status={status} busy={busy} label={t('account.register.submit')} />
      <AuthLinks links={[['login', t('account.register.toLogin')]]} />
    </form>
  )
}
