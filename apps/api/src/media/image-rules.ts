import { IMAGE_SIZES } from '@shop/commerce'
import { fail, ok, type Result } from '../result.ts'

/**
 * What may be asked of the image server: a fixed list of sizes (so nobody can make the server
 * resize to arbitrary sizes), three modes, and relative paths without traversal.
 */

export type ImageMode = 'resize' | 'fit' | 'crop'
export type ImageFormat = 'jpeg' | 'webp'

const square = (n: number) => `${n}x${n}`

/** product images (cart 150, thumbnail 550, gallery 744, original 1000) and the home banners */
export const ALLOWED_SIZES: ReadonlySet<string> = new Set([
  square(IMAGE_SIZES.cart),
  square(IMAGE_SIZES.thumbnail),
  square(IMAGE_SIZES.gallery),
  square(300),
  square(1000),
  '1600x600',
  '1600x400',
  '800x300',
])

export const IMAGE_MODES: readonly ImageMode[] = ['resize', 'fit', 'crop']

/** the paths that mean "no image": answered with a generated placeholder */
export const PLACEHOLDER_PATHS: ReadonlySet<string> = new Set([
  '',
  'no_selection',
  'placeholder',
  'placeholder.jpg',
])

export interface ImageRequest {
  width: number
  height: number
  mode: ImageMode
  /** '/catalog/bikes/stadsfiets-zwart.jpg', or null for the placeholder */
  path: string | null
}


const SAFE_PATH = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/

/** Validates the raw route values; every problem is a 400 with a message, never an exception. */
export function checkImageRequest(
  width: string,
  height: string,
  mode: string,
  rawPath: string,
): Result<ImageRequest> {
  const w = /^\d{1,5}$/.test(width) ? Number(width) : Number.NaN
  const h = /^\d{1,5}$/.test(height) ? Number(height) : Number.NaN
  if (!ALLOWED_SIZES.has(`${w}x${h}`)) {
    return fail('invalid', `Unsupported image size ${width.slice(0, 10)}x${height.slice(0, 10)}`)
  }
  if (!(IMAGE_MODES as readonly string[]).includes(mode)) {
    return fail('invalid', `Unsupported image mode ${mode.slice(0, 20)}`)
  }
  const path = rawPath.replace(/^\/+/, '')
  if (PLACEHOLDER_PATHS.has(path))
    return ok({ width: w, height: h, mode: mode as ImageMode, path: null })
  if (
    path.length > 255 ||
    !SAFE_PATH.test(path) ||
    path.split('/').some((segment) => segment === '..' || segment === '.')
  ) {
    return fail('invalid', 'Invalid image path')
  }
  return ok({ width: w, height: h, mode: mode as ImageMode, path: `/${path}` })
}

/** WebP when the browser says it accepts it, else JPEG. */
export function formatFor(accept: string | undefined): ImageFormat {
  return accept?.includes('image/webp') ? 'webp' : 'jpeg'
}
