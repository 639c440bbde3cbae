/**
 * Mailchimp Marketing API v3 (REST with fetch): members of one list, addressed by the MD5 of the
 * lower-case e-mail. Used when MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID are set; its list is then
 * the truth for the status (people unsubscribe through Mailchimp's own links).
 */
import { createHash } from 'node:crypto'

export interface MailchimpSettings {
  apiKey: string
  listId: string
  endpoint: string
}

export type MemberStatus = 'subscribed' | 'unsubscribed' | 'pending' | 'cleaned'

export class MailchimpError extends Error {}

const TIMEOUT_MS = 10_000

export function createMailchimp(settings: MailchimpSettings) {
  const base = `${settings.endpoint.replace(/\/+$/, '')}/lists/${encodeURIComponent(settings.listId)}/members/`
  const auth = `Basic ${Buffer.from(`shop:${settings.apiKey}`).toString('base64')}`
  const memberUrl = (email: string) =>
    base + createHash('md5').update(email.trim().toLowerCase()).digest('hex')

  async function send(method: string, email: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(memberUrl(email), {
        method,
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new MailchimpError(`Mailchimp ${method} failed: ${(error as Error).message}`)
    }
  }

  return {
    /** The member's status; an address Mailchimp does not know counts as unsubscribed. */
    async status(email: string): Promise<MemberStatus> {
      const res = await send('GET', email)
      if (res.status === 404) return 'unsubscribed'
      if (!res.ok) throw new MailchimpError(`Mailchimp GET answered ${res.status}`)
      const body = (await res.json().catch(() => null)) as { status?: unknown } | null
      const status = body?.status
      if (
        status === 'subscribed' ||
        status === 'unsubscribed' ||
        status === 'pending' ||
        status === 'cleaned'
      ) {
        return status
      }
      throw new MailchimpError('Mailchimp answered without a member status')
    },
    /** Adds or re-subscribes the member (PUT = "update existing"). */
    async subscribe(email: string, firstname: string | null) {
      const res = await send('PUT', email, {
        email_address: email,
        status_if_new: 'subscribed',
        status: 'subscribed',
        ...(firstname ? { merge_fields: { FNAME: firstname } } : {}),
      })
      if (!res.ok) throw new MailchimpError(`Mailchimp PUT answered ${res.status}`)
    },
    async unsubscribe(email: string) {
      const res = await send('PATCH', email, { status: 'unsubscribed' })
      // not on the list: already what was asked
      if (!res.ok && res.status !== 404) throw new MailchimpError(`Mailchimp PATCH answered ${res.status}`)
    },
  }
}
