/**
 * A contact message (spec 001 §7 `contacts`; decision 0201): the captcha is checked and spent first,
 * then the message is stored, then mailed. Nothing is lost when mail fails: the row keeps
 * `mail_error` and `mail_attempts`, and a later pass (the timer, and every next submit) sends what
 * is left. A pass claims a row by raising its attempt count from the value it read, so two
 * processes never mail the same message twice.
 */
import { and, asc, eq, isNull, lt } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { contactMessage } from '../db/schema/index.ts'
import { mailService } from '../mail/mail-service.ts'
import { ok, type Result } from '../result.ts'
import { verifyCaptcha } from '../captcha/verify-captcha.ts'
import { senderCopy, shopMail, type ContactRow } from './contact-mail.ts'
import type { ContactInput } from './schemas.ts'

/** after this many failed attempts a message waits for staff (it stays in the table) */
export const MAX_MAIL_ATTEMPTS = 10
const PASS_SIZE = 20

export async function submitContact(
  ctx: AppContext,
  input: ContactInput,
  customerId: number | null,
  remoteIp: string | undefined,
): Promise<Result<{ message_id: number }>> {
  const captcha = await verifyCaptcha(ctx, input.captcha, remoteIp)
  if (!captcha.ok) return captcha
  const [row] = await ctx.database.db
    .insert(contactMessage)
    .values({
      language: input.language,
      name: input.name,
      email: input.email.trim(),
      phone: input.phone ?? null,
      subject: input.subject ?? null,
      message: input.message,
      customerId,
    })
    .returning()
  await mailContact(ctx, row!)
  // what an earlier failure left: sent now, without keeping this sender waiting
  void mailUnsent(ctx).catch((err: unknown) => ctx.log.error({ err }, 'contact messages: retry pass failed'))
  return ok({ message_id: row!.id })
}

type Row = typeof contactMessage.$inferSelect

/** Mails one stored message if this process wins its claim; true when the shop's mail went out. */
export async function mailContact(ctx: AppContext, row: Row): Promise<boolean> {
  const claimed = await ctx.database.db
    .update(contactMessage)
    .set({ mailAttempts: row.mailAttempts + 1 })
    .where(
      and(
        eq(contactMessage.id, row.id),
        isNull(contactMessage.mailedAt),
        eq(contactMessage.mailAttempts, row.mailAttempts),
      ),
    )
    .returning({ id: contactMessage.id })
  if (claimed.length === 0) return false
  const mail = mailService(ctx.config)
  const message = row as ContactRow
  try {
    await mail.send(shopMail(ctx.config, message))
  } catch (err) {
    ctx.log.warn({ err, contactMessageId: row.id }, 'contact message kept: the shop mail could not be sent')
    await ctx.database.db
      .update(contactMessage)
      .set({ mailError: errorText(err) })
      .where(eq(contactMessage.id, row.id))
    return false
  }
  // the shop has the message: a copy that fails is noted, not retried (that would mail the shop twice)
  let copyError: string | null = null
  try {
    await mail.send(senderCopy(message))
  } catch (err) {
    copyError = `copy to the sender: ${errorText(err)}`
    ctx.log.warn(
      { err, contactMessageId: row.id },
      'contact message: the copy to the sender could not be sent',
    )
  }
  await ctx.database.db
    .update(contactMessage)
    .set({ mailedAt: ctx.now(), mailError: copyError })
    .where(eq(contactMessage.id, row.id))
  return true
}

/** The later pass: every stored message not mailed yet (oldest first, a bounded batch). */
export async function mailUnsent(ctx: AppContext): Promise<{ sent: number; failed: number }> {
  const rows = await ctx.database.db
    .select()
    .from(contactMessage)
    .where(and(isNull(contactMessage.mailedAt), lt(contactMessage.mailAttempts, MAX_MAIL_ATTEMPTS)))
    .orderBy(asc(contactMessage.createdAt))
    .limit(PASS_SIZE)
  let sent = 0
  let failed = 0
  for (const row of rows) {
    if (await mailContact(ctx, row)) sent++
    else failed++
  }
  return { sent, failed }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500)
