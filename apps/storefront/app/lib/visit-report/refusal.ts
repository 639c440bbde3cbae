/**
 * The API's refusals of the visit-report calls in the shop's languages (decision 0071): the spec's
 * 'Missing data in todo.' (§5), a customer the purchaser is not (or no longer) assigned to (403),
 * a session that ended (401); anything else is the screen's general failure, never raw English.
 */
import type { MessageKey, Translate } from '../../i18n/translate.ts'
import { MSG_TODO_MISSING_DATA } from '@shop/commerce'

export function refusalKey(code: number, message: string, fallback: MessageKey): MessageKey {
  if (message.includes(MSG_TODO_MISSING_DATA)) return 'visitReport.todo.missingData'
  if (/expire_date: .*past/.test(message)) return 'visitReport.todo.past'
  if (/expire_date: .*ahead/.test(message)) return 'visitReport.todo.tooFar'
  if (/assigned_to/.test(message)) return 'visitReport.refused.assignee'
  if (/report_data\.\w+: Field is required/.test(message)) return 'visitReport.refused.required'
  if (/^report_data/.test(message)) return 'visitReport.refused.answers'
  if (/^order_id/.test(message)) return 'visitReport.refused.order'
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
