/**
 * The back-office calls of spec 001 §7 ("oculus"): POST with JSON under one base path, answered as
 * `{code, result: {body}}`, each for the customer whose token it carries. Failures are logged and
 * give nothing back (§7), so a screen that asks shows what it had rather than an error.
 */
import { networkTask } from './network-task.ts'
import { getUser } from './user/user-store.ts'

/** Where the API serves the calls (`OCULUS_BASE_PATH` on the server; the default here). */
export const OCULUS_BASE_PATH = '/api/oculus'

/** One back-office call for the signed-in customer; null when it failed or nobody is signed in. */
export async function oculusCall<T>(name: string, body: unknown, storeCode?: string): Promise<T | null> {
  const token = getUser().token
  if (!token) return null
  try {
    const answer = await networkTask<{ body?: T }>({
      url: `${OCULUS_BASE_PATH}/${name}`,
      method: 'POST',
      body,
      token,
      storeCode: storeCode || undefined,
    })
    if (answer.code !== 200 || !answer.result || typeof answer.result !== 'object') {
      console.warn(`[oculus] ${name} answered ${answer.code}`)
      return null
    }
    return (answer.result.body ?? null) as T | null
  } catch (error) {
    console.warn(`[oculus] ${name} failed`, error)
    return null
  }
}
