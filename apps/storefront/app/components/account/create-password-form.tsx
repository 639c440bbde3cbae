/** /create-password: a new password with the token of the reset e-mail (link ?token=&email=). */
import { useState, type FormEvent } from 'react'
import { ACCOUNT_MESSAGES } from '@shop/commerce'
import { openAuthModal } from '../../lib/user/auth-modal.ts'
import { createPasswordCall, serverMessage } from '../../lib/user/user-api.ts'
import { useT } from '../../lib/store-context.tsx'
import { Field, focusFirstError } from './field.tsx'
import {
  email as emailCheck,
  identical,
  password as passwordCheck,
  validate,
  type FieldError,
} from './validation.ts'

type Fields = 'email' | 'password' | 'passwordRepeat'

export function CreatePasswordForm({ token, email }: { token: string; email: string }) {
  const t = useT()
  const [errors, setErrors] = useState<Partial<Record<Fields, FieldError>>>({})
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (field: Fields) => String(data.get(field) ?? '')
    const found = validate<Fields>({
      email: () => emailCheck(text('email')),
      password: () => passwordCheck(text('password')),
      passwordRepeat: () => identical(text('password'))(text('passwordRepeat')),
    })
    setErrors(found)
    setStatus(null)
    if (Object.keys(found).length) return requestAnimationFrame(() => focusFirstError(form))
    setBusy(true)
    const answer = await createPasswordCall(text('email').trim(), token, text('password')).catch(() => null)
    setBusy(false)
    if (answer?.code === 200) return setStatus({ ok: true, text: t('account.createPassword.done') })
    const invalid = !token || serverMessage(answer?.result) === ACCOUNT_MESSAGES.resetTokenInvalid
    setStatus({ ok: false, text: t(invalid ? 'account.createPassword.invalid' : 'account.error') })
  }

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
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        id="create-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.email')}
        defaultValue={email}
        error={errors.email}
      />
      <Field
        id="create-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('account.password')}
        error={errors.password}
      />
      <Field
        id="create-password-repeat"
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        label={t('account.passwordRepeat')}
        error={errors.passwordRepeat}
      />
      {status && (
        <p className="account-form__failure" role="alert">
          {status.text}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('account.busy') : t('account.createPassword.submit')}
      </button>
    </form>
  )
}
