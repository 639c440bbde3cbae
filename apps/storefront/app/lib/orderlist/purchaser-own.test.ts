import { describe, expect, it } from 'vitest'
import { OWN_SESSION_KEY, PURCHASER_ID_KEY, readOwnSession } from './purchaser-own.ts'

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null })
const own = JSON.stringify({ token: 'own.jwt', refreshToken: null, current: { id: 41 } })

describe("a purchaser's own session while acting", () => {
  it('is read from the takeover keys', () => {
    expect(readOwnSession(storage({ [PURCHASER_ID_KEY]: '41', [OWN_SESSION_KEY]: own }))).toEqual({
      purchaserId: 41,
      token: 'own.jwt',
      customerId: 41,
    })
  })

  it('is absent for a customer, a half takeover or unreadable storage', () => {
    expect(readOwnSession(storage({}))).toBeNull()
    expect(readOwnSession(storage({ [OWN_SESSION_KEY]: own }))).toBeNull()
    expect(readOwnSession(storage({ [PURCHASER_ID_KEY]: '41' }))).toBeNull()
    expect(readOwnSession(storage({ [PURCHASER_ID_KEY]: '41', [OWN_SESSION_KEY]: '{not json' }))).toBeNull()
    expect(readOwnSession(null)).toBeNull()
  })
})
