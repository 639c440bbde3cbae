/**
 * /newsletter/confirm and /newsletter/unsubscribe: the links of the newsletter mails (decision
 * 0113). The page asks for a click rather than acting on load, so that mail scanners that open
 * links do not subscribe or unsubscribe anybody.
 */
import { useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import type { Route } from './+types/newsletter-link.ts'
import { createTranslator } from '../i18n/translate.ts'
import { useT } from '../lib/store-context.tsx'
import { pageMeta } from '../lib/seo.ts'
import { storeFromPath } from '../lib/store-view.ts'
import { confirmSubscriptionCall, unsubscribeByLinkCall } from '../lib/user/newsletter-api.ts'
import accountCss from '../styles/account.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]

const isUnsubscribe = (pathname: string) => pathname.endsWith('/unsubscribe')

export const meta: Route.MetaFunction = ({ location }) => {
  const store = storeFromPath(location.pathname)
  const t = createTranslator(store.language)
  const title = isUnsubscribe(location.pathname)
    ? t('account.newsletter.unsubscribeTitle')
    : t('account.newsletter.confirmTitle')
  return pageMeta({ title, store, noindex: true })
}

type Outcome = { kind: 'done'; coupon?: string } | { kind: 'invalid' } | null

export default function NewsletterLinkPage() {
  const t = useT()
  const [params] = useSearchParams()
  const leaving = isUnsubscribe(useLocation().pathname)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [busy, setBusy] = useState(false)
  const token = params.get('token') ?? ''

  async function act() {
    setBusy(true)
    const answer = await (leaving ? unsubscribeByLinkCall(token) : confirmSubscriptionCall(token)).catch(
      () => null,
    )
    setBusy(false)
    if (answer?.code !== 200) return setOutcome({ kind: 'invalid' })
    const result = answer.result as { coupon_code?: string }
    setOutcome({ kind: 'done', coupon: result.coupon_code })
  }

  return (
    <div className="account-page account-page--single">
      {/* as the account area does: React hoists it, so the page is styled when reached from a mail */}
      <link rel="stylesheet" href={accountCss} precedence="default" />
      <section>
        <h1>{leaving ? t('account.newsletter.unsubscribeTitle') : t('account.newsletter.confirmTitle')}</h1>
        {outcome?.kind === 'done' && (
          <div role="status">
            <p>{leaving ? t('account.newsletter.unsubscribed') : t('account.newsletter.confirmed')}</p>
            {outcome.coupon && <p>{t('account.newsletter.confirmedCoupon', { code: outcome.coupon })}</p>}
          </div>
        )}
        {outcome?.kind === 'invalid' && <p role="alert">{t('account.newsletter.invalidLink')}</p>}
        {outcome === null && (
          <button type="button" className="button" disabled={busy || !token} onClick={() => void act()}>
            {busy
              ? t('account.busy')
              : leaving
                ? t('account.newsletter.unsubscribeButton')
                : t('account.newsletter.confirmButton')}
          </button>
        )}
      </section>
    </div>
  )
}
