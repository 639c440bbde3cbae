/**
 * The new return / warranty request (issue 18): pick a delivered order, the lines and how many of
 * each (never more than returnable), a reason; warranty needs a description and may carry up to
 * three photos. Sent with sendItensBackToOculus.
 */
import { useId, useState, type FormEvent } from 'react'
import { RETURN_REASONS as REASONS } from '@shop/commerce'
import { sendReturn } from '../../lib/after-sales/after-sales-api.ts'
import type { ReturnableOrder, ReturnPhoto, ReturnType } from '../../lib/after-sales/after-sales-types.ts'
import { preparePhoto } from '../../lib/after-sales/photo.ts'
import {
  formatDay,
  MAX_PHOTOS,
  returnDraftProblems,
  type ReturnProblem,
} from '../../lib/after-sales/view-rules.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { knownRefusal } from './server-text.ts'
import type { MessageKey, Translate } from '../../i18n/translate.ts'

/** The reason codes the API accepts (commerce return-rules.ts); their labels are in the catalogue. */
export const RETURN_REASONS = REASONS.return
export const WARRANTY_REASONS = REASONS.warranty

function problemText(problem: ReturnProblem, t: Translate): string {
  switch (problem.kind) {
    case 'noLines':
      return t('afterSales.problem.noLines')
    case 'qty':
      return t('afterSales.problem.qty', { sku: problem.sku, max: problem.max })
    case 'reason':
      return t('afterSales.problem.reason')
    case 'description':
      return t('afterSales.problem.description')
    case 'photos':
      return t('afterSales.problem.photos', { max: problem.max })
  }
}

