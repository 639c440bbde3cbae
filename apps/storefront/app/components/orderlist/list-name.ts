/**
 * The list-name rule of the order lists (spec 001 §5 'Missing list name.'; order_list.name is
 * varchar(128)): checked in the browser first so the shopper reads it in their language at once;
 * the server holds the same rule.
 */
import type { MessageKey } from '../../i18n/translate.ts'
import { LIST_NAME_MAX } from '../../lib/orderlist/orderlist-api.ts'

export function listNameProblem(name: string): MessageKey | null {
  const trimmed = name.trim()
  if (!trimmed) return 'orderlist.missingName'
  if (trimmed.length > LIST_NAME_MAX) return 'orderlist.nameTooLong'
  return null
}

/** The server's spec texts, shown in the page's language (anything else as it came). */
export function serverText(message: string, t: (key: MessageKey) => string): string {
  if (message === 'Missing list name.') return t('orderlist.missingName')
  if (message === 'U need to be loggedin to access your favorites.') return t('orderlist.loginRequired')
  return message || t('orderlist.failed')
}
