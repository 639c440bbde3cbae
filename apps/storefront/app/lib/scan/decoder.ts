/**
 * Reads EAN codes from the camera's picture (ARCHITECTURE.md: "the browser's BarcodeDetector, a
 * WebAssembly ZXing decoder where it is missing"; decision 0214). The browser's own detector is
 * used when it exists and knows EAN-13; otherwise the zxing-wasm reader, loaded only now (the
 * module and its .wasm file come from the shop's own build, never a CDN).
 */

export interface Decoder {
  kind: 'native' | 'wasm'
  /** The EAN codes in the current frame of the video (often none). */
  decode(video: HTMLVideoElement): Promise<string[]>
}

interface DetectedBarcode {
  rawValue: string
  format: string
}

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<string[]>
}

const NATIVE_FORMATS = ['ean_13', 'ean_8']

async function nativeDecoder(): Promise<Decoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (!Detector) return null
  try {
    const supported = await Detector.getSupportedFormats()
    if (!supported.includes('ean_13')) return null
    const detector = new Detector({ formats: NATIVE_FORMATS.filter((f) => supported.includes(f)) })
    return {
      kind: 'native',
      decode: async (video) => (await detector.detect(video)).map((code) => code.rawValue),
    }
  } catch {
    return null
  }
}

let wasm: Promise<Decoder> | null = null

/** The browser's detector when it reads EAN-13, else the WebAssembly one. */
export async function createDecoder(): Promise<Decoder> {
  const native = await nativeDecoder()
  if (native) return native
  wasm ??= import('./wasm-decoder.ts')
    .then((module) => module.wasmDecoder())
    .catch((error: unknown) => {
      wasm = null // a failed download may be retried
      throw error
    })
  return wasm
}
