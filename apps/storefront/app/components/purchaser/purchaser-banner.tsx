/**
 * The strip above every page while a purchaser acts for a customer (issue 17: "the page always
 * shows for whom the purchaser is working, and switching or leaving is one click"). Nothing for
 * anyone else, nor on the server render (the takeover lives in the browser): a customer never
 * sees it. While acting it starts the watcher that ends the kept-aside session on a logout. It is
 * in every page's shell, so the takeover code loads only when needed (decision 0035).
 */
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import purchaserCss from '../../styles/purchaser.css?url'
import { notify } from '../notifications/store.ts'
import { isActing, PICKER_PATH } from '../../lib/purchaser/purchaser-store.ts'
import {
  useActingPurchaser,
  usePurchaserState,
  type ActingPurchaser,
} from '../../lib/purchaser/use-acting-purchaser.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

/** "Rijwielhandel Jansen (D10001)": company, else the contact's name; the back-office id when known. */
export function actedCustomerLabel(acting: ActingPurchaser): string {
  const { company, name, email, backofficeId } = acting.customer
  const who = company || name || email
  return backofficeId ? `${who} (${backofficeId})` : who
}

export function PurchaserBanner() {
  const t = useT()
  const store = useStore()
  const navigate = useNavigate()
  const acting = useActingPurchaser()
  const [busy, setBusy] = useState(false)

  // a kept-aside session (also one whose takeover was signed out in the meantime) is watched
  const kept = isActing(usePurchaserState())
  useEffect(() => {
    if (kept) void import('../../lib/purchaser/purchaser-session.ts').then((m) => m.watchPurchaserSession())
  }, [kept])

  if (!acting) return null

  async function stop() {
    setBusy(true)
    try {
      const { leave } = await import('../../lib/purchaser/takeover.ts')
      await leave()
      notify({ type: 'success', message: t('purchaser.left'), subject: 'session' })
      // back in their own account, on their own page: the picker (decision 0157)
      void navigate(localPath(PICKER_PATH, store))
    } finally {
      setBusy(false)
    }
  }

  return <PurchaserBannerView acting={acting} busy={busy} onStop={() => void stop()} />
}

/** The strip itself, for one acting purchaser. */
export function PurchaserBannerView({
  acting,
  busy,
  onStop,
}: {
  acting: ActingPurchaser
  busy: boolean
  onStop: () => void
}) {
  const t = useT()
  const store = useStore()
  const customer = actedCustomerLabel(acting)
  const mode = t(acting.mode === 'customer' ? 'purchaser.mode.customer' : 'purchaser.mode.apart')
  return (
    <aside className="purchaser-banner" aria-label={t('purchaser.banner.label')}>
      <link rel="stylesheet" href={purchaserCss} precedence="default" />
      <p className="purchaser-banner__text" data-testid="purchaser-banner">
        {t('purchaser.banner.text', { customer, mode })}
      </p>
      <div className="purchaser-banner__actions">
        <Link
          className="button button--small button--secondary"
          to={localPath(PICKER_PATH, store)}
          aria-label={t('purchaser.switch.label')}
        >
          {t('purchaser.switch')}
        </Link>
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          aria-label={t('purchaser.stop.label', { customer })}
          onClick={onStop}
        >
          {t('purchaser.stop')}
        </button>
      </div>
    </aside>
  )
}
