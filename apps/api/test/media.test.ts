import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './test-app.ts'
import { ImageService } from '../src/media/image-service.ts'

let t: TestApp
let productImage: string
let bannerImage: string

beforeAll(async () => {
  t = await buildTestApp()
  const [row] = await t.ctx.database.rows<{ file: string }>(
    sql`select file from media_gallery where file like '/catalog/bikes/%' order by id limit 1`,
  )
  productImage = row!.file.slice(1)
  bannerImage = 'banners/home-main.jpg'
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('GET /img/{width}/{height}/{mode}/{path}', () => {
  it('serves a 550x550 JPEG by default', async () => {
    const res = await get(`/img/550/550/resize/${productImage}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta.format).toBe('jpeg')
    expect([meta.width, meta.height]).toEqual([550, 550])
  })

  it('serves WebP when the browser accepts it', async () => {
    const res = await get(`/img/744/744/resize/${productImage}`, { accept: 'image/avif,image/webp,*/*' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP')
    const meta = await sharp(res.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 744, 744])
  })

  it('resizes inside, crops to cover and fits with a white border', async () => {
    const size = async (url: string) => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      const meta = await sharp(res.rawPayload).metadata()
      return [meta.width, meta.height]
    }
    // a 1600x600 banner resized into 550x550 keeps its aspect ratio
    expect(await size(`/img/550/550/resize/${bannerImage}`)).toEqual([550, 206])
    expect(await size(`/img/150/150/crop/${bannerImage}`)).toEqual([150, 150])
    expect(await size(`/img/800/300/fit/${productImage}`)).toEqual([800, 300])
    const fitted = await get(`/img/800/300/fit/${productImage}`)
    const { data } = await sharp(fitted.rawPayload)
      .extract({ left: 0, top: 0, width: 10, height: 10 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(Math.min(...data)).toBeGreaterThan(240)
  })

  it('sets long-lived cache headers and an ETag, and answers 304 to a matching If-None-Match', async () => {
    const res = await get(`/img/150/150/resize/${productImage}`)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toBe('Accept')
    const etag = res.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    const again = await get(`/img/150/150/resize/${productImage}`, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    const webp = await get(`/img/150/150/resize/${productImage}`, { accept: 'image/webp' })
    expect(webp.headers.etag).not.toBe(etag)
  })

  it('answers 404 (enveloped) for an unknown image', async () => {
    const res = await get('/img/550/550/resize/catalog/bikes/does-not-exist.jpg')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.json()).toEqual({ code: 404, result: 'Image not found: /catalog/bikes/does-not-exist.jpg' })
  })

  it('refuses sizes that are not on the list', async () => {
    const res = await get(`/img/123/45/resize/${productImage}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, result: 'Unsupported image size 123x45' })
    for (const url of [
      `/img/550/551/resize/${productImage}`,
      `/img/abc/550/resize/${productImage}`,
      `/img/-1/550/resize/${productImage}`,
    ]) {
      expect((await get(url)).statusCode).toBe(400)
    }
  })

  it('refuses unknown modes and path traversal with 400, never 500', async () => {
    expect((await get(`/img/550/550/identify/${productImage}`)).json()).toEqual({
      code: 400,
      result: 'Unsupported image mode identify',
    })
    const bad = [
      '/img/550/550/resize/catalog/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/img/550/550/resize/catalog%5C..%5Csecret.jpg',
      '/img/550/550/resize/catalog/%00.jpg',
      '/img/550/550/resize/.hidden',
    ]
    for (const url of bad) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().code, url).toBe(400)
    }
  })

  it('refuses ../ (literal or encoded) sent as-is over HTTP (clients that do not normalise the path)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = new URL(address)
    const paths = [
      '/img/550/550/resize/../../etc/passwd',
      '/img/550/550/resize/catalog/../../../etc/passwd',
      '/img/550/550/resize/%2e%2e/%2e%2e/etc/passwd',
      '/img/550/550/resize/catalog/bikes/%2E%2E/%2E%2E/x.jpg',
    ]
    for (const path of paths) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        req.on('error', reject)
        req.end()
      })
      expect(status, path).toBe(400)
    }
  })

  it('serves a generated placeholder for no_selection and /img/placeholder', async () => {
    for (const url of ['/img/150/150/resize/no_selection', '/img/placeholder']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('image/jpeg')
      const meta = await sharp(res.rawPayload).metadata()
      expect(meta.width).toBe(url === '/img/placeholder' ? 550 : 150)
    }
  })

  it('accepts the query-string form /img?url=...', async () => {
    const res = await get(`/img?url=/${productImage}&width=150&height=150&action=crop`)
    expect(res.statusCode).toBe(200)
    expect((await sharp(res.rawPayload).metadata()).width).toBe(150)
  })
})

describe('ImageService disk cache', () => {
  it('reuses resized images from disk in another instance without rendering again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'img-cache-'))
    try {
      const first = new ImageService(t.ctx.database, dir)
      const a = await first.get('550', '550', 'crop', productImage, 'jpeg')
      expect(a.ok).toBe(true)
      const shards = await readdir(dir)
      expect(shards.length).toBe(1)
      expect((await readdir(join(dir, shards[0]!))).length).toBe(1)
      // a second "process": any attempt to load the original for rendering fails
      const database = t.ctx.database
      const noRender = {
        ...database,
        db: new Proxy(database.db, {
          get: (target, prop) =>
            prop === 'select'
              ? () => {
                  throw new Error('rendered again')
                }
              : Reflect.get(target, prop),
        }),
      }
      const second = new ImageService(noRender as typeof database, dir)
      const b = await second.get('550', '550', 'crop', productImage, 'jpeg')
      expect(b.ok && a.ok && b.value.bytes.equals(a.value.bytes)).toBe(true)
      expect(b.ok && a.ok && b.value.etag === a.value.etag).toBe(true)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
