/**
 * The WebAssembly EAN reader (zxing-wasm, decision 0214), in its own chunk: only the scan page of a
 * browser without BarcodeDetector loads it. The .wasm file is an asset of the storefront build
 * (Vite's `?url` import), served by the shop under /assets/ like every other file: the module's
 * default of fetching it from a CDN is replaced through locateFile.
 */
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader'
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'
import type { Decoder } from './decoder.ts'

const OPTIONS: ReaderOptions = {
  formats: ['EAN13', 'EAN8'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
}

/** Frames are scaled down to this width before decoding: enough for a barcode, cheap on a phone. */
const MAX_WIDTH = 960

export async function wasmDecoder(): Promise<Decoder> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  })
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2d canvas')
  return {
    kind: 'wasm',
    async decode(video) {
      const width = video.videoWidth
      const height = video.videoHeight
      if (!width || !height) return []
      const scale = Math.min(1, MAX_WIDTH / width)
      canvas.width = Math.round(width * scale)
      canvas.height = Math.round(height * scale)
      context.drawImage(video, 0, 0, canvas.width, canvas.height)
      const image = context.getImageData(0, 0, canvas.width, canvas.height)
      const results = await readBarcodes(image, OPTIONS)
      return results.filter((result) => result.isValid).map((result) => result.text)
    },
  }
}
