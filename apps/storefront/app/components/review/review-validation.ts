/**
 * Checks of the review form. The spec gives no review minimums (001 §5 lists names 2-3), so a
 * nickname takes 2 like the short name fields, a title 3 and the text 10: enough to stop empty
 * or one-word reviews reaching the moderators. Maximums follow the server's (title 255, ...).
 */
import { minLength, validate, type FieldError } from '../account/validation.ts'

import { REVIEW_LIMITS } from './review-limits.ts'

// the limits have their own module: the form needs them to render, the checks only on submit
export { REVIEW_LIMITS }

export interface ReviewInput {
  nickname: string
  title: string
  detail: string
  /** 1-5 stars, 0 when none is chosen */
  rating: number
}

export type ReviewField = keyof ReviewInput

export function validateReview(input: ReviewInput): Partial<Record<ReviewField, FieldError>> {
  return validate<ReviewField>({
    nickname: () => minLength(REVIEW_LIMITS.nicknameMin)(input.nickname),
    title: () => minLength(REVIEW_LIMITS.titleMin)(input.title),
    detail: () => minLength(REVIEW_LIMITS.detailMin)(input.detail),
    rating: () =>
      Number.isInteger(input.rating) && input.rating >= 1 && input.rating <= 5
        ? null
        : { key: 'account.validation.required' },
  })
}
