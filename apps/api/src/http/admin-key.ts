/**
 * The admin endpoints (review moderation, order upkeep, customer groups) answer only with
 * `x-admin-key: <ADMIN_API_KEY>`; without the setting they do not exist (404), so a shop that never
 * set a key exposes nothing.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppConfig } from '../config/config.ts'
import { sendError } from './envelope.ts'

const digest = (s: string) => createHash('sha256').update(s).digest()

export function adminGuard(config: AppConfig) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = config.accounts.adminApiKey
    if (!key) return sendError(reply, 404, 'The admin API is disabled: set ADMIN_API_KEY to enable it')
    const given = request.headers['x-admin-key']
    // hashing first makes the comparison constant-time whatever the lengths
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(key))) {
      return sendError(reply, 401, 'A valid x-admin-key header is required')
    }
  }
}
