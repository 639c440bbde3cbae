/**
 * SHA3-224 (FIPS 202) in plain TypeScript. The cart checksum and cart hash of the contract (§13)
 * are sha3_224 hex digests, and browsers' crypto.subtle offers no SHA-3 (and is async and
 * missing on plain-http origins), so the shop carries this small synchronous version.
 * Lanes are 64-bit BigInts: the inputs are a few hundred bytes, speed is no concern here.
 */

const MASK = (1n << 64n) - 1n
const ROUNDS = 24
const RATE_BYTES = 144 // 1600 - 2 * 224 bits
const DIGEST_BYTES = 28

const ROUND_CONSTANTS: readonly bigint[] = (() => {
  // the round constants come from a degree-8 LFSR (FIPS 202 §3.2.5)
  const out: bigint[] = []
  let r = 1
  for (let round = 0; round < ROUNDS; round++) {
    let rc = 0n
    for (let j = 0; j < 7; j++) {
      if (r & 1) rc |= 1n << BigInt((1 << j) - 1)
      r = r & 0x80 ? ((r << 1) ^ 0x71) & 0xff : (r << 1) & 0xff
    }
    out.push(rc)
  }
  return out
})()

// rotation offsets and the pi permutation, indexed by lane x + 5y
const ROTATIONS: number[] = new Array<number>(25).fill(0)
const PI_TARGET: number[] = new Array<number>(25).fill(0)
{
  let x = 1
  let y = 0
  for (let t = 0; t < 24; t++) {
    ROTATIONS[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64
    ;[x, y] = [y, (2 * x + 3 * y) % 5]
  }
  for (let lx = 0; lx < 5; lx++)
    for (let ly = 0; ly < 5; ly++) PI_TARGET[lx + 5 * ly] = ly + 5 * ((2 * lx + 3 * ly) % 5)
}

function rotl(value: bigint, n: number): bigint {
  if (n === 0) return value
  return ((value << BigInt(n)) | (value >> BigInt(64 - n))) & MASK
}

function keccakF(state: bigint[]): void {
  const c = new Array<bigint>(5)
  const b = new Array<bigint>(25)
  for (let round = 0; round < ROUNDS; round++) {
    for (let x = 0; x < 5; x++)
      c[x] = state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1)
      for (let y = 0; y < 25; y += 5) state[x + y] = state[x + y]! ^ d
    }
    for (let i = 0; i < 25; i++) b[PI_TARGET[i]!] = rotl(state[i]!, ROTATIONS[i]!)
    for (let y = 0; y < 25; y += 5)
      for (let x = 0; x < 5; x++)
        state[x + y] = b[x + y]! ^ (~b[((x + 1) % 5) + y]! & MASK & b[((x + 2) % 5) + y]!)
    state[0] = state[0]! ^ ROUND_CONSTANTS[round]!
  }
}

/** SHA3-224 of a UTF-8 string (or bytes), as 56 lower-case hex digits. */
export function sha3_224(input: string | Uint8Array): string {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input
  // pad10*1 with the SHA-3 domain bits 01: 0x06 ... 0x80
  const padded = new Uint8Array(Math.floor(bytes.length / RATE_BYTES + 1) * RATE_BYTES)
  padded.set(bytes)
  padded[bytes.length] = padded[bytes.length]! ^ 0x06
  padded[padded.length - 1] = padded[padded.length - 1]! ^ 0x80

  const state = new Array<bigint>(25).fill(0n)
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    for (let lane = 0; lane < RATE_BYTES / 8; lane++) {
      let value = 0n
      for (let k = 7; k >= 0; k--) value = (value << 8n) | BigInt(padded[offset + lane * 8 + k]!)
      state[lane] = state[lane]! ^ value
    }
    keccakF(state)
  }

  let hex = ''
  for (let i = 0; i < DIGEST_BYTES; i++) {
    const byte = Number((state[i >> 3]! >> BigInt(8 * (i & 7))) & 0xffn)
    hex += byte.toString(16).padStart(2, '0')
  }
  return hex
}
