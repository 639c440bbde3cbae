import { describe, expect, it } from 'vitest'
import { createNotificationStore, DEFAULT_TIME_TO_LIVE } from './store.ts'

function fakeTimers() {
  const timers: { fn: () => void; ms: number; cancelled: boolean }[] = []
  return {
    timers,
    timer: (fn: () => void, ms: number) => {
      const entry = { fn, ms, cancelled: false }
      timers.push(entry)
      return () => {
        entry.cancelled = true
      }
    },
    fire: (index: number) => timers[index]!.fn(),
  }
}

describe('notification store', () => {
  it('adds messages and removes them after the default lifetime of 5000 ms', () => {
    const t = fakeTimers()
    const store = createNotificationStore(t.timer)
    const id = store.add({ type: 'success', message: 'Product has been added to the cart!' })
    expect(store.list()).toHaveLength(1)
    expect(t.timers[0]!.ms).toBe(DEFAULT_TIME_TO_LIVE)
    expect(DEFAULT_TIME_TO_LIVE).toBe(5000)
    t.fire(0)
    expect(store.list()).toEqual([])
    expect(id).toBe(1)
  })

  it('does not add the same message as the newest one twice', () => {
    const store = createNotificationStore(fakeTimers().timer)
    expect(store.add({ type: 'error', message: 'A' })).not.toBeNull()
    expect(store.add({ type: 'error', message: 'A' })).toBeNull()
    store.add({ type: 'warning', message: 'B' })
    expect(store.add({ type: 'error', message: 'A' })).not.toBeNull()
    expect(store.list().map((n) => n.message)).toEqual(['A', 'B', 'A'])
  })

  it('keeps sticky messages and honours timeToLive', () => {
    const t = fakeTimers()
    const store = createNotificationStore(t.timer)
    store.add({ type: 'error', message: 'Payment is not created - x', hasNoTimeout: true })
    store.add({ type: 'warning', message: 'W', timeToLive: 12_000 })
    expect(t.timers.map((x) => x.ms)).toEqual([12_000])
  })

  it('removes on request, cancels the timer and tells subscribers', () => {
    const t = fakeTimers()
    const store = createNotificationStore(t.timer)
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    const id = store.add({ type: 'success', message: 'OK', action1: { label: 'OK' } })!
    store.remove(id)
    expect(t.timers[0]!.cancelled).toBe(true)
    expect(calls).toBe(2)
    unsubscribe()
    store.add({ type: 'success', message: 'again' })
    expect(calls).toBe(2)
  })

  it('keeps the list identity while nothing changes (useSyncExternalStore needs that)', () => {
    const store = createNotificationStore(fakeTimers().timer)
    store.add({ type: 'success', message: 'x' })
    expect(store.list()).toBe(store.list())
  })

  it('replaces the shown messages about the same subject with the newer one, and cancels their timers', () => {
    const t = fakeTimers()
    const store = createNotificationStore(t.timer)
    store.add({ type: 'success', message: 'Je bent ingelogd.', subject: 'session' })
    store.add({ type: 'success', message: 'Het product is toegevoegd aan je winkelwagen!', subject: 'cart' })
    store.add({ type: 'success', message: 'Je bent uitgelogd', subject: 'session' })
    expect(store.list().map((n) => n.message)).toEqual([
      'Het product is toegevoegd aan je winkelwagen!',
      'Je bent uitgelogd',
    ])
    expect(t.timers[0]!.cancelled).toBe(true)
    expect(t.timers[1]!.cancelled).toBe(false)
  })

  it('keeps messages without a subject side by side', () => {
    const store = createNotificationStore(fakeTimers().timer)
    store.add({ type: 'success', message: 'A' })
    store.add({ type: 'success', message: 'B', subject: 'session' })
    store.add({ type: 'error', message: 'C' })
    expect(store.list().map((n) => n.message)).toEqual(['A', 'B', 'C'])
  })
})