export function ReturnForm({
  type,
  orders,
  onSent,
}: {
  type: ReturnType
  orders: ReturnableOrder[]
  onSent: (number: string) => void
}) {
  const t = useT()
  const store = useStore()
  const id = useId()
  const [orderId, setOrderId] = useState('')
  const [qtys, setQtys] = useState<Record<number, string>>({})
  const [reason, setReason] = useState('')
  const [reasonText, setReasonText] = useState('')
  const [photos, setPhotos] = useState<ReturnPhoto[]>([])
  const [photoError, setPhotoError] = useState('')
  const [problems, setProblems] = useState<string[]>([])
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const warranty = type === 'warranty'
  const order = orders.find((o) => o.orderId === orderId)
  const reasons = warranty ? WARRANTY_REASONS : RETURN_REASONS

  if (!orders.length) return <p>{t('afterSales.return.noOrders')}</p>

  const addPhotos = async (files: FileList | null) => {
    setPhotoError('')
    const room = MAX_PHOTOS - photos.length
    const chosen = Array.from(files ?? []).slice(0, Math.max(0, room))
    const ready: ReturnPhoto[] = []
    for (const file of chosen) {
      const photo = await preparePhoto(file)
      if (photo) ready.push(photo)
      else setPhotoError(t('afterSales.warranty.photoFailed', { name: file.name }))
    }
    setPhotos((current) => [...current, ...ready].slice(0, MAX_PHOTOS))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure('')
    const lines = (order?.lines ?? []).map((line) => ({
      lineId: line.lineId,
      sku: line.sku,
      qty: qtys[line.lineId] ? Number(qtys[line.lineId]) : 0,
      max: line.qtyReturnable,
    }))
    const found = returnDraftProblems({ type, lines, reason, reasonText, photos: photos.length })
    setProblems(found.map((problem) => problemText(problem, t)))
    if (found.length || !order) return
    setBusy(true)
    const outcome = await sendReturn(
      {
        type,
        orderId: order.orderId,
        lines: lines.filter((line) => line.qty > 0).map(({ lineId, qty }) => ({ lineId, qty })),
        reason,
        reasonText: reasonText.trim() || undefined,
        photos: warranty ? photos : undefined,
      },
      store.view.storeCode,
    )
    setBusy(false)
    if (!outcome.ok) {
      const general = t(warranty ? 'afterSales.warranty.sendFailed' : 'afterSales.return.sendFailed')
      const known = outcome.code >= 400 && outcome.code < 500 ? knownRefusal(outcome.message, t) : null
      setFailure(known ? `${general} ${known}` : general)
      return
    }
    setOrderId('')
    setQtys({})
    setReason('')
    setReasonText('')
    setPhotos([])
    setProblems([])
    onSent(outcome.body.number)
  }

  const descriptionKey: MessageKey = warranty
    ? 'afterSales.warranty.description'
    : 'afterSales.return.description'
  return (
    <form className="account-form after-sales__form" noValidate onSubmit={(e) => void submit(e)}>
      <div className="account-field">
        <label htmlFor={`${id}-order`}>{t('afterSales.return.order')}</label>
        <select
          id={`${id}-order`}
          value={orderId}
          onChange={(e) => {
            setOrderId(e.target.value)
            setQtys({})
          }}
        >
          <option value="">{t('afterSales.return.chooseOrder')}</option>
          {orders.map((o) => (
            <option key={o.orderId} value={o.orderId}>
              {t('afterSales.return.orderOption', {
                number: o.orderNumber ?? o.orderId,
                date: formatDay(o.deliveredAt ?? o.placedAt, store.view.locale),
              })}
            </option>
          ))}
        </select>
      </div>
      {order && (
        <fieldset className="after-sales__fieldset">
          <legend>{t('afterSales.return.lines')}</legend>
          {order.lines.map((line) => (
            <div key={line.lineId} className="account-field after-sales__qty-field">
              <label htmlFor={`${id}-qty-${line.lineId}`}>
                <strong>{line.name}</strong> <span className="after-sales__sku">{line.sku}</span>
                <span className="after-sales__sub">
                  {t('afterSales.return.returnable', { max: line.qtyReturnable })}
                </span>
              </label>
              <input
                id={`${id}-qty-${line.lineId}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.qtyReturnable}
                step={1}
                aria-label={t('afterSales.return.qtyOf', { sku: line.sku, max: line.qtyReturnable })}
                value={qtys[line.lineId] ?? ''}
                onChange={(e) => setQtys({ ...qtys, [line.lineId]: e.target.value })}
              />
            </div>
          ))}
        </fieldset>
      )}
      <div className="account-field">
        <label htmlFor={`${id}-reason`}>{t('afterSales.return.reason')}</label>
        <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)}>
          <option value="">{t('afterSales.return.chooseReason')}</option>
          {reasons.map((code) => (
            <option key={code} value={code}>
              {t(`afterSales.reason.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="account-field">
        <label htmlFor={`${id}-text`}>{t(descriptionKey)}</label>
        <textarea
          id={`${id}-text`}
          rows={4}
          maxLength={2000}
          required={warranty}
          aria-required={warranty}
          value={reasonText}
          onChange={(e) => setReasonText(e.target.value)}
        />
      </div>
      {warranty && (
        <div className="account-field">
          <label htmlFor={`${id}-photos`}>{t('afterSales.warranty.photos')}</label>
          <input
            id={`${id}-photos`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={photos.length >= MAX_PHOTOS}
            onChange={(e) => {
              void addPhotos(e.target.files)
              e.target.value = ''
            }}
          />
          {photos.length > 0 && (
            <ul className="after-sales__photos">
              {photos.map((photo, index) => (
                <li key={`${photo.name}-${index}`}>
                  <img src={`data:${photo.contentType};base64,${photo.data}`} alt="" width={64} height={64} />
                  <span>{photo.name}</span>
                  <button
                    type="button"
                    className="button button--link"
                    aria-label={t('afterSales.warranty.photoRemove', { name: photo.name })}
                    onClick={() => setPhotos(photos.filter((_, i) => i !== index))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {photoError && <p className="account-field__error">{photoError}</p>}
        </div>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="account-form__failure after-sales__problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className="account-form__failure">
          {failure}
        </p>
      )}
      <div>
        <button type="submit" className="button" disabled={busy}>
          {busy
            ? t('afterSales.return.sending')
            : t(warranty ? 'afterSales.warranty.send' : 'afterSales.return.send')}
        </button>
      </div>
    </form>
  )
}
