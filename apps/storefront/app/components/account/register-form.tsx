/** The register modal's form (001 §5: names 3, password 8, identical passwords, accepted terms). */
import { useState, type FormEvent } from 'react'
import { ACCOUNT_MESSAGES } from '@shop/commerce'
import { notify } from '../notifications/store.ts'
import { openAuthModal } from '../../lib/user/auth-modal.ts'
import { register } from '../../lib/user/session.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { Field, focusFirstError } from './field.tsx'
import {
  accepted,
  email as emailCheck,
  identical,
  name,
  password as passwordCheck,
  validate,
} from './validation.ts'
import type { FieldError } from './validation.ts'

type Fields = 'email' | 'firstname' | 'lastname' | 'password' | 'passwordRepeat' | 'terms'

export function RegisterForm() {
  const t = useT()
  const store = useStore()
  const [errors, setErrors] = useState<Partial<Record<Fields, FieldError>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (field: string) => String(data.get(field) ?? '')
    const found = validate<Fields>({
      email: () => emailCheck(text('email')),
      firstname: () => name(text('firstname')),
      lastname: () => name(text('lastname')),
      password: () => passwordCheck(text('password')),
      passwordRepeat: () => identical(text('password'))(text('passwordRepeat')),
      terms: () => accepted(data.get('terms') === 'on'),
    })
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length) return requestAnimationFrame(() => focusFirstError(form))
    setBusy(true)
    const outcome = await register(
      {
        email: text('email').trim(),
        firstname: text('firstname').trim(),
        lastname: text('lastname').trim(),
        password: text('password'),
      },
      store.view.storeId,
    )
    setBusy(false)
    if (!outcome.ok)
      return setFailure(
        outcome.message === ACCOUNT_MESSAGES.emailTaken
          ? t('account.register.emailTaken')
          : t('account.error'),
      )
    openAuthModal(null)
    notify({ type: 'success', message: t('account.register.success') })
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        id="register-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.email')}
        error={errors.email}
      />
      <Field
        id="register-firstname"
        name="firstname"
        autoComplete="given-name"
        label={t('account.firstname')}
        error={errors.firstname}
      />
      <Field
        id="register-lastname"
        name="lastname"
        autoComplete="family-name"
        label={t('account.lastname')}
        error={errors.lastname}
      />
      <Field
        id="register-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('account.password')}
        error={errors.password}
      />
      <Field
        id="register-password-repeat"
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        label={t('account.passwordRepeat')}
        error={errors.passwordRepeat}
      />
      <Field
        id="register-terms"
        name="terms"
        type="checkbox"
        label={t('account.terms')}
        error={errors.terms}
      />
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('account.busy') : t('account.register.submit')}
      </button>
      <div className="account-form__links">
        <button type="button" className="button button--link" onClick={() => openAuthModal('login')}>
          {t('account.register.toLogin')}
        </button>
      </div>
    </form>
  )
}
