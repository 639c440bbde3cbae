/**
 * Photos sent with a warranty request (decision 0179): base64 in the JSON body, at most 3 of at
 * most 3 MB each, and each must be the image its content type says, judged by its first bytes
 * (a renamed PDF or script is refused by name). Kept as bytes in backoffice_return_photo.
 */
import { RETURN_MESSAGES, fillMessage } from '@shop/commerce'
import { fail, ok, type Result } from '../result.ts'

export const MAX_PHOTOS = 3
export const MAX_PHOTO_BYTES = 3 * 1024 * 1024

export type PhotoContentType = 'image/jpeg' | 'image/png' | 'image/webp'

export interface PhotoInput {
  name: string
  contentType: PhotoContentType
  data: string
}

export interface DecodedPhoto {
  fileName: string
  contentType: PhotoContentType
  bytes: Buffer
}

/** The image type the bytes start with, or null. */
export function sniffImage(bytes: Buffer): PhotoContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png'
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp'
  return null
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** A data: URL prefix is allowed (what FileReader gives); whitespace is not part of the data. */
function base64Of(data: string): string | null {
  const bare = data.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '')
  return bare.length % 4 === 0 && BASE64.test(bare) ? bare : null
}

export function decodePhotos(photos: readonly PhotoInput[]): Result<DecodedPhoto[]> {
  if (photos.length > MAX_PHOTOS)
    return fail('invalid', fillMessage(RETURN_MESSAGES.photoCount, { max: MAX_PHOTOS }))
  const decoded: DecodedPhoto[] = []
  for (const [index, photo] of photos.entries()) {
    const text = base64Of(photo.data)
    if (text === null) return fail('invalid', fillMessage(RETURN_MESSAGES.photoNotBase64, { index }))
    const bytes = Buffer.from(text, 'base64')
    const values = {
      index,
      name: photo.name,
      contentType: photo.contentType,
      max: MAX_PHOTO_BYTES / 1024 / 1024,
    }
    if (bytes.length > MAX_PHOTO_BYTES)
      return fail('invalid', fillMessage(RETURN_MESSAGES.photoTooLarge, values))
    if (sniffImage(bytes) !== photo.contentType)
      return fail('invalid', fillMessage(RETURN_MESSAGES.photoNotImage, values))
    decoded.push({ fileName: photo.name, contentType: photo.contentType, bytes })
  }
  return ok(decoded)
}
