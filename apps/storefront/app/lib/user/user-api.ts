/** The `/api/user/*` calls of contract §2, through the one network-task client. */
import { solveProofOfWork } from '@shop/commerce'
import { CLIENT_VERSION, networkTask, type TaskResult } from '../network-task.ts'
import { getUser } from './user-store.ts'
import type { Customer, HistoryOrder } from './user-types.ts'

const token = () => getUser().token ?? ''

const loginTask = (username: string, password: string, storeCode?: string, proof?: object) =>
  networkTask<string>({
    url: '/api/user/login',
    method: 'POST',
    body: proof ? { username, password, proof } : { username, password },
    headers: { 'x-client': CLIENT_VERSION },
    storeCode,
  })

/**
 * Sign-in. An account under attack asks unknown devices for a proof of work (decision 0110): the
 * browser solves the challenge of the 429 and sends the login once more with the proof.
 */
export async function loginCall(username: string, password: string, storeCode?: string) {
  const first = await loginTask(username, password, storeCode)
  const challenge = (first.meta as { challenge?: { salt?: unknown; difficulty?: unknown } } | undefined)
    ?.challenge
  if (first.code !== 429 || typeof challenge?.salt !== 'string' || typeof challenge.difficulty !== 'number') {
    return first
  }
  const nonce = await solveProofOfWork(challenge.salt, challenge.difficulty)
  return loginTask(username, password, storeCode, { salt: challenge.salt, nonce })
}

export interface RegisterInput {
  email: string
  firstname: string
  lastname: string
  password: string
}

export const registerCall = (input: RegisterInput, storeId?: number) =>
  networkTask<Customer | string>({
    url: '/api/user/create',
    method: 'POST',
    body: {
      customer: { email: input.email, firstname: input.firstname, lastname: input.lastname, storeId },
      password: input.password,
    },
  })

export const meCall = (): Promise<TaskResult<Customer | string>> =>
  networkTask({ url: '/api/user/me', token: token() })

export const updateMeCall = (customer: Partial<Customer>) =>
  networkTask<Customer | string>({ url: '/api/user/me', method: 'POST', token: token(), body: { customer } })

export const orderHistoryCall = (currentPage = 1, pageSize = 20) =>
  networkTask<{ items: HistoryOrder[]; total_count: number } | string>({
    url: '/api/user/order-history',
    token: token(),
    query: { pageSize: String(pageSize), currentPage: String(currentPage) },
  })

export const resetPasswordCall = (email: string, storeCode?: string) =>
  networkTask<boolean | string>({
    url: '/api/user/reset-password',
    method: 'POST',
    body: { email, storeCode },
  })

export const createPasswordCall = (email: string, resetToken: string, newPassword: string) =>
  networkTask<boolean | string>({
    url: '/api/user/create-password',
    method: 'POST',
    body: { email, resetToken, newPassword },
  })

export const logoutCall = (refreshToken: string) =>
  networkTask<boolean>({ url: '/api/user/logout', method: 'POST', body: { refreshToken } })

/** Ends every session of the customer on the server (contract §2): this device logs in again after it. */
export const changePasswordCall = (currentPassword: string, newPassword: string) =>
  networkTask<boolean | string | { errorMessage?: string }>({
    url: '/api/user/change-password',
    method: 'POST',
    token: token(),
    body: { currentPassword, newPassword },
  })

/** The server's error text: a string result, or `result.errorMessage` (contract §2 password calls). */
export function serverMessage(result: unknown): string | null {
  if (typeof result === 'string') return result
  if (result && typeof result === 'object' && 'errorMessage' in result) return String(result.errorMessage)
  return null
}
