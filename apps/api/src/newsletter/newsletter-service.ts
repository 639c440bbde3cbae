/**
 * Newsletter subscriptions (000 §7, contract §10): stored locally per e-mail and store view,
 * mirrored to Mailchimp when configured. A first-time subscriber gets the newsletter coupon
 * (10 %, 001 §9) in the answer and in a welcome e-mail (decision 0063).
 */
import { and, eq, sql } from 'drizzle-orm'
import { ACCOUNT_MESSAGES, normalizeEmail, type StoreView } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { coupon, customer, newsletterSubscriber } from '../db/schema/index.ts'
import { ok, type Result } from '../http/result.ts'
import { mailService } from '../mail/mail-service.ts'
import { createMailchimp, MailchimpError } from './mailchimp.ts'
import { welcomeMail } from './welcome-mail.ts'

/** The demo coupon of 0003_demo_coupons.sql described as the newsletter's 10 %. */
export const NEWSLETTER_COUPON = 'FIETS10'

export type NewsletterResult<T> = Result<T> | { ok: false; status: 502; message: string }

const mailchimpFailed = { ok: false, status: 502, message: ACCOUNT_MESSAGES.newsletterError } as const

function mailchimp(ctx: AppContext) {
  const settings = ctx.config.newsletter.mailchimp
  return settings ? createMailchimp(settings) : null
}

const sameEmail = (email: string) => sql`lower(${newsletterSubscriber.email}) = ${normalizeEmail(email)}`

async function localStatus(ctx: AppContext, email: string, storeId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(newsletterSubscriber)
    .where(and(sameEmail(email), eq(newsletterSubscriber.storeId, storeId)))
  return row ?? null
}

export async function subscriptionStatus(
  ctx: AppContext,
  email: string,
  store: StoreView,
): Promise<NewsletterResult<string>> {
  const remote = mailchimp(ctx)
  if (remote) {
    try {
      return ok(await remote.status(email))
    } catch (error) {
      if (!(error instanceof MailchimpError)) throw error
      ctx.log.warn({ err: error }, 'newsletter status from Mailchimp failed')
      return mailchimpFailed
    }
  }
  return ok((await localStatus(ctx, email, store.storeId))?.status ?? 'unsubscribed')
}

async function activeCoupon(ctx: AppContext): Promise<string | null> {
  const [row] = await ctx.database.db
    .select({ code: coupon.code })
    .from(coupon)
    .where(and(eq(coupon.code, NEWSLETTER_COUPON), eq(coupon.isActive, true)))
  return row?.code ?? null
}

export async function subscribe(
  ctx: AppContext,
  input: { email: string; firstname: string | null; store: StoreView; customerId: number | null },
): Promise<NewsletterResult<{ status: 'subscribed'; coupon_code?: string }>> {
  const remote = mailchimp(ctx)
  if (remote) {
    try {
      await remote.subscribe(input.email, input.firstname)
    } catch (error) {
      if (!(error instanceof MailchimpError)) throw error
      ctx.log.warn({ err: error }, 'newsletter subscribe at Mailchimp failed')
      return mailchimpFailed
    }
  }
  const storeId = input.store.storeId
  const isNew = await ctx.database.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(newsletterSubscriber)
      .values({
        email: input.email,
        firstname: input.firstname,
        storeId,
        status: 'subscribed',
        customerId: input.customerId,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriber.id })
    if (!inserted) {
      await tx
        .update(newsletterSubscriber)
        .set({
          status: 'subscribed',
          ...(input.firstname ? { firstname: input.firstname } : {}),
          ...(input.customerId !== null ? { customerId: input.customerId } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(sameEmail(input.email), eq(newsletterSubscriber.storeId, storeId)))
    }
    await tx
      .update(customer)
      .set({ isSubscribed: true })
      .where(sql`lower(${customer.email}) = ${normalizeEmail(input.email)}`)
    return inserted !== undefined
  })
  // the coupon is a welcome: once per address and store, not again after unsubscribing
  const code = isNew ? await activeCoupon(ctx) : null
  if (!code) return ok({ status: 'subscribed' })
  try {
    await mailService(ctx.config).send(
      welcomeMail({
        to: input.email,
        firstname: input.firstname,
        language: input.store.language,
        couponCode: code,
      }),
    )
  } catch (error) {
    // the subscription stands; the code is in the answer as well
    ctx.log.error({ err: error }, 'newsletter welcome e-mail not sent')
  }
  return ok({ status: 'subscribed', coupon_code: code })
}

export async function unsubscribe(
  ctx: AppContext,
  input: { email: string; store: StoreView },
): Promise<NewsletterResult<{ status: 'unsubscribed' }>> {
  const remote = mailchimp(ctx)
  if (remote) {
    try {
      await remote.unsubscribe(input.email)
    } catch (error) {
      if (!(error instanceof MailchimpError)) throw error
      ctx.log.warn({ err: error }, 'newsletter unsubscribe at Mailchimp failed')
      return mailchimpFailed
    }
  }
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscriber)
      .set({ status: 'unsubscribed', updatedAt: sql`now()` })
      .where(and(sameEmail(input.email), eq(newsletterSubscriber.storeId, input.store.storeId)))
    // the account flag follows when no store view keeps the address subscribed
    const [still] = await tx
      .select({ id: newsletterSubscriber.id })
      .from(newsletterSubscriber)
      .where(and(sameEmail(input.email), eq(newsletterSubscriber.status, 'subscribed')))
    if (!still) {
      await tx
        .update(customer)
        .set({ isSubscribed: false })
        .where(sql`lower(${customer.email}) = ${normalizeEmail(input.email)}`)
    }
  })
  return ok({ status: 'unsubscribed' })
}
