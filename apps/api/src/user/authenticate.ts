/**
 * Who is calling: the access token from `?token=` or `Authorization: Bearer` (contract §1.3).
 * Any failure is the same 401 with the contract's text, so a caller learns nothing about why.
 */
import type { FastifyRequest } from 'fastify'
import { ACCOUNT_MESSAGES } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { fail, ok, type Result } from '../result.ts'
import { verifyAccessToken } from './tokens.ts'

export function requestToken(request: FastifyRequest): string {
  const header = request.headers.authorization
  if (typeof header === 'string' && /^bearer /i.test(header)) return header.slice(7).trim()
  const query = request.query as { token?: unknown } | undefined
  return typeof query?.token === 'string' ? query.token.trim() : ''
}

export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Result<number>> {
  const customerId = await verifyAccessToken(ctx, requestToken(request))
  return customerId === null ? fail('unauthorized', ACCOUNT_MESSAGES.notAuthorized) : ok(customerId)
}
