import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { StoreProvider } from '../../lib/store-context.tsx'
import { storeFromPath } from '../../lib/store-view.ts'

function render(trail: { label: string; to?: string }[], path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <StoreProvider store={storeFromPath(path)}>
            <Breadcrumbs trail={trail} />
          </StoreProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

describe('Breadcrumbs', () => {
  it('links every step but the current page, which is marked', () => {
    const html = render([
      { label: 'Home', to: '/' },
      { label: 'Fietsen', to: '/c/fietsen' },
      { label: 'E-bikes', to: '/c/e-bikes' },
    ])
    expect(html).toContain('<nav class="breadcrumbs" aria-label="Kruimelpad"><ol>')
    expect(html).toContain('<a href="/" data-discover="true">Home</a>')
    expect(html).toContain('<a href="/c/fietsen" data-discover="true">Fietsen</a>')
    expect(html).toContain('<span aria-current="page">E-bikes</span>')
    expect(html).not.toContain('href="/c/e-bikes"')
    expect(html).toContain('"@type":"BreadcrumbList"')
  })

  it('is labelled in the store language and renders nothing for an empty trail', () => {
    expect(render([{ label: 'Startseite' }], '/de')).toContain('aria-label="Brotkrümelnavigation"')
    expect(render([])).toBe('')
  })
})
