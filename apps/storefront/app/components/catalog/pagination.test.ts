import { describe, expect, it } from 'vitest'
import { pageWindow } from './pagination.tsx'

describe('pageWindow', () => {
  it('shows first, last and two either side, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5])
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12])
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12])
  })
})
