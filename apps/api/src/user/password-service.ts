/** Forgotten and changed passwords (contract §2: reset-password, create-password, change-password). */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { fail, ok, type Failure, type Result } from '../result.ts'
import {
  ACCOUNT_MESSAGES,
  isValidEmail,
  normalizeEmail,
  passwordProblem,
  storeByCode,
  storeById,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { customer, passwordReset } from '../db/schema/index.ts'
import { mailService } from '../mail/mail-service.ts'
import { findCustomer, findCustomerByEmail } from './customer-store.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { resetPasswordMail } from './reset-mail.ts'
import { revokeAllSessions } from './session.ts'
import { randomToken, sha256 } from './tokens.ts'
import { forgetTokenVersion } from './token-version.ts'
import { takeLimit } from '../limits/rate-limits.ts'

/**
 * change-password and create-password report some failures as `{errorMessage, code}` (contract
 * §1.2): those carry `errorObject`.
 */
export type PasswordResult = Result<true>

const errorObject = (error: 'invalid' | 'unauthorized', message: string): Failure =>
  fail(error, message, { errorObject: true })

/**
 * Mails a reset link when the address has an account. Known and unknown addresses get the same
 * answer, and count against the same limits, so the call does not tell who has an account
 * (decision 0114 departs from 001 §8's 'Provided email does not exist').
 */
export async function resetPassword(
  ctx: AppContext,
  input: { email?: string; storeCode?: string; address: string },
): Promise<PasswordResult> {
  if (!input.email || !isValidEmail(input.email)) {
    return fail('invalid', ACCOUNT_MESSAGES.invalidEmailProvided)
  }
  for (const [name, key] of [
    ['resetPerAddress', input.address],
    ['resetPerEmail', normalizeEmail(input.email)],
  ] as const) {
    const check = await takeLimit(ctx, name, key)
    if (!check.ok) {
      const message = ACCOUNT_MESSAGES.tooManyResets.replace(
        '{minutes}',
        String(Math.max(1, Math.ceil(check.retryAfterSeconds / 60))),
      )
      return fail('rate_limited', message, { retryAfterSeconds: check.retryAfterSeconds })
    }
  }
  const db = ctx.database.db
  const found = await findCustomerByEmail(db, input.email)
  if (!found) return ok(true)
  const store = storeByCode(input.storeCode) ?? storeById(found.storeId) ?? storeById(1)!
  const token = randomToken()
  const now = ctx.now()
  const minutes = ctx.config.accounts.resetTokenTtlMinutes
  await db.insert(passwordReset).values({
    tokenHash: sha256(token),
    customerId: found.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  })
  const prefix = store.storeCode ? `/${store.storeCode}` : ''
  const link = `${ctx.config.publicUrl}${prefix}/create-password?${new URLSearchParams({ token, email: found.email })}`
  try {
    await mailService(ctx.config).send(
      resetPasswordMail({ to: found.email, name: found.firstname, language: store.language, link, minutes }),
    )
  } catch (error) {
    ctx.log.error({ err: error }, 'reset password e-mail not sent')
    return fail('upstream_failed', ACCOUNT_MESSAGES.resetMailFailed)
  }
  return ok(true)
}

export async function createPassword(
  ctx: AppContext,
  input: { email?: string; newPassword?: string; resetToken?: string },
): Promise<PasswordResult> {
  if (!input.email) return fail('invalid', ACCOUNT_MESSAGES.emailNotProvided)
  if (!input.resetToken) return fail('invalid', ACCOUNT_MESSAGES.resetTokenNotProvided)
  if (!input.newPassword) return fail('invalid', ACCOUNT_MESSAGES.newPasswordNotProvided)
  const problem = passwordProblem(input.newPassword)
  if (problem) return errorObject('invalid', problem)
  const passwordHash = await hashPassword(input.newPassword)
  const now = ctx.now()
  const result = await ctx.database.db.transaction(
    async (tx): Promise<PasswordResult & { customerId?: number }> => {
      const [row] = await tx
        .select({ id: passwordReset.id, customerId: passwordReset.customerId, email: customer.email })
        .from(passwordReset)
        .innerJoin(customer, eq(customer.id, passwordReset.customerId))
        .where(
          and(
            eq(passwordReset.tokenHash, sha256(input.resetToken!)),
            isNull(passwordReset.usedAt),
            gt(passwordReset.expiresAt, now),
          ),
        )
        .for('update')
      if (!row || normalizeEmail(row.email) !== normalizeEmail(input.email!)) {
        return errorObject('invalid', ACCOUNT_MESSAGES.resetTokenInvalid)
      }
      await tx.update(passwordReset).set({ usedAt: now }).where(eq(passwordReset.customerId, row.customerId))
      await tx
        .update(customer)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(customer.id, row.customerId))
      await revokeAllSessions(tx, row.customerId, now)
      return { ok: true, value: true, customerId: row.customerId } as const
    },
  )
  if (result.ok && result.customerId !== undefined) forgetTokenVersion(ctx.database, result.customerId)
  return result.ok ? ok(true) : result
}

export async function changePassword(
  ctx: AppContext,
  customerId: number,
  input: { currentPassword: string; newPassword: string },
): Promise<PasswordResult> {
  const found = await findCustomer(ctx.database.db, customerId)
  if (!found) return fail('unauthorized', ACCOUNT_MESSAGES.notAuthorized)
  if (!(await verifyPassword(input.currentPassword, found.passwordHash))) {
    return errorObject('invalid', ACCOUNT_MESSAGES.passwordMismatch)
  }
  const problem = passwordProblem(input.newPassword)
  if (problem) return errorObject('invalid', problem)
  const passwordHash = await hashPassword(input.newPassword)
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(customer)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(customer.id, customerId))
    // other devices sign in again; this one re-logs in with the new password (contract §2)
    await revokeAllSessions(tx, customerId, ctx.now())
  })
  forgetTokenVersion(ctx.database, customerId)
  return ok(true)
}
