/**
 * Saves a change to the customer (profile and shipping forms): on success the user store takes the
 * server's answer and a toast confirms; otherwise the failure text for the form's status line.
 */
import { notify } from '../notifications/store.ts'
import type { Translate } from '../../i18n/translate.ts'
import { updateMeCall } from '../../lib/user/user-api.ts'
import { setUser } from '../../lib/user/user-store.ts'
import type { Customer } from '../../lib/user/user-types.ts'
import { accountServerText } from './server-text.ts'

export async function saveCustomer(update: Partial<Customer>, t: Translate): Promise<string | null> {
  const answer = await updateMeCall(update).catch(() => null)
  if (answer?.code !== 200 || !answer.result || typeof answer.result !== 'object')
    return accountServerText(answer?.result, t)
  setUser({ current: answer.result })
  notify({ type: 'success', message: t('account.profile.saved') })
  return null
}
