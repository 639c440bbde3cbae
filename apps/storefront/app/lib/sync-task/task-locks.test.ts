import { describe, expect, it } from 'vitest'
import { fakeLockManager } from './fake-lock-manager.ts'
import { BUSY, createTaskLocks, noTaskLocks } from './task-locks.ts'

describe('task locks (decision 0244)', () => {
  it('holds the task lock while sending, so the task shows as in flight', async () => {
    const locks = createTaskLocks(fakeLockManager())
    let seen: ReadonlySet<string> | null = null
    const answer = await locks.whileSending('t1', async () => {
      seen = await locks.inFlight()
      return 'sent'
    })
    expect(answer).toBe('sent')
    expect(seen).toEqual(new Set(['t1']))
    expect(await locks.inFlight()).toEqual(new Set())
  })

  it('answers BUSY without running the work when another page holds the lock', async () => {
    const manager = fakeLockManager()
    const locks = createTaskLocks(manager)
    manager.held.add('shop-sync-task:t2')
    let ran = false
    const answer = await locks.whileSending('t2', async () => {
      ran = true
    })
    expect(answer).toBe(BUSY)
    expect(ran).toBe(false)
  })

  it("lists only the shop's task locks", async () => {
    const manager = fakeLockManager()
    manager.held.add('some-other-lock')
    manager.held.add('shop-sync-task:t3')
    expect(await createTaskLocks(manager).inFlight()).toEqual(new Set(['t3']))
  })

  it('without Web Locks runs the work and knows nothing about other pages', async () => {
    expect(await noTaskLocks.whileSending('t4', async () => 'sent')).toBe('sent')
    expect(await noTaskLocks.inFlight()).toBeNull()
  })
})
