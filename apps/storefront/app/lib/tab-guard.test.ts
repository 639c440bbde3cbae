import { describe, expect, it } from 'vitest'
import { precedes, startTabGuard, type TabChannel, type TabMessage } from './tab-guard.ts'

/** An in-memory BroadcastChannel: messages reach every other open channel, asynchronously. */
function bus() {
  const channels = new Set<TabChannel>()
  const queue: (() => void)[] = []
  const open = (): TabChannel => {
    const channel: TabChannel = {
      onmessage: null,
      postMessage(message: TabMessage) {
        for (const other of channels)
          if (other !== channel) queue.push(() => other.onmessage?.({ data: structuredClone(message) }))
      },
      close() {
        channels.delete(channel)
      },
    }
    channels.add(channel)
    return channel
  }
  const flush = () => {
    while (queue.length) queue.shift()!()
  }
  return { open, flush, size: () => channels.size }
}

/** Timers run when the test says so. */
function clock() {
  const pending = new Set<() => void>()
  return {
    setTimer: (fn: () => void) => {
      pending.add(fn)
      return () => pending.delete(fn)
    },
    fire: () => {
      for (const fn of [...pending]) {
        pending.delete(fn)
        fn()
      }
    },
  }
}

describe('startTabGuard', () => {
  it('lets the first tab own the shop and sends a second tab away', () => {
    const b = bus()
    const c = clock()
    let firstAway = false
    let secondAway = false
    const first = startTabGuard({
      channel: b.open(),
      onSecondTab: () => (firstAway = true),
      id: 'a',
      now: () => 1,
      setTimer: c.setTimer,
    })
    b.flush()
    c.fire()
    expect(first.state()).toBe('owner')

    const second = startTabGuard({
      channel: b.open(),
      onSecondTab: () => (secondAway = true),
      id: 'b',
      now: () => 2,
      setTimer: c.setTimer,
    })
    b.flush()
    expect(second.state()).toBe('second')
    expect(secondAway).toBe(true)
    expect(firstAway).toBe(false)
    expect(first.state()).toBe('owner')
  })

  it('lets a new tab open normally once the first one is closed', () => {
    const b = bus()
    const c = clock()
    const first = startTabGuard({
      channel: b.open(),
      onSecondTab: () => {},
      id: 'a',
      now: () => 1,
      setTimer: c.setTimer,
    })
    b.flush()
    c.fire()
    first.stop()
    let away = false
    const next = startTabGuard({
      channel: b.open(),
      onSecondTab: () => (away = true),
      id: 'b',
      now: () => 5,
      setTimer: c.setTimer,
    })
    b.flush()
    c.fire()
    expect(next.state()).toBe('owner')
    expect(away).toBe(false)
  })

  it('keeps the earlier of two tabs that start at the same moment', () => {
    const b = bus()
    const c = clock()
    const early = startTabGuard({
      channel: b.open(),
      onSecondTab: () => {},
      id: 'z',
      now: () => 10,
      setTimer: c.setTimer,
    })
    const late = startTabGuard({
      channel: b.open(),
      onSecondTab: () => {},
      id: 'a',
      now: () => 11,
      setTimer: c.setTimer,
    })
    b.flush()
    c.fire()
    expect(early.state()).toBe('owner')
    expect(late.state()).toBe('second')
  })

  it('closes the channel of a tab that gives way', () => {
    const b = bus()
    const c = clock()
    startTabGuard({ channel: b.open(), onSecondTab: () => {}, id: 'a', now: () => 1, setTimer: c.setTimer })
    b.flush()
    c.fire()
    startTabGuard({ channel: b.open(), onSecondTab: () => {}, id: 'b', now: () => 2, setTimer: c.setTimer })
    b.flush()
    expect(b.size()).toBe(1)
  })

  it('ignores foreign messages', () => {
    const b = bus()
    const c = clock()
    const guard = startTabGuard({
      channel: b.open(),
      onSecondTab: () => {},
      id: 'a',
      now: () => 1,
      setTimer: c.setTimer,
    })
    const other = b.open()
    other.onmessage = null
    ;(other.postMessage as (m: unknown) => void)({ type: 'spam' })
    ;(other.postMessage as (m: unknown) => void)('here')
    b.flush()
    c.fire()
    expect(guard.state()).toBe('owner')
  })
})

describe('precedes', () => {
  it('orders by start time, then id', () => {
    expect(precedes({ id: 'b', since: 1 }, { id: 'a', since: 2 })).toBe(true)
    expect(precedes({ id: 'a', since: 2 }, { id: 'b', since: 2 })).toBe(true)
    expect(precedes({ id: 'b', since: 2 }, { id: 'a', since: 2 })).toBe(false)
  })
})
