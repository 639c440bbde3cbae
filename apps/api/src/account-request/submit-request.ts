/**
 * `requestaccount` (spec 001 §7; issue 19, decision 0193): a business asks for a trade account.
 * The fields are checked by the commerce rules (400 naming the first field, every problem in
 * `meta.fields`), the captcha is verified before anything is stored, an address that already has
 * a shop account or an open request is answered 409, and the request is stored BEFORE any mail
 * goes out: a mail server that fails leaves the request (with `mail_error`) and the answer 200.
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  ACCOUNT_REQUEST_MESSAGES,
  accountRequestProblems,
  normalizeEmail,
  normalizeVatId,
  type AccountRequestInput,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { verifyCaptcha } from '../captcha/verify-captcha.ts'
import { accountRequest, customer } from '../db/schema/index.ts'
import { mailService } from '../mail/mail-service.ts'
import { fail, ok, type Result } from '../result.ts'
import { shopInfoSettings } from '../shop-info/shop-info-settings.ts'
import { receiptMail, shopNoticeMail } from './request-mail.ts'

export type AccountRequestBody = AccountRequestInput & { captcha?: string | null }

export interface SubmittedRequest {
  request_id: number
  status: 'requested'
}

const clean = (value: string | null | undefined) => String(value ?? '').trim()

/** The problems as one 400: the message names the first field, `meta.fields` has them all. */
function invalid(problems: ReturnType<typeof accountRequestProblems>) {
  const first = problems[0]!
  return fail('invalid', `${first.field}: ${first.message}`, {
    meta: { fields: Object.fromEntries(problems.map((p) => [p.field, p.message])) },
  })
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505'

export async function submitAccountRequest(
  ctx: AppContext,
  body: AccountRequestBody,
  remoteIp: string | undefined,
): Promise<Result<SubmittedRequest>> {
  const problems = accountRequestProblems(body)
  if (problems.length) return invalid(problems)
  const captcha = await verifyCaptcha(ctx, body.captcha, remoteIp)
  if (!captcha.ok) return captcha
  const email = clean(body.email)
  const db = ctx.database.db
  const [account] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(sql`lower(${customer.email}) = ${normalizeEmail(email)}`)
    .limit(1)
  if (account) return fail('conflict', ACCOUNT_REQUEST_MESSAGES.hasAccount.replace('{email}', email))
  const openRequest = () => fail('conflict', ACCOUNT_REQUEST_MESSAGES.openRequest.replace('{email}', email))
  const [open] = await db
    .select({ id: accountRequest.id })
    .from(accountRequest)
    .where(
      and(
        sql`lower(${accountRequest.email}) = ${normalizeEmail(email)}`,
        eq(accountRequest.status, 'requested'),
      ),
    )
    .limit(1)
  if (open) return openRequest()
  const values = {
    language: clean(body.language),
    company: clean(body.company),
    contactPerson: clean(body.contact_person),
    vatId: normalizeVatId(clean(body.vat_id)),
    kvkNumber: clean(body.kvk_number),
    street: clean(body.street),
    postcode: clean(body.postcode).toUpperCase(),
    city: clean(body.city),
    countryId: clean(body.country_id).toUpperCase(),
    phone: clean(body.phone),
    email,
    branch: clean(body.branch),
    message: clean(body.message) || null,
  }
  let id: number
  try {
    const [row] = await db.insert(accountRequest).values(values).returning({ id: accountRequest.id })
    id = row!.id
  } catch (error) {
    // two submits at once: the open-request index lets one in
    if (isUniqueViolation(error)) return openRequest()
    throw error
  }
  await mailRequest(ctx, { id, ...values })
  return ok({ request_id: id, status: 'requested' })
}

/** The receipt and the shop's notice; a failure is recorded on the request, never thrown. */
async function mailRequest(
  ctx: AppContext,
  r: { id: number } & Record<string, string | number | null> & {
      language: string
      company: string
      contactPerson: string
      email: string
    },
): Promise<void> {
  const mail = mailService(ctx.config)
  const fields: [string, string | null][] = [
    ['Bedrijf', r.company],
    ['Contactpersoon', r.contactPerson],
    ['Btw-nummer', String(r.vatId)],
    ['KvK-nummer', String(r.kvkNumber)],
    ['Adres', `${r.street}, ${r.postcode} ${r.city}, ${r.countryId}`],
    ['Telefoon', String(r.phone)],
    ['E-mail', r.email],
    ['Branche', String(r.branch)],
    ['Taal', r.language],
    ['Bericht', r.message === null ? null : String(r.message)],
  ]
  try {
    await mail.send(receiptMail(r))
    await mail.send(shopNoticeMail(shopInfoSettings(ctx.config).email, { ...r, fields }))
    await ctx.database.db
      .update(accountRequest)
      .set({ mailedAt: ctx.now(), mailError: null })
      .where(eq(accountRequest.id, r.id))
  } catch (error) {
    ctx.log.error({ err: error, requestId: r.id }, 'account request mail not sent')
    await ctx.database.db
      .update(accountRequest)
      .set({ mailError: String((error as Error)?.message ?? error).slice(0, 500) })
      .where(eq(accountRequest.id, r.id))
  }
}
