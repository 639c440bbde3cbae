/** The newsletter calls of contract §10 (`/api/ext/mailchimp-subscribe/subscribe`) for the account page. */
import { networkTask } from '../network-task.ts'
import { getUser } from './user-store.ts'

const PATH = '/api/ext/mailchimp-subscribe/subscribe'

export const newsletterStatusCall = (email: string, storeCode?: string) =>
  networkTask<string>({ url: PATH, query: { email }, storeCode })

export const subscribeCall = (email: string, firstname: string, storeCode?: string) =>
  networkTask<{ status: string; coupon_code?: string } | string>({
    url: PATH,
    method: 'POST',
    body: { email, firstname },
    token: getUser().token ?? '',
    storeCode,
  })

export const unsubscribeCall = (email: string, storeCode?: string) =>
  networkTask<{ status: string } | string>({ url: PATH, method: 'DELETE', body: { email }, storeCode })
