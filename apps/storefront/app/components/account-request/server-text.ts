/**
 * The account request's problems and refusals in the page's language (decision 0071): a field
 * problem of the commerce rules becomes a message key with its values; the API's refusals (an open
 * request, an existing account, the captcha, the limit) map to translated texts; anything else is
 * the form's general failure, never the API's English.
 */
import {
  ACCOUNT_REQUEST_MESSAGES,
  type AccountRequestField,
  type AccountRequestProblem,
} from '@shop/commerce'
import type { MessageKey, Translate } from '../../i18n/translate.ts'
import type { FieldError } from '../account/validation.ts'

const M = ACCOUNT_REQUEST_MESSAGES

/** A template ("Must be at least {min} characters.") as a pattern capturing its value. */
const pattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, '(?<$1>\\d+)')}$`)

const KEYS: [RegExp, MessageKey][] = [
  [pattern(M.required), 'accountRequest.error.required'],
  [pattern(M.invalidEmail), 'accountRequest.error.email'],
  [pattern(M.tooShort), 'accountRequest.error.tooShort'],
  [pattern(M.tooLong), 'accountRequest.error.tooLong'],
  [pattern(M.unknownCountry), 'accountRequest.error.country'],
  [pattern(M.unknownBranch), 'accountRequest.error.branch'],
  [pattern(M.vatFormat), 'accountRequest.error.vat'],
]

/** A problem of the commerce rules (or the server's text of one) as the field's message key. */
export function problemError(problem: Pick<AccountRequestProblem, 'message'>): FieldError {
  for (const [found, key] of KEYS) {
    const match = found.exec(problem.message)
    if (!match) continue
    const values = Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, Number(v)]))
    return Object.keys(values).length ? { key, values } : { key }
  }
  return { key: 'accountRequest.error.required' }
}

/** The field problems the server sent in `meta.fields` (a 400), as field errors. */
export function serverFieldErrors(meta: unknown): Partial<Record<AccountRequestField, FieldError>> {
  const fields = (meta as { fields?: Record<string, unknown> } | null)?.fields
  if (!fields || typeof fields !== 'object') return {}
  const errors: Partial<Record<AccountRequestField, FieldError>> = {}
  for (const [field, message] of Object.entries(fields))
    if (typeof message === 'string') errors[field as AccountRequestField] = problemError({ message })
  return errors
}

/** A refusal (409, 429, the captcha's 4xx, anything else) as one translated line. */
export function refusalText(code: number, result: unknown, t: Translate): string {
  const message = typeof result === 'string' ? result : ''
  if (code === 409 && message.includes('already waiting for a decision'))
    return t('accountRequest.refused.openRequest')
  if (code === 409 && message.includes('already has a shop account'))
    return t('accountRequest.refused.hasAccount')
  if (code === 429) {
    const minutes = /wait (\d+) minute/.exec(message)?.[1] ?? '60'
    return t('accountRequest.refused.tooMany', { minutes })
  }
  if (code >= 400 && code < 500 && /captcha/i.test(message)) return t('accountRequest.refused.captcha')
  return t('accountRequest.refused.failed')
}
