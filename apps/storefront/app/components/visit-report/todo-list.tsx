/**
 * A list of todos with close and reopen per todo and bulk close or open of the selected ones
 * (spec 001 §4 "Todos"; decision 0210): overdue first, a checkbox per todo and "select all", each
 * change shown at once (the changed todos the API answers replace the old ones) and announced in a
 * live region; a refusal in the page's language. Cards, not a table: it reads at 390 px.
 */
import { useId, useState } from 'react'
import { formatDay } from '../../lib/after-sales/view-rules.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { changeTodoStatus } from '../../lib/visit-report/visit-report-api.ts'
import type { TodoDoc, TodoStatus } from '../../lib/visit-report/visit-report-types.ts'
import { refusalText } from '../../lib/visit-report/refusal.ts'
import { amsterdamToday, isOverdue, sortTodos } from '../../lib/visit-report/view-rules.ts'

type Notice = { kind: 'done' | 'error'; text: string } | null

export function TodoList({
  todos,
  showCustomer,
  onChanged,
  label,
}: {
  todos: TodoDoc[]
  showCustomer: boolean
  onChanged: (changed: TodoDoc[]) => void
  /** the accessible name of the list */
  label: string
}) {
  const t = useT()
  const store = useStore()
  const id = useId()
  const today = amsterdamToday()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)
  const sorted = sortTodos(todos, today)
  const chosen = sorted.filter((todo) => selected.has(todo.id))
  const allSelected = sorted.length > 0 && chosen.length === sorted.length

  const toggle = (todoId: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous)
      if (on) next.add(todoId)
      else next.delete(todoId)
      return next
    })

  /** One call per customer (changetodostatus names one customer); all changes shown together. */
  async function change(items: TodoDoc[], status: TodoStatus) {
    const targets = items.filter((todo) => todo.status !== status)
    if (items.length === 0) return setNotice({ kind: 'error', text: t('visitReport.todos.nothingSelected') })
    if (targets.length === 0) {
      setNotice({
        kind: 'done',
        text: t(status === 'done' ? 'visitReport.todos.closed' : 'visitReport.todos.reopened', { count: 0 }),
      })
      return
    }
    setBusy(true)
    setNotice(null)
    const byCustomer = new Map<number, number[]>()
    for (const todo of targets)
      byCustomer.set(todo.customer_id, [...(byCustomer.get(todo.customer_id) ?? []), todo.id])
    const changed: TodoDoc[] = []
    let refusal: { code: number; message: string } | null = null
    for (const [customerId, ids] of byCustomer) {
      const outcome = await changeTodoStatus(
        customerId,
        ids.length === 1 ? ids[0]! : ids,
        status,
        store.view.storeCode,
      )
      if (outcome.ok) changed.push(...outcome.body.todos)
      else refusal = outcome
    }
    setBusy(false)
    if (changed.length) onChanged(changed)
    setSelected(new Set())
    if (refusal) setNotice({ kind: 'error', text: refusalText(refusal, t) })
    else
      setNotice({
        kind: 'done',
        text: t(status === 'done' ? 'visitReport.todos.closed' : 'visitReport.todos.reopened', {
          count: changed.length,
        }),
      })
  }

  if (todos.length === 0) return <p>{t('visitReport.todos.empty')}</p>

  return (
    <div className="todo-list">
      <div
        className="todo-list__bulk"
        role="group"
        aria-label={t('visitReport.todos.selected', { count: chosen.length })}
      >
        <div className="todo-list__all">
          <input
            type="checkbox"
            id={`${id}-all`}
            checked={allSelected}
            onChange={(event) =>
              setSelected(event.target.checked ? new Set(sorted.map((todo) => todo.id)) : new Set())
            }
          />
          <label htmlFor={`${id}-all`}>{t('visitReport.todos.selectAll')}</label>
        </div>
        <span className="todo-list__count">{t('visitReport.todos.selected', { count: chosen.length })}</span>
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => void change(chosen, 'done')}
        >
          {t('visitReport.todos.closeSelected')}
        </button>
        <button
          type="button"
          className="button button--small button--secondary"
          disabled={busy}
          onClick={() => void change(chosen, 'open')}
        >
          {t('visitReport.todos.openSelected')}
        </button>
      </div>
      <p
        className={
          notice?.kind === 'error' ? 'todo-list__notice todo-list__notice--error' : 'todo-list__notice'
        }
        role="status"
        aria-live="polite"
      >
        {busy ? t('visitReport.todos.busy') : (notice?.text ?? '')}
      </p>
      <ul className="todo-list__items" aria-label={label}>
        {sorted.map((todo) => {
          const overdue = isOverdue(todo, today)
          const state = overdue ? 'overdue' : todo.status
          return (
            <li key={todo.id} className={`todo-card todo-card--${state}`} data-testid="todo">
              <input
                type="checkbox"
                id={`${id}-${todo.id}`}
                className="todo-card__check"
                checked={selected.has(todo.id)}
                aria-label={t('visitReport.todos.select', { action: todo.action_point })}
                onChange={(event) => toggle(todo.id, event.target.checked)}
              />
              <div className="todo-card__body">
                <p className="todo-card__action">{todo.action_point}</p>
                <dl className="todo-card__facts">
                  {showCustomer && (
                    <div>
                      <dt>{t('visitReport.todos.customer')}</dt>
                      <dd>{todo.customer_name}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('visitReport.todos.expires')}</dt>
                    <dd>{formatDay(todo.expire_date, store.view.locale)}</dd>
                  </div>
                  <div>
                    <dt>{t('visitReport.todos.assignedTo')}</dt>
                    <dd>{todo.assigned_to_name ?? t('visitReport.todos.nobody')}</dd>
                  </div>
                </dl>
              </div>
              <div className="todo-card__side">
                <span className={`todo-card__state todo-card__state--${state}`}>
                  {t(`visitReport.todos.state.${state}`)}
                </span>
                <button
                  type="button"
                  className="button button--small button--secondary"
                  disabled={busy}
                  aria-label={t(
                    todo.status === 'done' ? 'visitReport.todos.reopenLabel' : 'visitReport.todos.closeLabel',
                    {
                      action: todo.action_point,
                    },
                  )}
                  onClick={() => void change([todo], todo.status === 'done' ? 'open' : 'done')}
                >
                  {t(todo.status === 'done' ? 'visitReport.todos.reopen' : 'visitReport.todos.close')}
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
