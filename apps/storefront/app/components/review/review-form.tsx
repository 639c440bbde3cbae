/**
 * "Write a review" under the product's reviews. Guests may review (the server allows it); a new
 * review waits for moderation (001 §4), so success says it shows after approval instead of
 * adding it to the list. Messages are tied to their fields; the first invalid field gets focus.
 * The fields are read when the form is sent, not kept in state: the form's code may come after
 * the shopper has started typing (product-more.tsx loads when scrolled to).
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { FieldError } from '../account/validation.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { REVIEW_LIMITS } from './review-limits.ts'
import type { ReviewField, ReviewInput } from './review-validation.ts'

type Status = 'idle' | 'busy' | 'sent' | 'failed'

const FIELD_ORDER: readonly ReviewField[] = ['rating', 'nickname', 'title', 'detail']

// the checks and the review call (with the network client) load when the shopper turns to the
// form, not with every product page (decision 0035)
const loadSubmit = () => Promise.all([import('./review-validation.ts'), import('./review-api.ts')])
const preloadSubmit = () => void loadSubmit().catch(() => undefined)

function fieldsOf(form: HTMLFormElement): ReviewInput {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  return {
    nickname: text('nickname'),
    title: text('title'),
    detail: text('detail'),
    rating: Number(data.get('rating') ?? 0),
  }
}

export function ReviewForm({ productId }: { productId: number }) {
  const t = useT()
  const storeCode = useStore().view.storeCode || undefined
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Partial<Record<ReviewField, FieldError>>>({})
  const [status, setStatus] = useState<Status>('idle')

  const change = (field: ReviewField) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = fieldsOf(event.currentTarget)
    const loaded = await loadSubmit().catch(() => null)
    if (!loaded) return setStatus('failed')
    const [{ validateReview }, { createReviewCall }] = loaded
    const found = validateReview(input)
    setErrors(found)
    // focus now, in the order of the form: aria-invalid is only set by the next render
    const first = FIELD_ORDER.find((field) => found[field])
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus()
      return
    }
    setStatus('busy')
    const answer = await createReviewCall(productId, input, storeCode).catch(() => null)
    // the form goes away on success; "write another" brings it back empty
    setStatus(answer?.code === 200 ? 'sent' : 'failed')
  }

  const errorOf = (field: ReviewField): ReactNode =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="review-form__error">
        {t(errors[field].key, errors[field].values)}
      </p>
    )
  const aria = (field: ReviewField) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  })

  return (
    <section className="review-form" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('review.form.title')}</h3>
      {status === 'sent' ? (
        <>
          <p role="status" className="review-form__sent">
            {t('review.form.submitted')}
          </p>
          <button type="button" className="button button--link" onClick={() => setStatus('idle')}>
            {t('review.form.another')}
          </button>
        </>
      ) : (
        <form
          ref={formRef}
          noValidate
          onFocus={preloadSubmit}
          onChange={(event) => change((event.target as { name?: string }).name as ReviewField)}
          onSubmit={(event) => void submit(event)}
        >
          <fieldset className="review-form__rating">
            <legend>{t('review.form.rating')}</legend>
            {[1, 2, 3, 4, 5].map((stars) => (
              <label key={stars}>
                <input
                  // the first star carries the field's id, so a failed check can focus the group
                  id={stars === 1 ? `${id}-rating` : undefined}
                  type="radio"
                  name="rating"
                  value={stars}
                  aria-invalid={errors.rating ? true : undefined}
                  aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
                />
                <span aria-hidden="true">{'★'.repeat(stars)}</span>
                <span className="visually-hidden">{t('review.form.stars', { stars })}</span>
              </label>
            ))}
            {errorOf('rating')}
          </fieldset>
          <div className="review-form__field">
            <label htmlFor={`${id}-nickname`}>{t('review.form.nickname')}</label>
            <input
              {...aria('nickname')}
              name="nickname"
              autoComplete="nickname"
              maxLength={REVIEW_LIMITS.nicknameMax}
            />
            {errorOf('nickname')}
          </div>
          <div className="review-form__field">
            <label htmlFor={`${id}-title`}>{t('review.form.summary')}</label>
            <input {...aria('title')} name="title" maxLength={REVIEW_LIMITS.titleMax} />
            {errorOf('title')}
          </div>
          <div className="review-form__field">
            <label htmlFor={`${id}-detail`}>{t('review.form.detail')}</label>
            <textarea {...aria('detail')} name="detail" rows={5} maxLength={REVIEW_LIMITS.detailMax} />
            {errorOf('detail')}
          </div>
          {status === 'failed' && (
            <p role="alert" className="review-form__error">
              {t('review.form.failed')}
            </p>
          )}
          <button type="submit" className="button" disabled={status === 'busy'}>
            {status === 'busy' ? t('review.form.busy') : t('review.form.submit')}
          </button>
        </form>
      )}
    </section>
  )
}
