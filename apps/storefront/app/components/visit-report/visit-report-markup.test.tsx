import { describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { StoreProvider } from '../../lib/store-context.tsx'
import { storeFromPath } from '../../lib/store-view.ts'
import type { TodoDoc } from '../../lib/visit-report/visit-report-types.ts'
import { amsterdamToday } from '../../lib/visit-report/view-rules.ts'
import { ReportForm } from './report-form.tsx'
import { TodoList } from './todo-list.tsx'
import { VisitReportNavItems } from './visit-report-nav-items.tsx'

function render(element: ReactNode, path = '/my-account/reports') {
  const router = createMemoryRouter(
    [{ path: '*', element: <StoreProvider store={storeFromPath(path)}>{element}</StoreProvider> }],
    { initialEntries: [path] },
  )
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

const self = { id: 42, name: 'Sanne de Groot' }

const day = (offset: number) => {
  const date = new Date(`${amsterdamToday()}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

const todo = (id: number, expire: string, status: 'open' | 'done', overdue: boolean): TodoDoc => ({
  id,
  customer_id: 7,
  customer_name: `Klant ${id}`,
  report_id: null,
  action_point: `Actie ${id}`,
  expire_date: expire,
  assigned_to: 42,
  assigned_to_name: 'Sanne de Groot',
  done: status === 'done' ? 1 : 0,
  status,
  overdue,
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
  closed_at: null,
})

describe('the visit report form', () => {
  it('labels the questions in Dutch, marks the required ones and groups choices, ratings and yes/no', () => {
    const html = render(<ReportForm customerId={7} self={self} assignees={[self]} onSent={() => undefined} />)
    expect(html).toContain('Nieuw bezoekrapport')
    expect(html).toContain('Velden met * zijn verplicht.')
    expect(html).toMatch(
      /Gesproken met<span class="visit-form__required" aria-hidden="true"> \*<\/span><\/label>/,
    )
    expect(html).toContain('role="radiogroup" aria-required="true"')
    expect(html).toContain('aria-label="4 van 5"')
    expect(html).toContain('>Nee</span>')
    expect(html).toContain('Taak toevoegen')
    expect(html).toContain('Rapport versturen')
    // optional questions carry no star
    expect(html).not.toMatch(/Algemene opmerkingen<span class="visit-form__required"/)
  })

  it('in German in the German store view', () => {
    const html = render(
      <ReportForm customerId={7} self={self} assignees={[self]} onSent={() => undefined} />,
      '/de/my-account/reports',
    )
    expect(html).toContain('Neuer Besuchsbericht')
    expect(html).toContain('Art des Besuchs')
    expect(html).toContain('Regulärer Besuch')
    expect(html).toContain('aria-label="5 von 5"')
    expect(html).toContain('>Nein</span>')
    expect(html).toContain('Bericht senden')
  })
})

describe('the todo list', () => {
  it('shows overdue todos first, with select-all, bulk buttons and a live region', () => {
    const html = render(
      <TodoList
        todos={[
          todo(1, day(5), 'open', false),
          todo(2, day(-3), 'done', false),
          todo(3, day(-2), 'open', true),
        ]}
        showCustomer
        label="Mijn taken"
        onChanged={() => undefined}
      />,
    )
    const order = ['Actie 3', 'Actie 1', 'Actie 2'].map((text) => html.indexOf(`>${text}<`))
    expect(order.every((at) => at > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(html).toContain('Alle taken selecteren')
    expect(html).toContain('Geselecteerde afronden')
    expect(html).toContain('Geselecteerde heropenen')
    expect(html).toContain('aria-label="Afronden: Actie 1"')
    expect(html).toContain('aria-label="Heropenen: Actie 2"')
    expect(html).toContain('>Te laat<')
    expect(html).toContain('Klant 3')
    expect(html).toContain('role="status" aria-live="polite"')
  })
})

describe('the menu entries', () => {
  it('are not rendered for anyone on the server (no purchaser known there)', () => {
    expect(render(<VisitReportNavItems />)).toBe('')
  })
})
