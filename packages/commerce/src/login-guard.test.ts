import { describe, expect, it } from 'vitest'
import {
  challengeBits,
  isProofOfWork,
  leadingZeroBits,
  LOGIN_GUARD,
  loginGate,
  pairDelaySeconds,
  solveProofOfWork,
} from './login-guard.ts'

const none = { pair: 0, pairLastAgoSeconds: null, account: 0, address: 0, device: 0 }
const unknown = { known: false, proofValid: false }

describe('loginGate', () => {
  it('lets the right password from a known device through whatever strangers did', () => {
    const attacked = { ...none, account: 500, address: 0 }
    expect(loginGate(attacked, { known: true, proofValid: false })).toEqual({ kind: 'open' })
    expect(
      loginGate({ ...attacked, device: LOGIN_GUARD.deviceMax }, { known: true, proofValid: false }).kind,
    ).toBe('wait')
  })

  it('asks unknown devices for a proof once the account has failures from anywhere, not a lock', () => {
    expect(loginGate({ ...none, account: 4 }, unknown)).toEqual({ kind: 'open' })
    expect(loginGate({ ...none, account: 5 }, unknown)).toEqual({ kind: 'challenge', difficulty: 14 })
    expect(loginGate({ ...none, account: 5 }, { known: false, proofValid: true })).toEqual({ kind: 'open' })
  })

  it('makes a pair wait longer after each failure past the free ones', () => {
    expect(pairDelaySeconds(2)).toBe(0)
    expect(pairDelaySeconds(3)).toBe(15)
    expect(pairDelaySeconds(4)).toBe(30)
    expect(pairDelaySeconds(40)).toBe(LOGIN_GUARD.windowMinutes * 60)
    expect(loginGate({ ...none, pair: 4, pairLastAgoSeconds: 10, account: 4 }, unknown)).toEqual({
      kind: 'wait',
      retryAfterSeconds: 20,
    })
    expect(loginGate({ ...none, pair: 4, pairLastAgoSeconds: 31, account: 4 }, unknown).kind).toBe('open')
  })

  it('stops an address that fails on many accounts', () => {
    expect(loginGate({ ...none, address: LOGIN_GUARD.addressMax }, unknown).kind).toBe('wait')
    expect(loginGate({ ...none, address: LOGIN_GUARD.addressMax - 1 }, unknown).kind).toBe('open')
  })

  it('raises the difficulty with the failures, to a ceiling', () => {
    expect(challengeBits(5)).toBe(14)
    expect(challengeBits(25)).toBe(16)
    expect(challengeBits(10_000)).toBe(LOGIN_GUARD.challengeMaxBits)
  })
})

describe('proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x10]))).toBe(11)
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0)
  })

  it('finds a nonce that the check accepts, and the check refuses others', async () => {
    const nonce = await solveProofOfWork('salt', 8)
    expect(await isProofOfWork('salt', nonce, 8)).toBe(true)
    expect(await isProofOfWork('other-salt', nonce, 12)).toBe(false)
  })
})
