import { describe, expect, it } from 'vitest'
import { isCurrentPage } from './current-page.ts'

describe('isCurrentPage', () => {
  it('matches the page itself, case-insensitively', () => {
    expect(isCurrentPage('/c/fietsen', '/c/fietsen')).toBe(true)
    expect(isCurrentPage('/c/Fietsen', '/c/fietsen')).toBe(true)
  })
  it('matches pages below it on segment boundaries unless end is set', () => {
    expect(isCurrentPage('/my-account/orders/12', '/my-account/orders')).toBe(true)
    expect(isCurrentPage('/my-account/orders/12', '/my-account/orders', true)).toBe(false)
    expect(isCurrentPage('/c/fietsen-kids', '/c/fietsen')).toBe(false)
    expect(isCurrentPage('/de/c/raeder/x', '/de/c/raeder/')).toBe(true)
  })
  it('does not treat the home page as the ancestor of every page', () => {
    expect(isCurrentPage('/c/fietsen', '/')).toBe(false)
    expect(isCurrentPage('/', '/')).toBe(true)
  })
  it('ignores the query and fragment of the link', () => {
    expect(isCurrentPage('/c/fietsen', '/c/fietsen?page=2')).toBe(true)
  })
})
