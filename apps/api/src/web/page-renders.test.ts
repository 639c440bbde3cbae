import { describe, expect, it } from 'vitest'
import { PageRenders } from './page-renders.ts'

describe('PageRenders', () => {
  it('drains only after the renders in flight have ended, and refuses new ones meanwhile', async () => {
    const renders = new PageRenders()
    expect(renders.begin()).toBe(true)
    expect(renders.begin()).toBe(true)
    let drained = false
    const drain = renders.drain(5_000).then(() => (drained = true))
    expect(renders.begin()).toBe(false)
    renders.end()
    await Promise.resolve()
    expect(drained).toBe(false)
    renders.end()
    await drain
    expect(drained).toBe(true)
  })

  it('drains at once when nothing runs', async () => {
    const renders = new PageRenders()
    await renders.drain(5_000)
    expect(renders.begin()).toBe(false)
  })

  it('gives up waiting for a render that never ends', async () => {
    const renders = new PageRenders()
    renders.begin()
    const started = Date.now()
    await renders.drain(50)
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
  })
})
