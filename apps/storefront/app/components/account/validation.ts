/**
 * Form checks of 001 §5 (messages and minimum lengths) as message keys: the spec's English texts
 * ("Field is required", "Please provide valid e-mail address.", ...) are shown in Dutch or German.
 */
import { ACCOUNT_LIMITS, isAlphabetName, isValidEmail } from '@shop/commerce'
import type { MessageKey } from '../../i18n/translate.ts'

export interface FieldError {
  key: MessageKey
  values?: Record<string, number>
}

export type Check = (value: string) => FieldError | null

export const required: Check = (value) => (value.trim() ? null : { key: 'account.validation.required' })

export const email: Check = (value) =>
  required(value) ?? (isValidEmail(value) ? null : { key: 'account.validation.email' })

export const minLength =
  (min: number): Check =>
  (value) =>
    required(value) ??
    (value.trim().length >= min ? null : { key: 'account.validation.minLength', values: { min } })

/** a name of at least `min` characters, letters only ("Accepts only alphabet characters.", 001 §5) */
export const personName =
  (min: number): Check =>
  (value) =>
    minLength(min)(value) ?? (isAlphabetName(value) ? null : { key: 'account.validation.letters' })

/** names 3 letters in the register and profile forms (001 §5) */
export const name = personName(ACCOUNT_LIMITS.nameMin)
/** passwords are not trimmed: every character counts */
export const password: Check = (value) =>
  value
    ? value.length >= ACCOUNT_LIMITS.passwordMin
      ? null
      : minError(ACCOUNT_LIMITS.passwordMin)
    : requiredError

const requiredError: FieldError = { key: 'account.validation.required' }
function minError(min: number): FieldError {
  return { key: 'account.validation.minLength', values: { min } }
}

export const identical =
  (other: string): Check =>
  (value) =>
    value === other ? null : { key: 'account.validation.identical' }

export const accepted = (checked: boolean): FieldError | null =>
  checked ? null : { key: 'account.validation.terms' }

/** Runs every field's checks; the first failing check of a field is its message. */
export function validate<F extends string>(
  checks: Record<F, () => FieldError | null>,
): Partial<Record<F, FieldError>> {
  const errors: Partial<Record<F, FieldError>> = {}
  for (const field of Object.keys(checks) as F[]) {
    const error = checks[field]()
    if (error) errors[field] = error
  }
  return errors
}
