/** The end of every account form: the status line, then the submit button that shows it is busy. */
import { useT } from '../../lib/store-context.tsx'
import type { FormStatus } from './use-account-form.ts'

export function FormSubmit({
  status,
  busy,
  label,
}: {
  status: FormStatus | null
  busy: boolean
  label: string
}) {
  const t = useT()
  return (
    <>
      {status && (
        // a failure interrupts (alert); a success is announced politely (status)
        <p
          className={status.ok ? 'account-form__success' : 'account-form__failure'}
          role={status.ok ? 'status' : 'alert'}
        >
          {status.text}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('account.busy') : label}
      </button>
    </>
  )
}
