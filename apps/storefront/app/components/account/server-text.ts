/**
 * The account screens show the server's answers in the shop's languages (decision 0071): the
 * texts they know (contract §2 and our API's messages, packages/commerce account.ts) map to
 * message keys, with their numbers carried over; anything else becomes the form's general failure,
 * never raw English.
 */
import { ACCOUNT_MESSAGES, MESSAGES } from '@shop/commerce'
import type { MessageKey, Translate } from '../../i18n/translate.ts'
import { serverMessage } from '../../lib/user/user-api.ts'

/** A message template of the server ("... wait {minutes} minutes ...") as a pattern with its values. */
function pattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace(/\{(\w+)\}/g, '(?<$1>\\d+)')}$`)
}

const KNOWN: [RegExp, MessageKey][] = [
  [pattern(ACCOUNT_MESSAGES.emailTaken), 'account.register.emailTaken'],
  [pattern(ACCOUNT_MESSAGES.emailChangeNotAllowed), 'account.profile.emailLocked'],
  // issue 16: the API refuses every e-mail change (spec 001 §5)
  [pattern(MESSAGES.emailNotChangeable), 'trade.profile.emailNotChangeable'],
  [pattern(ACCOUNT_MESSAGES.passwordMismatch), 'account.changePassword.mismatch'],
  [pattern(ACCOUNT_MESSAGES.emailDoesNotExist), 'account.reset.unknownEmail'],
  [pattern(ACCOUNT_MESSAGES.resetTokenInvalid), 'account.createPassword.invalid'],
  [pattern(ACCOUNT_MESSAGES.tooManyAttempts), 'account.login.tooMany'],
  [pattern(ACCOUNT_MESSAGES.tooManyResets), 'account.reset.tooMany'],
  [pattern(ACCOUNT_MESSAGES.passwordTooShort), 'account.validation.minLength'],
  [pattern(ACCOUNT_MESSAGES.signInChallenge), 'account.login.challenge'],
  [pattern('Too many requests. Please wait {minutes} minutes and try again.'), 'account.tooManyRequests'],
]

/** The server's text of `result` (a string or `{errorMessage}`) in the page's language. */
export function accountServerText(
  result: unknown,
  t: Translate,
  fallback: MessageKey = 'account.error',
): string {
  const text = serverMessage(result)
  if (text) {
    for (const [known, key] of KNOWN) {
      const match = known.exec(text)
      if (match) return t(key, { ...match.groups })
    }
  }
  return t(fallback)
}
