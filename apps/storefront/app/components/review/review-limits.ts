/** Lengths of the review fields (review-validation.ts says why these minimums). */
export const REVIEW_LIMITS = Object.freeze({
  nicknameMin: 2,
  nicknameMax: 128,
  titleMin: 3,
  titleMax: 255,
  detailMin: 10,
  detailMax: 5000,
})
