/**
 * /my-account/scan-barcode (issue 19; spec 001 §2, minimal layout): a signed-in customer scans EAN
 * codes with the camera or types them, each code's product is looked up in the catalogue of the
 * page's store view, the first one can be opened, and all of them build the scan list. The
 * browser's session starts here (the minimal layout has no header that would start it); a guest
 * gets the login dialog.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { normalizeEan } from '@shop/commerce'
import { openAuthModal } from '../../lib/user/auth-modal.ts'
import { isAuthorized, useUser } from '../../lib/user/user-store.ts'
import { imageUrl } from '../../lib/catalog/urls.ts'
import { lookupEan } from '../../lib/scan/ean-lookup.ts'
import {
  addScan,
  parseScanList,
  SCAN_LIST_MAX,
  sighting,
  type ScanLine,
  type SeenCodes,
} from '../../lib/scan/scan-rules.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import scanCss from '../../styles/scan.css?url'
import { CameraScanner } from './camera-scanner.tsx'
import { ScanList } from './scan-list.tsx'

const AuthModals = lazy(() => import('../account/auth-modals.tsx'))

/** The scan list survives opening a product and coming back (local storage, this browser only). */
export const SCAN_LIST_KEY = 'shop/scan/list'

const noop = () => () => undefined

type Message = { kind: 'info' | 'error'; text: string } | null

function readList(): ScanLine[] {
  try {
    return parseScanList(window.localStorage.getItem(SCAN_LIST_KEY))
  } catch {
    return []
  }
}

function writeList(list: readonly ScanLine[]) {
  try {
    window.localStorage.setItem(SCAN_LIST_KEY, JSON.stringify(list))
  } catch {
    // storage full or blocked: the list lives as long as the page
  }
}

export function ScanPage() {
  const t = useT()
  const store = useStore()
  const user = useUser()
  const id = useId()
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
  const loggedIn = hydrated && isAuthorized(user)
  const [list, setListState] = useState<ScanLine[]>([])
  const listRef = useRef<ScanLine[]>([])
  const seenRef = useRef<SeenCodes>(new Map())
  const pendingRef = useRef(new Set<string>())
  const [message, setMessage] = useState<Message>(null)
  const [manual, setManual] = useState('')

  useEffect(() => {
    if (!loggedIn) return
    const stored = readList()
    listRef.current = stored
    setListState(stored)
    void import('../../lib/user/session.ts')
      .then((session) => session.startSession(t))
      .catch((error: unknown) => console.error('Session failed to load', error))
  }, [loggedIn, t])

  const setList = useCallback((next: ScanLine[]) => {
    listRef.current = next
    setListState(next)
    writeList(next)
  }, [])

  const handle = useCallback(
    async (raw: string, source: 'camera' | 'manual') => {
      const ean = normalizeEan(raw)
      if (!ean) {
        // a misread of the camera is not worth a word; a typed code is
        if (source === 'manual') setMessage({ kind: 'error', text: t('scan.invalid') })
        return
      }
      if (source === 'camera') {
        const seen = sighting(seenRef.current, ean, Date.now())
        seenRef.current = seen.seen
        if (!seen.counts) return
      }
      if (pendingRef.current.has(ean)) return
      pendingRef.current.add(ean)
      setMessage({ kind: 'info', text: t('scan.searching', { ean }) })
      const result = await lookupEan(ean, store).finally(() => pendingRef.current.delete(ean))
      if (!result.found) {
        setMessage({
          kind: 'error',
          text: result.failed ? t('scan.lookupFailed') : t('scan.notFoundCode', { ean }),
        })
        return
      }
      const change = addScan(listRef.current, result.found)
      setList(change.list)
      const line = change.list.find((l) => l.sku === result.found.sku)
      setMessage({
        kind: change.added === 'full' ? 'error' : 'info',
        text:
          change.added === 'full'
            ? t('scan.full', { max: SCAN_LIST_MAX })
            : change.added === 'more'
              ? t('scan.addedMore', { name: result.found.name, qty: line?.qty ?? 1 })
              : t('scan.added', { name: result.found.name }),
      })
    },
    [setList, store, t],
  )

  const onCode = useCallback((code: string) => void handle(code, 'camera'), [handle])

  // the first product of this round: the earliest line of the list (new lines go on top)
  const first = list.length ? list[list.length - 1]! : null

  return (
    <div className="scan-page">
      <link rel="stylesheet" href={scanCss} precedence="default" />
      <p className="scan-page__back">
        <Link to={localPath('/my-account', store)}>{t('scan.back')}</Link>
      </p>
      <h1>{t('scan.title')}</h1>
      {!hydrated ? (
        <p>{t('scan.loading')}</p>
      ) : !loggedIn ? (
        <div className="scan-page__login">
          <p role="alert">{t('scan.login')}</p>
          <button type="button" className="button" onClick={() => openAuthModal('login')}>
            {t('scan.loginLink')}
          </button>
          <Suspense fallback={null}>
            <AuthModals />
          </Suspense>
        </div>
      ) : (
        <>
          <p className="scan-page__intro">{t('scan.intro')}</p>
          <div className="scan-page__grid">
            <div className="scan-page__input">
              <CameraScanner onCode={onCode} />
              <section className="scan-manual" aria-labelledby={`${id}-manual`}>
                <h2 id={`${id}-manual`}>{t('scan.manual.heading')}</h2>
                <form
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault()
                    void handle(manual, 'manual').then(() => setManual(''))
                  }}
                >
                  <label htmlFor={`${id}-ean`}>{t('scan.manual.label')}</label>
                  <div className="scan-manual__row">
                    <input
                      id={`${id}-ean`}
                      name="ean"
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={20}
                      aria-describedby={`${id}-ean-hint`}
                      value={manual}
                      onChange={(event) => setManual(event.target.value)}
                    />
                    <button type="submit" className="button">
                      {t('scan.manual.submit')}
                    </button>
                  </div>
                  <p id={`${id}-ean-hint`} className="scan-manual__hint">
                    {t('scan.manual.hint')}
                  </p>
                </form>
              </section>
              <div className="scan-page__message" role="status" aria-live="polite">
                {message && (
                  <p className={message.kind === 'error' ? 'scan-page__error' : 'scan-page__info'}>
                    {message.text}
                  </p>
                )}
              </div>
            </div>
            <div className="scan-page__results">
              {first && (
                <section className="scan-found" aria-labelledby={`${id}-found`}>
                  <h2 id={`${id}-found`}>{t('scan.found.heading')}</h2>
                  <div className="scan-found__card">
                    <img src={imageUrl(first.image, 150)} alt="" width={96} height={96} />
                    <div>
                      <p className="scan-found__name">{first.name}</p>
                      <p className="scan-found__sku">{t('scan.list.sku', { sku: first.sku })}</p>
                      {/* the name completes the link's name for screen readers; the eye reads it above */}
                      <Link
                        className="button"
                        to={first.path}
                        aria-label={`${t('scan.found.open')}: ${first.name}`}
                      >
                        {t('scan.found.open')}
                      </Link>
                    </div>
                  </div>
                </section>
              )}
              <ScanList list={list} onChange={setList} />
            </div>
          </div>
        </>
      )}
    </div>
  )
}
