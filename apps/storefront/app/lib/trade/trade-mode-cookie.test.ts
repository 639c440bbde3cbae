import { describe, expect, it } from 'vitest'
import { tradeModeCookie, tradeModeFromCookie } from './trade-mode-cookie.ts'

describe('the trade-mode cookie', () => {
  it('reads the mode among other cookies, and nothing else', () => {
    expect(tradeModeFromCookie('a=1; shop_trade_mode=1; b=2')).toBe(1)
    expect(tradeModeFromCookie('shop_trade_mode=2')).toBe(2)
    expect(tradeModeFromCookie('shop_trade_mode=3; x=y')).toBe(3)
    expect(tradeModeFromCookie('shop_trade_mode=4')).toBeNull()
    expect(tradeModeFromCookie('shop_trade_mode=')).toBeNull()
    expect(tradeModeFromCookie('xshop_trade_mode=1')).toBeNull()
    expect(tradeModeFromCookie(null)).toBeNull()
  })

  it('writes what it reads back, and removes itself for a non-trade session', () => {
    const set = tradeModeCookie(1, true)
    expect(tradeModeFromCookie(set.split(';')[0]!)).toBe(1)
    expect(set).toContain('Secure')
    expect(tradeModeCookie(null, false)).toContain('Max-Age=0')
    expect(tradeModeCookie(null, false)).not.toContain('Secure')
  })
})
