import { describe, expect, it } from 'vitest'
import { pageCsp } from './security-headers.ts'

/** Decision 0214: the barcode scanner's WebAssembly decoder may compile; JavaScript eval stays forbidden. */
describe('storefront page policy and WebAssembly', () => {
  for (const nonce of ['abc', undefined]) {
    it(`allows compiling WebAssembly, never eval (${nonce ? 'page' : 'static files'})`, () => {
      const scriptSrc = pageCsp(nonce)
        .split('; ')
        .find((directive) => directive.startsWith('script-src '))
      expect(scriptSrc).toContain("'wasm-unsafe-eval'")
      expect(scriptSrc).not.toContain("'unsafe-eval'")
      expect(scriptSrc).not.toContain("'unsafe-inline'")
    })
  }
})
