/** The reset-password modal's form: mails a link to /create-password (001 §8 messages). */
import { useState, type FormEvent } from 'react'
import { ACCOUNT_MESSAGES } from '@shop/commerce'
import { openAuthModal } from '../../lib/user/auth-modal.ts'
import { resetPasswordCall } from '../../lib/user/user-api.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { Field, focusFirstError } from './field.tsx'
import { email as emailCheck, type FieldError } from './validation.ts'

export function ResetForm() {
  const t = useT()
  const store = useStore()
  const [error, setError] = useState<FieldError | undefined>()
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '')
    const found = emailCheck(email) ?? undefined
    setError(found)
    setStatus(null)
    if (found) return requestAnimationFrame(() => focusFirstError(form))
    if (!navigator.onLine) return setStatus({ ok: false, text: t('account.reset.offline') })
    setBusy(true)
    const answer = await resetPasswordCall(email.trim(), store.view.storeCode || undefined).catch(() => null)
    setBusy(false)
    if (answer?.code === 200) return setStatus({ ok: true, text: t('account.reset.sent') })
    const unknown = answer?.result === ACCOUNT_MESSAGES.emailDoesNotExist
    setStatus({ ok: false, text: t(unknown ? 'account.reset.unknownEmail' : 'account.reset.failed') })
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('account.reset.intro')}</p>
      <Field
        id="reset-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.email')}
        error={error}
      />
      {status && (
        <p
          className={status.ok ? 'account-form__success' : 'account-form__failure'}
          role={status.ok ? 'status' : 'alert'}
        >
          {status.text}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('account.busy') : t('account.reset.submit')}
      </button>
      <div className="account-form__links">
        <button type="button" className="button button--link" onClick={() => openAuthModal('login')}>
          {t('account.reset.toLogin')}
        </button>
      </div>
    </form>
  )
}
