import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/config.ts'
import type { Database } from '../db/client.ts'
import { LIMITS, takeLimit } from './rate-limits.ts'

/** takeLimit against a fresh in-memory store: the counters are kept per database object. */
async function callsAllowed(env: Record<string, string>, calls: number): Promise<number> {
  const ctx = { config: loadConfig(env), database: {} as Database, now: () => new Date() }
  let allowed = 0
  for (let i = 0; i < calls; i++) if ((await takeLimit(ctx, 'signUp', '203.0.113.7')).ok) allowed++
  return allowed
}

describe('request limits (decision 0112)', () => {
  it('refuses the call past the rule of the table', async () => {
    expect(await callsAllowed({}, LIMITS.signUp.max + 5)).toBe(LIMITS.signUp.max)
  })

  it('RATE_LIMIT_FACTOR multiplies the rule (the journeys share one address)', async () => {
    expect(await callsAllowed({ RATE_LIMIT_FACTOR: '3' }, LIMITS.signUp.max * 3 + 5)).toBe(
      LIMITS.signUp.max * 3,
    )
  })

  it('refuses a factor that is not a whole number from 1 to 1000 at boot', () => {
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow(/RATE_LIMIT_FACTOR/)
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '1.5' })).toThrow(/RATE_LIMIT_FACTOR/)
  })
})
