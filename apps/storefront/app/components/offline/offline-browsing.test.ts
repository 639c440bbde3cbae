import { describe, expect, it } from 'vitest'
import { fetchedAtText } from './fetched-at.tsx'
import { menuPaths } from './trade-menu-precache.tsx'

describe('when an offline price was fetched', () => {
  it('is day, month and time on the shop clock, in winter and summer time', () => {
    // 09:15 UTC in November is 10:15 in Amsterdam (CET)
    expect(fetchedAtText(Date.UTC(2026, 10, 28, 9, 15), 'nl')).toBe('28-11 10:15')
    expect(fetchedAtText(Date.UTC(2026, 10, 28, 9, 15), 'de')).toBe('28.11. 10:15')
    // 22:05 UTC on 30 June is 00:05 on 1 July (CEST): the day follows the shop clock
    expect(fetchedAtText(Date.UTC(2026, 5, 30, 22, 5), 'nl')).toBe('01-07 00:05')
  })
})

describe("a trade customer's menu to keep offline", () => {
  const item = (to: string, children: string[] = []) => ({
    id: 0,
    name: to,
    to,
    children: children.map((child) => ({ id: 0, name: child, to: child, children: [] })),
  })

  it('lists the top level first, then the second level, each path once', () => {
    const menu = [
      item('/c/fietsen', ['/c/stadsfietsen', '/c/e-bikes']),
      item('/c/onderdelen', ['/c/e-bikes']),
    ]
    expect(menuPaths(menu)).toEqual(['/c/fietsen', '/c/onderdelen', '/c/stadsfietsen', '/c/e-bikes'])
  })
})
