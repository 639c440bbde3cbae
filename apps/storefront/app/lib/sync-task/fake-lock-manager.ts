/**
 * An in-memory LockManager for the unit tests of the queue (the browser's is not in Node):
 * exclusive locks by name, `ifAvailable`, and `query` listing the held ones.
 */
import type { LockManagerLike } from './task-locks.ts'

export function fakeLockManager(): LockManagerLike & { held: Set<string> } {
  const held = new Set<string>()
  return {
    held,
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null)
      held.add(name)
      try {
        return await callback({ name })
      } finally {
        held.delete(name)
      }
    },
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name })) }),
  }
}
