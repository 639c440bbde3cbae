/**
 * A fake camera for the barcode journey (issue 19, decision 0215): writes a Y4M video (raw YUV 4:2:0,
 * grey) in which EAN-13 barcodes of real demo products appear one after another, each for a few
 * seconds, with an empty picture between them. Chromium plays it as its camera with
 * `--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>` (and loops it).
 * The bars are drawn here from the GS1 encoding tables, so the test needs no barcode library.
 */
import { writeFileSync } from 'node:fs'

const WIDTH = 640
const HEIGHT = 360
const FPS = 5
/** Pixels per module: 95 modules plus the quiet zones fit the width. */
const MODULE = 5
const QUIET = 11

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
]
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''))
const G = R.map((code) => [...code].reverse().join(''))
/** Which left-hand digits use the G table, by the first digit. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
]

/** The 95 modules of an EAN-13 ('1' is a bar). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not an EAN-13: ${code}`)
  const digits = [...code].map(Number)
  const parity = PARITY[digits[0]!]!
  let modules = '101'
  for (let i = 1; i <= 6; i++) modules += (parity[i - 1] === 'G' ? G : L)[digits[i]!]
  modules += '01010'
  for (let i = 7; i <= 12; i++) modules += R[digits[i]!]
  return modules + '101'
}

/** The luma plane of one frame: white, with the code's bars in the middle (or none). */
function lumaFrame(code: string | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235)
  if (!code) return luma
  const modules = ean13Modules(code)
  const barsWidth = (modules.length + 2 * QUIET) * MODULE
  const left = Math.floor((WIDTH - barsWidth) / 2) + QUIET * MODULE
  const top = Math.floor(HEIGHT * 0.2)
  const bottom = Math.floor(HEIGHT * 0.8)
  for (let m = 0; m < modules.length; m++) {
    if (modules[m] !== '1') continue
    for (let y = top; y < bottom; y++)
      luma.fill(16, y * WIDTH + left + m * MODULE, y * WIDTH + left + (m + 1) * MODULE)
  }
  return luma
}

export interface VideoPart {
  /** the EAN-13 shown, or null for an empty picture */
  code: string | null
  seconds: number
}

/** Writes the parts as one Y4M file; returns its size in bytes. */
export function writeBarcodeVideo(file: string, parts: readonly VideoPart[]): number {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const chunks: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`)]
  for (const part of parts) {
    const frame = Buffer.concat([Buffer.from('FRAME\n'), lumaFrame(part.code), chroma])
    for (let i = 0; i < Math.round(part.seconds * FPS); i++) chunks.push(frame)
  }
  const data = Buffer.concat(chunks)
  writeFileSync(file, data)
  return data.length
}

/**
 * The journey's video: a moment of nothing, the first code, a gap longer than the scanner's
 * "left the picture" window, the second code, a gap. Chromium loops it, so each code comes back
 * after the loop (the scanner then counts one more piece, as a dealer showing it again would).
 */
export function twoCodeVideo(file: string, first: string, second: string): number {
  return writeBarcodeVideo(file, [
    { code: null, seconds: 0.6 },
    { code: first, seconds: 3 },
    { code: null, seconds: 2 },
    { code: second, seconds: 3 },
    { code: null, seconds: 2.4 },
  ])
}
