import { createHash } from 'node:crypto'
import { fail, ok, type Result } from '../result.ts'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import sharp, { type Sharp } from 'sharp'
import type { Database } from '../db/client.ts'
import { mediaImage } from '../db/schema/index.ts'
import { checkImageRequest, type ImageFormat, type ImageRequest } from './image-rules.ts'
import { placeholderSvg } from './placeholder.ts'

/**
 * Resized product and banner images. Originals live in media_image; a resized variant is made once
 * with sharp and kept in an in-process LRU and on disk (`<dataDir>/img-cache/`), keyed by the
 * original's content hash, so another process or a restart reuses it and a re-seeded original
 * never serves a stale variant.
 */

export interface ImageBytes {
  bytes: Buffer
  contentType: string
  etag: string
}

export type ImageResult = Result<ImageBytes>

export interface ImageServiceOptions {
  /** bytes of resized images kept in memory */
  memoryBytes?: number
  /** how long the content hash of an original is trusted before asking the database again */
  hashTtlMs?: number
  onDiskError?: (err: unknown) => void
}

const QUALITY = 80

export class ImageService {
  private readonly variants: LRUCache<string, ImageBytes>
  private readonly hashes: LRUCache<string, string>
  private readonly inFlight = new Map<string, Promise<ImageBytes | null>>()

  constructor(
    private readonly database: Database,
    private readonly cacheDir: string,
    private readonly options: ImageServiceOptions = {},
  ) {
    this.variants = new LRUCache({
      maxSize: options.memoryBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (v) => v.bytes.length + 200,
    })
    this.hashes = new LRUCache({ max: 10_000, ttl: options.hashTtlMs ?? 60_000 })
  }

  /** Validates the route values and returns the image (or a 400/404 with a message). */
  async get(
    width: string,
    height: string,
    mode: string,
    path: string,
    format: ImageFormat,
  ): Promise<ImageResult> {
    const checked = checkImageRequest(width, height, mode, path)
    if (!checked.ok) return checked
    const request = checked.value
    if (request.path === null) return ok(await this.placeholder(request, format))
    const hash = await this.originalHash(request.path)
    if (!hash) return fail('not_found', `Image not found: ${request.path}`)
    const key = `${hash}-${request.width}x${request.height}-${request.mode}.${format === 'webp' ? 'webp' : 'jpg'}`
    const image = await this.variant(key, () => this.render(request, format))
    if (!image) return fail('not_found', `Image not found: ${request.path}`)
    return ok(image)
  }

  private async originalHash(path: string): Promise<string | null> {
    const cached = this.hashes.get(path)
    if (cached) return cached
    const [row] = await this.database.rows<{ hash: string }>(
      sql`select md5(bytes) as hash from media_image where path = ${path}`,
    )
    if (!row) return null
    this.hashes.set(path, row.hash)
    return row.hash
  }

  /** memory, then disk, then render (one render per key even under concurrent requests) */
  private async variant(key: string, render: () => Promise<Buffer | null>): Promise<ImageBytes | null> {
    const hit = this.variants.get(key)
    if (hit) return hit
    let pending = this.inFlight.get(key)
    if (!pending) {
      pending = this.load(key, render).finally(() => this.inFlight.delete(key))
      this.inFlight.set(key, pending)
    }
    return pending
  }

  private async load(key: string, render: () => Promise<Buffer | null>): Promise<ImageBytes | null> {
    const file = join(this.cacheDir, key.slice(0, 2), key)
    let bytes: Buffer | null = await readFile(file).catch(() => null)
    if (!bytes) {
      bytes = await render()
      if (!bytes) return null
      await this.writeDisk(file, bytes)
    }
    const image: ImageBytes = {
      bytes,
      contentType: key.endsWith('.webp') ? 'image/webp' : 'image/jpeg',
      etag: `"${key.replace('.', '-')}"`,
    }
    this.variants.set(key, image)
    return image
  }

  private async writeDisk(file: string, bytes: Buffer) {
    try {
      await mkdir(join(file, '..'), { recursive: true })
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      await writeFile(temp, bytes)
      await rename(temp, file)
    } catch (err) {
      // the disk cache is an optimisation: serve from memory when it cannot be written
      this.options.onDiskError?.(err)
    }
  }

  private async render(request: ImageRequest, format: ImageFormat): Promise<Buffer | null> {
    const [row] = await this.database.db
      .select({ bytes: mediaImage.bytes })
      .from(mediaImage)
      .where(eq(mediaImage.path, request.path!))
    if (!row) return null
    return encode(resizeOp(sharp(row.bytes), request), format)
  }

  private async placeholder(request: ImageRequest, format: ImageFormat): Promise<ImageBytes> {
    const key = `placeholder-${request.width}x${request.height}.${format === 'webp' ? 'webp' : 'jpg'}`
    const hit = this.variants.get(key)
    if (hit) return hit
    const bytes = await encode(sharp(Buffer.from(placeholderSvg(request.width, request.height))), format)
    const image = {
      bytes,
      contentType: format === 'webp' ? 'image/webp' : 'image/jpeg',
      etag: `"${createHash('sha1').update(bytes).digest('hex').slice(0, 16)}"`,
    }
    this.variants.set(key, image)
    return image
  }
}

function resizeOp(image: Sharp, { width, height, mode }: ImageRequest): Sharp {
  switch (mode) {
    case 'crop':
      return image.resize(width, height, { fit: 'cover', position: 'centre' })
    case 'fit':
      return image
        .resize(width, height, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
    default:
      return image.resize(width, height, { fit: 'inside', withoutEnlargement: true })
  }
}

function encode(image: Sharp, format: ImageFormat): Promise<Buffer> {
  return format === 'webp'
    ? image.webp({ quality: QUALITY }).toBuffer()
    : image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: QUALITY, progressive: true, mozjpeg: true })
        .toBuffer()
}
