/**
 * The API's refusals of the visit-report calls in the shop's languages (decision 0071): the spec's
 * 'Missing data in todo.' (§5), a customer the purchaser is not (or no longer) assigned to (403),
 * a session that ended (401); anything else is the screen's general failure, never raw English.
 */
import type { MessageKey, Translate } from '../../i18n/translate.ts'

export const MSG_MISSING_TODO_DATA = 'Missing data in todo.'

export function refusalKey(code: number, message: string, fallback: MessageKey): MessageKey {
  if (message.includes(MSG_MISSING_TODO_DATA)) return 'visitReport.todo.missingData'
  if (code === 403) return 'visitReport.refused.notAssigned'
  if (code === 401) return 'visitReport.refused.session'
  if (code === 0) return 'visitReport.refused.network'
  return fallback
}

export const refusalText = (
  outcome: { code: number; message: string },
  t: Translate,
  fallback: MessageKey = 'visitReport.failed',
) => t(refusalKey(outcome.code, outcome.message, fallback))
