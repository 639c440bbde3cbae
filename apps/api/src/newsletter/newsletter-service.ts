/**
 * Newsletter subscriptions (000 §7, contract §10): stored locally per e-mail and store view,
 * mirrored to Mailchimp when configured. A subscription starts when the address confirms it
 * through a mailed link (double opt-in); a first-time subscriber then gets the newsletter coupon
 * (10 %, 001 §9) in the answer and in a welcome e-mail (decisions 0063, 0113).
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { ACCOUNT_MESSAGES, normalizeEmail, storeById, type StoreView } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { coupon, customer, newsletterSubscriber } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { mailService } from '../mail/mail-service.ts'
import { createMailchimp, MailchimpError } from './mailchimp.ts'
import { welcomeMail } from './welcome-mail.ts'
import { confirmMail } from './confirm-mail.ts'
import { readNewsletterToken, signNewsletterToken } from './newsletter-token.ts'

export const NEWSLETTER_MESSAGES = Object.freeze({
  invalidLink: 'This newsletter link is not valid (any more).',
  ownerOnly: 'Only the signed-in owner of an address, or the link in its e-mail, may do this.',
})

/** The demo coupon of 0003_demo_coupons.sql described as the newsletter's 10 %. */
export const NEWSLETTER_COUPON = 'FIETS10'

const mailchimpFailed = fail('upstream_failed', ACCOUNT_MESSAGES.newsletterError)

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
): Promise<Result<string>> {
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

/**
 * Double opt-in, first half: the address is noted as pending and gets a confirmation link. The
 * answer is the same whether the address is new, pending or subscribed already, so it tells
 * nobody about someone else's subscription (decision 0113).
 */
export async function requestSubscription(
  ctx: AppContext,
  input: { email: string; firstname: string | null; store: StoreView; customerId: number | null },
): Promise<Result<{ status: 'pending' }>> {
  const storeId = input.store.storeId
  const current = await localStatus(ctx, input.email, storeId)
  if (current?.status === 'subscribed') return ok({ status: 'pending' })
  const db = ctx.database.db
  const [inserted] = await db
    .insert(newsletterSubscriber)
    .values({
      email: input.email,
      firstname: input.firstname,
      storeId,
      status: 'pending',
      customerId: input.customerId,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriber.id })
  if (!inserted) {
    await db
      .update(newsletterSubscriber)
      .set({
        status: 'pending',
        ...(input.firstname ? { firstname: input.firstname } : {}),
        ...(input.customerId !== null ? { customerId: input.customerId } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(sameEmail(input.email), eq(newsletterSubscriber.storeId, storeId)))
  }
  const token = signNewsletterToken(ctx, 'confirm', input.email, storeId)
  const prefix = input.store.storeCode ? `/${input.store.storeCode}` : ''
  const link = `${ctx.config.publicUrl}${prefix}/newsletter/confirm?${new URLSearchParams({ token })}`
  try {
    await mailService(ctx.config).send(confirmMail({ to: input.email, language: input.store.language, link }))
  } catch (error) {
    ctx.log.error({ err: error }, 'newsletter confirmation e-mail not sent')
    return mailchimpFailed
  }
  return ok({ status: 'pending' })
}

/**
 * Double opt-in, second half: the link from the mail makes the subscription active (also at
 * Mailchimp when configured). The welcome coupon is mailed once per address and store.
 */
export async function confirmSubscription(
  ctx: AppContext,
  token: string,
): Promise<Result<{ status: 'subscribed'; coupon_code?: string }>> {
  const target = readNewsletterToken(ctx, 'confirm', token)
  const store = target ? storeById(target.storeId) : null
  if (!target || !store) return fail('invalid', NEWSLETTER_MESSAGES.invalidLink)
  const remote = mailchimp(ctx)
  if (remote) {
    try {
      await remote.subscribe(target.email, null)
    } catch (error) {
      if (!(error instanceof MailchimpError)) throw error
      ctx.log.warn({ err: error }, 'newsletter subscribe at Mailchimp failed')
      return mailchimpFailed
    }
  }
  const now = ctx.now()
  const welcome = await ctx.database.db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscriber)
      .values({ email: target.email, storeId: store.storeId, status: 'subscribed' })
      .onConflictDoNothing()
    const [row] = await tx
      .update(newsletterSubscriber)
      .set({ status: 'subscribed', updatedAt: sql`now()` })
      .where(and(sameEmail(target.email), eq(newsletterSubscriber.storeId, store.storeId)))
      .returning({
        id: newsletterSubscriber.id,
        firstname: newsletterSubscriber.firstname,
        welcomedAt: newsletterSubscriber.welcomedAt,
      })
    await tx
      .update(customer)
      .set({ isSubscribed: true })
      .where(sql`lower(${customer.email}) = ${normalizeEmail(target.email)}`)
    if (!row || row.welcomedAt) return null
    // claimed in the transaction: a link clicked twice at once mails one coupon
    const [claimed] = await tx
      .update(newsletterSubscriber)
      .set({ welcomedAt: now })
      .where(and(eq(newsletterSubscriber.id, row.id), isNull(newsletterSubscriber.welcomedAt)))
      .returning({ id: newsletterSubscriber.id })
    return claimed ? { firstname: row.firstname } : null
  })
  const code = welcome ? await activeCoupon(ctx) : null
  if (!welcome || !code) return ok({ status: 'subscribed' })
  const unsubscribe = signNewsletterToken(ctx, 'unsubscribe', target.email, store.storeId)
  const prefix = store.storeCode ? `/${store.storeCode}` : ''
  try {
    await mailService(ctx.config).send(
      welcomeMail({
        to: target.email,
        firstname: welcome.firstname,
        language: store.language,
        couponCode: code,
        unsubscribeLink: `${ctx.config.publicUrl}${prefix}/newsletter/unsubscribe?${new URLSearchParams({ token: unsubscribe })}`,
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
): Promise<Result<{ status: 'unsubscribed' }>> {
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
