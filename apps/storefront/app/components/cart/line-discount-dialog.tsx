/**
 * The purchaser's "Korting geven" dialog (decision 0158): a native <dialog> shown modally (focus
 * stays inside, Escape closes it, focus returns to the button), with the percentage, the comment,
 * who may read the comment, and the purchaser's maximum. It checks with the same rules as the
 * server, then asks applyDiscountCart; a refusal shows in the store's language at the field.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { LINE_DISCOUNT_COMMENT_MAX, type LineDiscountType } from '@shop/commerce'
import {
  applyLineDiscount,
  cartDiscounts,
  checkDialog,
  purchaserMaxDiscount,
  refusalText,
  type DiscountProblemText,
} from '../../lib/cart/line-discount.ts'
import type { CartItem } from '../../lib/cart/cart-types.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { notify } from '../notifications/store.ts'

const PERCENT_ERRORS = new Set<string>([
  'lineDiscount.error.notANumber',
  'lineDiscount.error.negative',
  'lineDiscount.error.above100',
  'lineDiscount.error.decimals',
  'lineDiscount.error.aboveMax',
])

export default function LineDiscountDialog({
  item,
  name,
  onClose,
}: {
  item: CartItem
  name: string
  onClose: () => void
}) {
  const t = useT()
  const store = useStore()
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const percentRef = useRef<HTMLInputElement>(null)
  const current = item.totals?.discount_percent ?? 0
  // nl and de both write a decimal comma
  const [percent, setPercent] = useState(current > 0 ? String(current).replace('.', ',') : '')
  const [comment, setComment] = useState('')
  const [type, setType] = useState<LineDiscountType>('internal')
  const [max, setMax] = useState<number | null>(null)
  const [errors, setErrors] = useState<DiscountProblemText[]>([])
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    percentRef.current?.focus()
    const code = store.view.storeCode
    void purchaserMaxDiscount(code).then((value) => setMax(typeof value === 'number' ? value : null))
    // what the line has now: its comment and type, for changing it
    void cartDiscounts(code).then((list) => {
      const mine = list?.find((d) => d.item_id === item.server_item_id)
      if (mine) {
        setComment(mine.comment ?? '')
        if (mine.type) setType(mine.type)
      }
    })
  }, [item.server_item_id, store.view.storeCode])

  const submit = async () => {
    const problems = checkDialog({ percent, comment, type }, max)
    setErrors(problems)
    if (problems.length) return percentRef.current?.focus()
    setBusy(true)
    const outcome = await applyLineDiscount(
      { itemId: item.server_item_id!, percent: percent.replace(',', '.'), comment, type },
      store.view.storeCode,
    )
    setBusy(false)
    if (!outcome.ok) {
      setErrors([refusalText(outcome.message)])
      return percentRef.current?.focus()
    }
    const removed = Number(percent.replace(',', '.')) === 0
    notify({ type: 'success', message: t(removed ? 'lineDiscount.removed' : 'lineDiscount.saved', { name }) })
    onClose()
  }

  const errorId = `${id}-errors`
  const hintId = `${id}-max`
  return (
    <dialog
      ref={dialogRef}
      className="line-discount-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialogRef.current?.close()
      }}
    >
      <form
        className="line-discount-dialog__body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <div className="line-discount-dialog__head">
          <h2 id={`${id}-title`}>{t('lineDiscount.title', { name })}</h2>
          <button
            type="button"
            className="line-discount-dialog__close"
            aria-label={t('lineDiscount.close')}
            onClick={() => dialogRef.current?.close()}
          >
            ×
          </button>
        </div>
        {errors.length > 0 && (
          <ul id={errorId} className="line-discount-dialog__errors" role="alert">
            {errors.map((e) => (
              <li key={e.key}>{t(e.key, e.values)}</li>
            ))}
          </ul>
        )}
        <label htmlFor={`${id}-percent`}>{t('lineDiscount.percent')}</label>
        <input
          ref={percentRef}
          id={`${id}-percent`}
          className="line-discount-dialog__percent"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={percent}
          aria-invalid={errors.some((e) => PERCENT_ERRORS.has(e.key)) || undefined}
          aria-describedby={[hintId, errors.length ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setPercent(event.currentTarget.value)
            // a corrected value: the old message goes at once
            setErrors([])
          }}
        />
        <p id={hintId} className="line-discount-dialog__hint">
          {max === null ? t('lineDiscount.maxUnknown') : t('lineDiscount.max', { max })}
        </p>
        <label htmlFor={`${id}-comment`}>{t('lineDiscount.comment')}</label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          value={comment}
          maxLength={LINE_DISCOUNT_COMMENT_MAX}
          aria-describedby={`${id}-comment-hint`}
          aria-invalid={errors.some((e) => e.key === 'lineDiscount.error.commentTooLong') || undefined}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <p id={`${id}-comment-hint`} className="line-discount-dialog__hint">
          {t('lineDiscount.commentHint', { max: LINE_DISCOUNT_COMMENT_MAX, count: comment.length })}
        </p>
        <fieldset className="line-discount-dialog__type">
          <legend>{t('lineDiscount.type')}</legend>
          {(['internal', 'customer'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-type`}
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
              />{' '}
              {t(value === 'internal' ? 'lineDiscount.type.internal' : 'lineDiscount.type.customer')}
            </label>
          ))}
        </fieldset>
        <div className="line-discount-dialog__actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            {t('lineDiscount.save')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dialogRef.current?.close()}
          >
            {t('lineDiscount.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  )
}
