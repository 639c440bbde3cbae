/** The login modal's form: e-mail and password; on success the session, profile and cart load. */
import { useState, type FormEvent } from 'react'
import { notify } from '../notifications/store.ts'
import { openAuthModal } from '../../lib/user/auth-modal.ts'
import { login } from '../../lib/user/session.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { Field, focusFirstError } from './field.tsx'
import { email as emailCheck, required, validate, type FieldError } from './validation.ts'

export function LoginForm() {
  const t = useT()
  const store = useStore()
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password', FieldError>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const email = String(data.get('email') ?? '')
    const password = String(data.get('password') ?? '')
    const found = validate({ email: () => emailCheck(email), password: () => required(password) })
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length) return requestAnimationFrame(() => focusFirstError(form))
    setBusy(true)
    const outcome = await login(email.trim(), password, store.view.storeCode || undefined)
    setBusy(false)
    if (!outcome.ok) return setFailure(t('account.login.failed'))
    openAuthModal(null)
    notify({ type: 'success', message: t('account.login.success') })
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        id="login-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.email')}
        error={errors.email}
      />
      <Field
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('account.password')}
        error={errors.password}
      />
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('account.busy') : t('account.login.submit')}
      </button>
      <div className="account-form__links">
        <button type="button" className="button button--link" onClick={() => openAuthModal('reset')}>
          {t('account.login.toReset')}
        </button>
        <button type="button" className="button button--link" onClick={() => openAuthModal('register')}>
          {t('account.login.toRegister')}
        </button>
      </div>
    </form>
  )
}
