/** /my-account: first name, last name and e-mail (the fields the server lets a customer edit). */
import { useState, type FormEvent } from 'react'
import { notify } from '../notifications/store.ts'
import { updateMeCall } from '../../lib/user/user-api.ts'
import { setUser } from '../../lib/user/user-store.ts'
import type { Customer } from '../../lib/user/user-types.ts'
import { useT } from '../../lib/store-context.tsx'
import { Field, focusFirstError } from './field.tsx'
import { email as emailCheck, name, validate, type FieldError } from './validation.ts'

type Fields = 'firstname' | 'lastname' | 'email'

export function ProfileForm({ customer }: { customer: Customer }) {
  const t = useT()
  const [errors, setErrors] = useState<Partial<Record<Fields, FieldError>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (field: Fields) => String(data.get(field) ?? '').trim()
    const found = validate<Fields>({
      firstname: () => name(text('firstname')),
      lastname: () => name(text('lastname')),
      email: () => emailCheck(text('email')),
    })
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length) return requestAnimationFrame(() => focusFirstError(form))
    setBusy(true)
    const answer = await updateMeCall({
      firstname: text('firstname'),
      lastname: text('lastname'),
      email: text('email'),
    }).catch(() => null)
    setBusy(false)
    if (answer?.code !== 200 || !answer.result || typeof answer.result !== 'object')
      return setFailure(typeof answer?.result === 'string' ? answer.result : t('account.error'))
    setUser({ current: answer.result })
    notify({ type: 'success', message: t('account.profile.saved') })
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        id="profile-firstname"
        name="firstname"
        autoComplete="given-name"
        label={t('account.firstname')}
        defaultValue={customer.firstname}
        error={errors.firstname}
      />
      <Field
        id="profile-lastname"
        name="lastname"
        autoComplete="family-name"
        label={t('account.lastname')}
        defaultValue={customer.lastname}
        error={errors.lastname}
      />
      <Field
        id="profile-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.email')}
        defaultValue={customer.email}
        error={errors.email}
      />
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('account.busy') : t('account.profile.save')}
      </button>
    </form>
  )
}
