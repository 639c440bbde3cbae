import { join } from 'node:path'
import { sendFailure } from '../http/result.ts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { formatFor } from './image-rules.ts'
import { ImageService, type ImageResult } from './image-service.ts'

/** `GET /img/{width}/{height}/{resize|fit|crop}/{path}` (contract §11): resized generated images. */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const images = new ImageService(ctx.database, join(ctx.config.dataDir, 'img-cache'), {
    onDiskError: (err) => ctx.log.warn({ err }, 'image disk cache not writable'),
  })
  const r = app.withTypeProvider<ZodTypeProvider>()

  const send = (reply: FastifyReply, ifNoneMatch: string | undefined, result: ImageResult) => {
    if (!result.ok) return sendFailure(reply, result)
    const image = result.value
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', image.etag)
      .header('Vary', 'Accept')
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(image.etag)) return reply.code(304).send()
    return reply.code(200).type(image.contentType).send(image.bytes)
  }

  r.get(
    '/img/:width/:height/:mode/*',
    {
      schema: {
        summary: 'A product or banner image resized to an allowed size (JPEG, or WebP when accepted)',
        tags: ['media'],
        params: z.object({ width: z.string(), height: z.string(), mode: z.string(), '*': z.string() }),
      },
    },
    async (req, reply) => {
      const { width, height, mode } = req.params
      const result = await images.get(width, height, mode, req.params['*'], formatFor(req.headers.accept))
      return send(reply, req.headers['if-none-match'], result)
    },
  )

  r.get(
    '/img',
    {
      schema: {
        summary: 'Query-string form: /img?url=<path>&width=&height=&action=resize',
        tags: ['media'],
        querystring: z.object({
          url: z.string().max(1000).default(''),
          width: z.string().max(10).default('550'),
          height: z.string().max(10).default('550'),
          action: z.string().max(20).default('resize'),
        }),
      },
    },
    async (req, reply) => {
      const { url, width, height, action } = req.query
      // an absolute URL of one of our images: keep only the path below /img/.../ or the path itself
      const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/^\/img\/\d+\/\d+\/\w+\//, '')
      const result = await images.get(width, height, action, path, formatFor(req.headers.accept))
      return send(reply, req.headers['if-none-match'], result)
    },
  )

  r.get(
    '/img/placeholder',
    { schema: { summary: 'The generated "no image" picture (550x550)', tags: ['media'] } },
    async (req, reply) => {
      const result = await images.get('550', '550', 'resize', 'no_selection', formatFor(req.headers.accept))
      return send(reply, req.headers['if-none-match'], result)
    },
  )
}
