import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { StoreProvider } from '../../lib/store-context.tsx'
import { storeFromPath } from '../../lib/store-view.ts'
import { NotificationItem } from './notifications.tsx'
import type { Notification } from './store.ts'

const render = (item: Notification) =>
  renderToStaticMarkup(
    <StoreProvider store={storeFromPath('/')}>
      <NotificationItem item={item} />
    </StoreProvider>,
  )

describe('NotificationItem', () => {
  it('shows both actions as buttons, and no separate close button', () => {
    const html = render({
      id: 1,
      type: 'success',
      message: 'Het product is toegevoegd aan je winkelwagen!',
      action1: { label: 'OK' },
      action2: { label: 'Doorgaan naar afrekenen', action: () => {} },
    })
    const buttons = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1])
    expect(buttons).toEqual(['OK', 'Doorgaan naar afrekenen'])
  })

  it('has a labelled close button when there is no action', () => {
    const html = render({ id: 2, type: 'error', message: 'Mislukt' })
    expect(html).toMatch(/<button type="button" class="notification__close" aria-label="[^"]+">/)
  })
})
