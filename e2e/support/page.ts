/** Waiting for the browser side of the shop without fixed sleeps. */
import { expect, type Page } from '@playwright/test'

/** Resolves once React has hydrated the page (root.tsx marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/**
 * Resolves once this tab's one-tab guard (lib/tab-guard.ts) runs: a probe on its BroadcastChannel
 * says hello and waits for the tab's "here", as a second shop tab would.
 */
export async function tabGuardRunning(page: Page): Promise<void> {
  await hydrated(page)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new BroadcastChannel('fietsgroothandel-tabs')
        const hello = () => channel.postMessage({ type: 'hello', id: 'e2e-probe', since: Date.now() })
        const retry = setInterval(hello, 100)
        channel.onmessage = (event) => {
          if (event.data?.type === 'here' && event.data.to === 'e2e-probe') {
            clearInterval(retry)
            channel.close()
            resolve()
          }
        }
        hello()
      }),
  )
}
