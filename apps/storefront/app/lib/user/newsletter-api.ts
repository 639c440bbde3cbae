/** The newsletter calls of contract §10 (`/api/ext/mailchimp-subscribe/subscribe`) for the account page. */
import { networkTask } from '../network-task.ts'
import { getUser } from './user-store.ts'

const PATH = '/api/ext/mailchimp-subscribe/subscribe'

/** The signed-in customer's own status only (decision 0113). */
export const newsletterStatusCall = (email: string, storeCode?: string) =>
  networkTask<string>({ url: PATH, query: { email }, token: getUser().token ?? '', storeCode })

export const subscribeCall = (email: string, firstname: string, storeCode?: string) =>
  networkTask<{ status: string; coupon_code?: string } | string>({
    url: PATH,
    method: 'POST',
    body: { email, firstname },
    token: getUser().token ?? '',
    storeCode,
  })

export const unsubscribeCall = (email: string, storeCode?: string) =>
  networkTask<{ status: string } | string>({
    url: PATH,
    method: 'DELETE',
    body: { email },
    token: getUser().token ?? '',
    storeCode,
  })

/** The links of the newsletter mails: confirm the subscription, or leave without signing in. */
export const confirmSubscriptionCall = (token: string) =>
  networkTask<{ status: string; coupon_code?: string } | string>({
    url: '/api/ext/mailchimp-subscribe/confirm',
    method: 'POST',
    body: { token },
  })

export const unsubscribeByLinkCall = (unsubscribeToken: string) =>
  networkTask<{ status: string } | string>({ url: PATH, method: 'DELETE', body: { unsubscribeToken } })
