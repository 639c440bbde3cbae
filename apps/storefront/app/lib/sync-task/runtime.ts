/**
 * The storefront's one sync-task queue, loaded on demand (index.ts) so that pages that never queue
 * do not carry its code and idb in their first load: the IndexedDB store with its memory fallback,
 * the sender network-task.ts lends (hooks.ts), the replay notification, the browser cache for
 * kept results.
 */
import { browserCache } from '../browser-cache/browser-cache.ts'
import { ShopUnreachableError } from './errors.ts'
import { currentSender, drainedListeners } from './hooks.ts'
import { noticeReplayAnswer } from './replay-notice.ts'
import { browserTaskLocks } from './task-locks.ts'
import { createSyncQueue } from './sync-queue.ts'
import { resultCacheKey } from './sync-task.ts'
import { createTaskStore } from './task-store.ts'

export const syncQueue = createSyncQueue({
  store: createTaskStore(),
  send: (task) => currentSender()?.(task) ?? Promise.reject(new ShopUnreachableError()),
  onReplayAnswer: noticeReplayAnswer,
  onReplayError: (task, error) => console.error('Sync task failed on replay', task.url, error),
  onResultKept: (task) => browserCache.set(resultCacheKey(task), { result: task.result, meta: task.meta }),
  locks: browserTaskLocks(),
})

syncQueue.onDrained(async () => {
  for (const listener of [...drainedListeners])
    await Promise.resolve()
      .then(listener)
      .catch((error: unknown) => console.error('After the sync queue', error))
})
