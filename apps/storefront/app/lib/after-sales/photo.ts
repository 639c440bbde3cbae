/**
 * A warranty photo for sendItensBackToOculus (wire contract C: jpeg, png or webp as base64, at most
 * 3 MB): a small one goes as it is, a large one is drawn smaller on a canvas (long side 1600 px)
 * and sent as JPEG (decision 0190). Browser only.
 */
import type { ReturnPhoto } from './after-sales-types.ts'
import { MAX_PHOTO_BYTES, scaledSize } from './view-rules.ts'

const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])
/** below this a photo goes unchanged (phones make 3-8 MB photos; those are scaled) */
const SEND_AS_IS_BYTES = 1024 * 1024

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(blob)
  })
}

async function scaled(file: File): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file)
  const { width, height } = scaledSize(bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
}

/** The photo ready to send; null when the file is no usable image. */
export async function preparePhoto(file: File): Promise<ReturnPhoto | null> {
  if (!TYPES.has(file.type)) return null
  try {
    if (file.size <= SEND_AS_IS_BYTES)
      return {
        name: file.name,
        contentType: file.type as ReturnPhoto['contentType'],
        data: await base64Of(file),
      }
    const blob = await scaled(file)
    if (!blob || blob.size > MAX_PHOTO_BYTES) return null
    const name = file.name.replace(/\.[^.]+$/, '') + '.jpg'
    return { name, contentType: 'image/jpeg', data: await base64Of(blob) }
  } catch {
    return null
  }
}
