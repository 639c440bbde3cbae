/** /my-account/newsletter: one checkbox, the subscription of the account's e-mail address. */
import { useEffect, useState, type FormEvent } from 'react'
import { notify } from '../notifications/store.ts'
import { newsletterStatusCall, subscribeCall, unsubscribeCall } from '../../lib/user/newsletter-api.ts'
import type { Customer } from '../../lib/user/user-types.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

export function NewsletterForm({ customer }: { customer: Customer }) {
  const t = useT()
  const storeCode = useStore().view.storeCode || undefined
  const [subscribed, setSubscribed] = useState<boolean | null>(null)
  // a subscription waits for the link in its confirmation mail (decision 0113)
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    newsletterStatusCall(customer.email, storeCode)
      .then((answer) => {
        if (!live) return
        if (answer.code !== 200) return setFailed(true)
        setSubscribed(answer.result === 'subscribed')
        setPending(answer.result === 'pending')
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [customer.email, storeCode])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const want = new FormData(event.currentTarget).get('newsletter') === 'on'
    setBusy(true)
    const answer = await (
      want
        ? subscribeCall(customer.email, customer.firstname, storeCode)
        : unsubscribeCall(customer.email, storeCode)
    ).catch(() => null)
    setBusy(false)
    if (answer?.code !== 200) return notify({ type: 'error', message: t('account.error') })
    if (want && !subscribed) {
      setPending(true)
      return notify({ type: 'success', message: t('account.newsletter.checkMail') })
    }
    setPending(false)
    setSubscribed(want)
    notify({ type: 'success', message: t('account.profile.saved') })
  }

  if (failed) return <p role="alert">{t('account.error')}</p>
  if (subscribed === null) return <p>{t('account.loading')}</p>
  return (
    <form className="account-form" onSubmit={(event) => void submit(event)}>
      <div className="account-field account-field--check">
        <input id="newsletter" name="newsletter" type="checkbox" defaultChecked={subscribed} />
        <label htmlFor="newsletter">{t('account.newsletter.subscribe')}</label>
      </div>
      {pending && <p role="status">{t('account.newsletter.checkMail')}</p>}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('account.busy') : t('account.profile.save')}
      </button>
    </form>
  )
}
