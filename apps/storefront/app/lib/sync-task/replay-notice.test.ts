import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// the browser holds only the page's catalogue: here the Dutch one
vi.mock('../../i18n/catalogues.ts', async () => {
  const { compileCatalogue } = await import('../../i18n/compile-catalogue.ts')
  const { nl } = await import('../../i18n/messages.nl.ts')
  return { bundledCatalogues: { nl: compileCatalogue(nl) } }
})

const { noticeReplayAnswer, taskLanguage } = await import('./replay-notice.ts')
const { notifications } = await import('../../components/notifications/store.ts')
const { createSyncTask } = await import('./sync-task.ts')

const T0 = 1_800_000_000_000

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => {
  for (const shown of notifications.list()) notifications.remove(shown.id)
  vi.unstubAllGlobals()
})

describe('the notification of a refused replayed task', () => {
  it("reads the task's store view", () => {
    expect(taskLanguage({ url: '/api/cart/update?token={{token}}&storeCode=de' })).toBe('de')
    expect(taskLanguage({ url: '/api/cart/update?token={{token}}' })).toBe('nl')
  })

  it("speaks the page's language when the task's catalogue is not loaded, never the server's English", () => {
    const task = createSyncTask({ url: '/api/cart/delete?storeCode=de', method: 'POST' }, T0)
    noticeReplayAnswer(task, { code: 400, result: 'Cart item not found' })
    const [shown] = notifications.list()
    expect(shown?.message).toMatch(/^Een wijziging in je winkelwagen/)
    expect(shown?.message).not.toContain('Cart item not found')
    expect(shown?.action1?.label).toBe('OK')
  })

  it('says nothing for a silent task, an accepted one or ENOTFOUND', () => {
    const silent = createSyncTask({ url: '/x', silent: true }, T0)
    noticeReplayAnswer(silent, { code: 400, result: 'no' })
    noticeReplayAnswer(createSyncTask({ url: '/x' }, T0), { code: 200, result: 'fine' })
    noticeReplayAnswer(createSyncTask({ url: '/x' }, T0), { code: 'ENOTFOUND', result: 'dns' })
    expect(notifications.list()).toEqual([])
  })
})
