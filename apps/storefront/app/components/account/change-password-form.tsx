/**
 * Change the password on /my-account. The server ends every session of the customer, so this
 * browser logs in again with the new password right after.
 */
import { useState, type FormEvent } from 'react'
import { ACCOUNT_MESSAGES } from '@shop/commerce'
import { notify } from '../notifications/store.ts'
import { changePasswordCall, serverMessage } from '../../lib/user/user-api.ts'
import { login } from '../../lib/user/session.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { Field, focusFirstError } from './field.tsx'
import { identical, password as passwordCheck, required, validate, type FieldError } from './validation.ts'

type Fields = 'current' | 'password' | 'passwordRepeat'

export function ChangePasswordForm({ email }: { email: string }) {
  const t = useT()
  const store = useStore()
  const [errors, setErrors] = useState<Partial<Record<Fields, FieldError>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (field: Fields) => String(data.get(field) ?? '')
    const found = validate<Fields>({
      current: () => required(text('current')),
      password: () => passwordCheck(text('password')),
      passwordRepeat: () => identical(text('password'))(text('passwordRepeat')),
    })
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length) return requestAnimationFrame(() => focusFirstError(form))
    setBusy(true)
    const answer = await changePasswordCall(text('current'), text('password')).catch(() => null)
    if (answer?.code !== 200) {
      setBusy(false)
      const message = serverMessage(answer?.result)
      return setFailure(
        message === ACCOUNT_MESSAGES.passwordMismatch
          ? t('account.changePassword.mismatch')
          : t('account.error'),
      )
    }
    await login(email, text('password'), store.view.storeCode || undefined)
    setBusy(false)
    form.reset()
    notify({ type: 'success', message: t('account.changePassword.done') })
  }

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="change-password-title"
    >
      <h2 id="change-password-title">{t('account.changePassword.title')}</h2>
      <Field
        id="change-current"
        name="current"
        type="password"
        autoComplete="current-password"
        label={t('account.changePassword.current')}
        error={errors.current}
      />
      <Field
        id="change-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('account.changePassword.new')}
        error={errors.password}
      />
      <Field
        id="change-password-repeat"
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        label={t('account.passwordRepeat')}
        error={errors.passwordRepeat}
      />
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('account.busy') : t('account.changePassword.submit')}
      </button>
    </form>
  )
}
