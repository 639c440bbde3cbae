/**
 * /my-account/todos (issue 19, decision 0210): the purchaser's todos across all their customers
 * (retodosreports), overdue first, each with its customer; close, reopen and bulk close or open.
 * Per customer the open and overdue counts, each a link to that customer's reports.
 */
import { Link } from 'react-router'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { refusalText } from '../../lib/visit-report/refusal.ts'
import { usePurchaserSelf } from '../../lib/visit-report/use-purchaser-self.ts'
import { myTodos } from '../../lib/visit-report/visit-report-api.ts'
import type { TodoDoc, TodosOverview } from '../../lib/visit-report/visit-report-types.ts'
import { amsterdamToday, isOverdue, mergeTodos } from '../../lib/visit-report/view-rules.ts'
import { useEffect, useState } from 'react'
import { TodoList } from './todo-list.tsx'

type State =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: TodosOverview }

/** The per-customer counts again after changes on the page. */
export function recount(overview: TodosOverview, today: string): TodosOverview['customers'] {
  return overview.customers.map((customer) => {
    const mine = overview.todos.filter((todo) => todo.customer_id === customer.customer_id)
    return {
      ...customer,
      open: mine.filter((todo) => todo.status === 'open').length,
      overdue: mine.filter((todo) => isOverdue(todo, today)).length,
    }
  })
}

export function MyTodos() {
  const t = useT()
  const store = useStore()
  const self = usePurchaserSelf()
  const [state, setState] = useState<State>({ status: 'loading' })
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!self) return
    let live = true
    void myTodos(store.view.storeCode).then((outcome) => {
      if (!live) return
      setState(
        outcome.ok
          ? { status: 'ready', data: outcome.body }
          : { status: 'failed', message: refusalText(outcome, t, 'visitReport.loadFailed') },
      )
    })
    return () => {
      live = false
    }
  }, [round, store.view.storeCode, self?.id])

  if (!self) return <p role="alert">{t('visitReport.onlyPurchasers')}</p>
  if (state.status === 'loading') return <p aria-live="polite">{t('visitReport.loading')}</p>
  if (state.status === 'failed')
    return (
      <div role="alert" className="visit-report__failed">
        <p>{state.message}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setState({ status: 'loading' })
            setRound((n) => n + 1)
          }}
        >
          {t('visitReport.retry')}
        </button>
      </div>
    )

  const today = amsterdamToday()
  const changed = (todos: TodoDoc[]) =>
    setState((previous) => {
      if (previous.status !== 'ready') return previous
      const data = { ...previous.data, todos: mergeTodos(previous.data.todos, todos) }
      return { status: 'ready', data: { ...data, customers: recount(data, today) } }
    })

  const customers = state.data.customers.filter((c) => c.open > 0 || c.overdue > 0)
  return (
    <div className="visit-report">
      <p>{t('visitReport.mine.intro')}</p>
      {customers.length > 0 && (
        <section aria-labelledby="my-todos-customers">
          <h2 id="my-todos-customers">{t('visitReport.mine.customers')}</h2>
          <ul className="visit-report__customers">
            {customers.map((customer) => (
              <li key={customer.customer_id}>
                <Link
                  to={`${localPath('/my-account/reports', store)}?customer=${customer.customer_id}`}
                  aria-label={t('visitReport.mine.reportsLink', { name: customer.name })}
                >
                  {customer.name}
                </Link>
                <span className={customer.overdue > 0 ? 'visit-report__late' : undefined}>
                  {t('visitReport.mine.customerCounts', { open: customer.open, overdue: customer.overdue })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="my-todos-list">
        <h2 id="my-todos-list">{t('visitReport.form.todos')}</h2>
        {state.data.todos.length === 0 ? (
          <p>{t('visitReport.mine.empty')}</p>
        ) : (
          <TodoList
            todos={state.data.todos}
            showCustomer
            label={t('visitReport.mine.title')}
            onChanged={changed}
          />
        )}
      </section>
    </div>
  )
}
