import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { MESSAGES } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { sendError, sendOk } from '../http/envelope.ts'
import {
  getCmsBlockById,
  getCmsBlockByIdentifier,
  getCmsPageById,
  getCmsPageByIdentifier,
} from './cms-service.ts'

// Digits only: "1e3", " 7" or "0x10" are not ids, whatever Number() makes of them.
const numericId = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)

const byId = z.object({ id: numericId('id') })
const byIdentifier = z.object({
  identifier: z.string().min(1).max(128),
  storeId: numericId('storeId'),
})

const tags = ['content']

/** Missing and inactive entries get the spec's message (000 §8, "Content page missing"). */
function send<T>(reply: FastifyReply, found: T | null) {
  return found ? sendOk(reply, found) : sendError(reply, 404, MESSAGES.cmsEmpty)
}

/** The cms-data extension endpoints (contract §11). */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database

  r.get(
    '/api/ext/cms-data/cmsPage/:id',
    { schema: { summary: 'Active CMS page by id', tags, params: byId } },
    async (req, reply) => send(reply, await getCmsPageById(db, req.params.id)),
  )
  r.get(
    '/api/ext/cms-data/cmsBlock/:id',
    { schema: { summary: 'Active CMS block by id', tags, params: byId } },
    async (req, reply) => send(reply, await getCmsBlockById(db, req.params.id)),
  )
  r.get(
    '/api/ext/cms-data/cmsPageIdentifier/:identifier/storeId/:storeId',
    { schema: { summary: 'Active CMS page by identifier in a store view', tags, params: byIdentifier } },
    async (req, reply) =>
      send(reply, await getCmsPageByIdentifier(db, req.params.identifier, req.params.storeId)),
  )
  r.get(
    '/api/ext/cms-data/cmsBlockIdentifier/:identifier/storeId/:storeId',
    { schema: { summary: 'Active CMS block by identifier in a store view', tags, params: byIdentifier } },
    async (req, reply) =>
      send(reply, await getCmsBlockByIdentifier(db, req.params.identifier, req.params.storeId)),
  )
}
