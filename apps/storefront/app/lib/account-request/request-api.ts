/**
 * The account request's calls (issue 19, decision 0196) through the one network client: the
 * public `requestaccount` under the back-office base path (no token: a business without an
 * account sends it), and whether the captcha is active (GET /api/captcha; absent or failing reads
 * as not active, and the server decides anyway).
 */
import type { AccountRequestInput } from '@shop/commerce'
import { networkTask, type TaskResult } from '../network-task.ts'
import { OCULUS_BASE_PATH } from '../oculus.ts'

export type AccountRequestAnswer = TaskResult<{ body?: { request_id: number; status: string } } | string>

export function requestAccountCall(
  body: AccountRequestInput & { captcha?: string },
  storeCode?: string,
): Promise<AccountRequestAnswer> {
  return networkTask({
    url: `${OCULUS_BASE_PATH}/requestaccount`,
    method: 'POST',
    body,
    storeCode: storeCode || undefined,
  })
}

export async function captchaIsActive(): Promise<boolean> {
  try {
    const answer = await networkTask<{ is_active?: boolean }>({ url: '/api/captcha' })
    return answer.code === 200 && Boolean(answer.result?.is_active)
  } catch {
    return false
  }
}
