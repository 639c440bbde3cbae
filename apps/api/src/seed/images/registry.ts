import sharp from 'sharp'
import { COLOURS } from '../attributes.ts'
import { slugify } from '../text.ts'
import { bikeSvg, type BikeShape, type FrameStyle } from './bike-drawing.ts'
import { pictogramSvg, type PictogramKey } from './pictograms.ts'
import { BANNERS, bannerPath, bannerSvg } from './banners.ts'

/**
 * The distinct generated images of one seed run. Product generators ask for an image (a bicycle of
 * a shape and colour, a pictogram in a tint) and get its path at once; every distinct image is
 * rendered only once, at the end, and stored in media_image.
 */

export const ORIGINAL_SIZE = 1000
export const JPEG_QUALITY = 80

export type ImageGroup = 'parts' | 'accessories' | 'service'

const SHAPE_SLUG: Record<BikeShape, string> = {
  city: 'stadsfiets',
  ebike: 'e-bike',
  race: 'racefiets',
  mtb: 'mountainbike',
  kids: 'kinderfiets',
  cargo: 'bakfiets',
  hybrid: 'hybride',
}

interface ImageJob {
  width: number
  height: number
  svg: () => string
}

export interface RenderedImage {
  path: string
  mime: string
  width: number
  height: number
  bytes: Buffer
}

export function colourHex(nlLabel: string): string {
  return COLOURS.find((c) => c.nl === nlLabel)?.swatch ?? '#8a8d91'
}

/**
 * Rendered JPEGs by SVG source, shared by the seed runs of one process (tests seed several
 * databases): the same drawing is never rendered twice. Bounded; about 6 MB for a full set.
 */
const rendered = new Map<string, Buffer>()
const MAX_RENDERED = 400

async function renderSvg(svg: string): Promise<Buffer> {
  const cached = rendered.get(svg)
  if (cached) return cached
  const bytes = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer()
  if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value!)
  rendered.set(svg, bytes)
  return bytes
}

export class ImageRegistry {
  private readonly jobs = new Map<string, ImageJob>()

  get size(): number {
    return this.jobs.size
  }

  /**
   * a bicycle drawing; `mark` prints a brand name on the frame (Granville, Urban Arrow), a
   * `frameStyle` replaces the shape's own frame (its images get their own paths)
   */
  bike(shape: BikeShape, colourNl: string, mark?: string, frameStyle?: FrameStyle): string {
    const style = frameStyle ? `-${frameStyle}` : ''
    const path = `/catalog/bikes/${mark ? slugify(mark) + '-' : ''}${SHAPE_SLUG[shape]}${style}-${slugify(colourNl)}.jpg`
    this.add(path, ORIGINAL_SIZE, ORIGINAL_SIZE, () =>
      bikeSvg(shape, colourHex(colourNl), mark, undefined, frameStyle),
    )
    return path
  }

  /** a category pictogram in a tint; `detail` is the zoomed second gallery image */
  pictogram(group: ImageGroup, key: PictogramKey, colourNl: string, detail = false): string {
    const path = `/catalog/${group}/${key}-${slugify(colourNl)}${detail ? '-detail' : ''}.jpg`
    this.add(path, ORIGINAL_SIZE, ORIGINAL_SIZE, () => pictogramSvg(key, colourHex(colourNl), detail))
    return path
  }

  /** the home-page banners in both languages; returns the paths by banner key and language */
  banners(): Record<string, { nl: string; de: string }> {
    const paths: Record<string, { nl: string; de: string }> = {}
    for (const def of BANNERS) {
      const nl = bannerPath(def, 'nl')
      const de = bannerPath(def, 'de')
      this.add(nl, def.width, def.height, () => bannerSvg(def, 'nl'))
      this.add(de, def.width, def.height, () => bannerSvg(def, 'de'))
      paths[def.key] = { nl, de }
    }
    return paths
  }

  private add(path: string, width: number, height: number, svg: () => string) {
    if (!this.jobs.has(path)) this.jobs.set(path, { width, height, svg })
  }

  /** Renders every registered image to JPEG, a few at a time (sharp works on libuv threads). */
  async render(
    onProgress?: (done: number, total: number) => void,
    concurrency = 4,
  ): Promise<RenderedImage[]> {
    const entries = [...this.jobs.entries()].sort(([a], [b]) => a.localeCompare(b))
    const out: RenderedImage[] = new Array(entries.length)
    let next = 0
    let done = 0
    const worker = async () => {
      while (next < entries.length) {
        const index = next++
        const [path, job] = entries[index]!
        const bytes = await renderSvg(job.svg())
        out[index] = { path, mime: 'image/jpeg', width: job.width, height: job.height, bytes }
        onProgress?.(++done, entries.length)
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, worker))
    return out
  }
}
