/**
 * Who may try a password (decision 0110). Failed sign-ins are counted per account and client
 * address (the pair), per account from unknown devices, and per address whatever the account.
 * Nobody but the pair itself can slow the pair down: a stranger's failures make the account ask
 * unknown devices for a proof of work, never refuse the right password from a known device.
 */

export const LOGIN_GUARD = Object.freeze({
  windowMinutes: 15,
  /** failures of one pair before it waits: 15 s, then doubling up to the window */
  pairFreeFailures: 3,
  pairFirstDelaySeconds: 15,
  /** failures of an account (any address) from which unknown devices must bring a proof of work */
  accountChallengeAt: 5,
  /** leading zero bits of the proof: ~16k hashes at first, more as failures go on */
  challengeBaseBits: 14,
  challengeMaxBits: 19,
  /**
   * failures of one client address over all accounts, from unknown devices: an office's own
   * browsers are known devices and pass, a script spraying accounts stops after a few
   */
  addressMax: 10,
  /** failures of one known device before it waits for the window */
  deviceMax: 10,
})

export interface LoginFailures {
  /** this account from this client address */
  pair: number
  /** seconds since the pair's last failure (null: none) */
  pairLastAgoSeconds: number | null
  /** this account from any address */
  account: number
  /** this client address, any account */
  address: number
  /** this known device (0 when the device is unknown) */
  device: number
}

export type LoginGate =
  { kind: 'open' } | { kind: 'wait'; retryAfterSeconds: number } | { kind: 'challenge'; difficulty: number }

/** The wait a pair owes after `failures` failures (0 while they are free). */
export function pairDelaySeconds(failures: number): number {
  const g = LOGIN_GUARD
  if (failures < g.pairFreeFailures) return 0
  const delay = g.pairFirstDelaySeconds * 2 ** (failures - g.pairFreeFailures)
  return Math.min(delay, g.windowMinutes * 60)
}

export function challengeBits(accountFailures: number): number {
  const g = LOGIN_GUARD
  const extra = Math.floor(Math.max(0, accountFailures - g.accountChallengeAt) / 10)
  return Math.min(g.challengeBaseBits + extra, g.challengeMaxBits)
}

/**
 * The gate before a password is checked. A known device (a signed device token of this account
 * from an earlier sign-in) answers only for its own failures; an unknown one waits for its pair,
 * is stopped by a busy address, and brings a proof when the account is under attack.
 */
export function loginGate(
  failures: LoginFailures,
  device: { known: boolean; proofValid: boolean },
): LoginGate {
  const g = LOGIN_GUARD
  const window = g.windowMinutes * 60
  if (device.known) {
    return failures.device >= g.deviceMax ? { kind: 'wait', retryAfterSeconds: window } : { kind: 'open' }
  }
  const owed = pairDelaySeconds(failures.pair) - (failures.pairLastAgoSeconds ?? Infinity)
  if (owed > 0) return { kind: 'wait', retryAfterSeconds: Math.ceil(owed) }
  if (failures.address >= g.addressMax) return { kind: 'wait', retryAfterSeconds: window }
  if (failures.account >= g.accountChallengeAt && !device.proofValid) {
    return { kind: 'challenge', difficulty: challengeBits(failures.account) }
  }
  return { kind: 'open' }
}

/** Leading zero bits of a digest. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8
      continue
    }
    return bits + Math.clz32(byte) - 24
  }
  return bits
}

const encoder = new TextEncoder()

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

/** Whether SHA-256 of `salt:nonce` starts with `difficulty` zero bits. */
export async function isProofOfWork(salt: string, nonce: string, difficulty: number): Promise<boolean> {
  return leadingZeroBits(await digest(`${salt}:${nonce}`)) >= difficulty
}

/** The browser's side: the first nonce that makes a proof (about 2^difficulty hashes). */
export async function solveProofOfWork(salt: string, difficulty: number): Promise<string> {
  for (let n = 0; ; n++) {
    const nonce = n.toString(36)
    if (await isProofOfWork(salt, nonce, difficulty)) return nonce
  }
}
