import { describe, expect, it } from 'vitest'
import { createMemoryLayer } from './memory-layer.ts'
import { recordSize } from './value-size.ts'

describe('memory layer (decision 0232)', () => {
  it('answers what was put, with its stored time', () => {
    const memory = createMemoryLayer(() => 1_000_000)
    memory.put('a', { n: 1 }, 5)
    expect(memory.get('a')).toEqual({ value: { n: 1 }, storedAt: 5 })
    expect(memory.get('b')).toBeUndefined()
  })

  it('hands out copies: a caller changing its answer changes nothing for the next', () => {
    const memory = createMemoryLayer(() => 1_000_000)
    memory.put('a', { list: [1] }, 5)
    const first = memory.get('a')!.value as { list: number[] }
    first.list.push(2)
    expect(memory.get('a')!.value).toEqual({ list: [1] })
  })

  it('tracks entries and counted bytes through put, replace, delete and clear', () => {
    const memory = createMemoryLayer(() => 1_000_000)
    memory.put('a', 'xx', 1)
    memory.put('b', 1, 2)
    expect(memory.entries).toBe(2)
    expect(memory.bytes).toBe(recordSize('a', 'xx') + recordSize('b', 1))
    memory.put('a', 'xxxx', 3)
    expect(memory.bytes).toBe(recordSize('a', 'xxxx') + recordSize('b', 1))
    memory.delete('a')
    memory.delete('missing')
    expect(memory.entries).toBe(1)
    expect(memory.bytes).toBe(recordSize('b', 1))
    memory.clear()
    expect(memory.entries).toBe(0)
    expect(memory.bytes).toBe(0)
  })

  it('over its budget it keeps the 100 newest', () => {
    let budget = 1_000_000
    const memory = createMemoryLayer(() => budget)
    for (let i = 0; i < 150; i++) memory.put(`k${i}`, i, i)
    expect(memory.entries).toBe(150)
    budget = 10 // the next put finds the layer over budget
    memory.put('newest', 'x', 1_000)
    expect(memory.entries).toBe(100)
    expect(memory.get('newest')).toBeDefined()
    expect(memory.get('k149')).toBeDefined()
    expect(memory.get('k51')).toBeDefined()
    expect(memory.get('k50')).toBeUndefined()
    expect(memory.get('k0')).toBeUndefined()
  })

  it('under budget nothing is dropped, however many entries', () => {
    const memory = createMemoryLayer(() => 1_000_000)
    for (let i = 0; i < 300; i++) memory.put(`k${i}`, i, i)
    expect(memory.entries).toBe(300)
  })
})
