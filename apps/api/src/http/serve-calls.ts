/**
 * How a family of calls answers (the §7 back-office calls, decision 0136): the caller is made from
 * the request's principal first (a failure answers at once: 401, 403), then the call's result
 * becomes `{code: 200, result: {body}}` or the failure naming the problem. One place, so the
 * domains' route files stay lists of calls.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../context.ts'
import type { Principal } from '../principal.ts'
import type { Result } from '../result.ts'
import { sendOk } from './envelope.ts'
import { principalOf } from './principal.ts'
import { sendFailure } from './result.ts'

export function serveCalls<C>(
  ctx: AppContext,
  callerOf: (ctx: AppContext, principal: Principal) => Result<C>,
) {
  return async <T>(request: FastifyRequest, reply: FastifyReply, op: (caller: C) => Promise<Result<T>>) => {
    const caller = callerOf(ctx, await principalOf(ctx, request))
    if (!caller.ok) return sendFailure(reply, caller)
    const result = await op(caller.value)
    return result.ok ? sendOk(reply, { body: result.value }) : sendFailure(reply, result)
  }
}
