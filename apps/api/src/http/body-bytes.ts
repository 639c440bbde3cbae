/**
 * The UTF-8 bytes of a body given as pieces (text, or bytes made earlier), written once into one
 * buffer: no joined string is made, and bytes are only copied.
 */
export function bodyBytes(pieces: string | readonly (string | Buffer)[]): Buffer {
  if (typeof pieces === 'string') return Buffer.from(pieces)
  let size = 0
  for (const piece of pieces) size += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length
  const out = Buffer.allocUnsafe(size)
  let at = 0
  for (const piece of pieces) at += typeof piece === 'string' ? out.write(piece, at) : piece.copy(out, at)
  return out
}
