/**
 * /my-account/reports (issue 19, decision 0208): a purchaser picks one of their customers (the one
 * taken over comes first) and sees whether there is a report today (hasreport), the todo counts
 * (todosstatus; the late-order count only above 0, §5), the customer's todos with close and reopen,
 * a new report, and the earlier reports. Reports and todos come from the catalogue search (§7).
 */
import { VISIT_REPORT_QUESTIONS, visitReportQuestion } from '@shop/commerce'
import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useActingPurchaser } from '../../lib/purchaser/use-acting-purchaser.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { refusalText } from '../../lib/visit-report/refusal.ts'
import { usePurchaserSelf } from '../../lib/visit-report/use-purchaser-self.ts'
import {
  hasReport,
  searchCustomerReports,
  searchCustomerTodos,
  todosStatus,
  type Outcome,
} from '../../lib/visit-report/visit-report-api.ts'
import type { HasReport, ReportDoc, TodoCounts, TodoDoc } from '../../lib/visit-report/visit-report-types.ts'
import {
  amsterdamToday,
  answerText,
  assignees,
  countTodos,
  formatMoment,
  mergeTodos,
  shownCounts,
  sortReports,
} from '../../lib/visit-report/view-rules.ts'
import { CustomerChoice, customerLabel, useCustomerList } from './customer-choice.tsx'
import { ReportForm } from './report-form.tsx'
import { TodoList } from './todo-list.tsx'

interface CustomerData {
  has: HasReport
  counts: TodoCounts
  reports: ReportDoc[]
  todos: TodoDoc[]
}

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; customerId: number; data: CustomerData }

/** The four reads of one customer, side by side; the first refusal when one fails. */
async function loadCustomer(customerId: number, index: string, storeCode: string) {
  const [has, counts, reports, todos] = await Promise.all([
    hasReport(customerId, storeCode),
    todosStatus(customerId, storeCode),
    searchCustomerReports(index, customerId),
    searchCustomerTodos(index, customerId),
  ])
  const failed = [has, counts, reports, todos].find(
    (o): o is Extract<Outcome<unknown>, { ok: false }> => !o.ok,
  )
  if (failed || !has.ok || !counts.ok || !reports.ok || !todos.ok)
    return { ok: false as const, refusal: failed! }
  return {
    ok: true as const,
    data: { has: has.body, counts: counts.body, reports: sortReports(reports.body), todos: todos.body },
  }
}

export function CustomerReports() {
  const t = useT()
  const store = useStore()
  const self = usePurchaserSelf()
  const acting = useActingPurchaser()
  const [params, setParams] = useSearchParams()
  const [list, retryList] = useCustomerList()
  const fromUrl = Number(params.get('customer'))
  const customerId = Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : (acting?.customer.id ?? null)
  const [state, setState] = useState<State>({ status: 'idle' })
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((n) => n + 1), [])

  useEffect(() => {
    if (customerId === null || !self) return setState({ status: 'idle' })
    let live = true
    // a reload after a change keeps the page as it is; another customer starts empty
    setState((previous) =>
      previous.status === 'ready' && previous.customerId === customerId ? previous : { status: 'loading' },
    )
    void loadCustomer(customerId, store.view.index, store.view.storeCode).then((outcome) => {
      if (!live) return
      setState(
        outcome.ok
          ? { status: 'ready', customerId, data: outcome.data }
          : { status: 'failed', message: refusalText(outcome.refusal, t, 'visitReport.loadFailed') },
      )
    })
    return () => {
      live = false
    }
    // t changes with the store view, which is in the key already
  }, [customerId, round, store.view.index, store.view.storeCode, self?.id])

  if (!self) return <p role="alert">{t('visitReport.onlyPurchasers')}</p>

  const choose = (id: number | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous)
      if (id === null) next.delete('customer')
      else next.set('customer', String(id))
      return next
    })

  const customer = list.status === 'ready' ? list.list.find((c) => c.id === customerId) : undefined
  const today = amsterdamToday()

  const todosChanged = (changed: TodoDoc[]) => {
    setState((previous) => {
      if (previous.status !== 'ready') return previous
      const todos = mergeTodos(previous.data.todos, changed)
      const counts = countTodos(todos, today, previous.data.counts.late_orders)
      return { ...previous, data: { ...previous.data, todos, counts } }
    })
    reload()
  }

  return (
    <div className="visit-report">
      <CustomerChoice list={list} retry={retryList} value={customerId} onChange={choose} />
      {customerId !== null && state.status === 'loading' && (
        <p aria-live="polite">{t('visitReport.loading')}</p>
      )}
      {state.status === 'failed' && (
        <div role="alert" className="visit-report__failed">
          <p>{state.message}</p>
          <button type="button" className="button button--secondary" onClick={reload}>
            {t('visitReport.retry')}
          </button>
        </div>
      )}
      {customerId !== null && state.status === 'ready' && (
        <>
          <section className="visit-report__status" aria-labelledby="visit-status-title">
            <h2 id="visit-status-title">
              {customer ? customerLabel(customer) : t('visitReport.status.title')}
            </h2>
            <p role="status" aria-live="polite" data-testid="has-report">
              {state.data.has.has_report && state.data.has.last_report
                ? t('visitReport.hasReport.today', {
                    time: formatMoment(state.data.has.last_report.created_at, store.view.locale, 'time'),
                    who: state.data.has.last_report.purchaser_name,
                  })
                : t('visitReport.hasReport.none')}
              {!state.data.has.has_report && state.data.has.last_report && (
                <>
                  {' '}
                  {t('visitReport.hasReport.last', {
                    date: formatMoment(state.data.has.last_report.created_at, store.view.locale),
                    who: state.data.has.last_report.purchaser_name,
                  })}
                </>
              )}
            </p>
            <dl className="visit-report__counts" aria-live="polite" data-testid="todo-counts">
              {shownCounts(state.data.counts).map((count) => (
                <div key={count.key} className={`visit-report__count visit-report__count--${count.key}`}>
                  <dt>{t(`visitReport.count.${count.key}`)}</dt>
                  <dd>{count.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="visit-todos-title">
            <h2 id="visit-todos-title">{t('visitReport.todos.title')}</h2>
            <TodoList
              todos={state.data.todos}
              showCustomer={false}
              label={t('visitReport.todos.title')}
              onChanged={todosChanged}
            />
          </section>
          <ReportForm
            key={customerId}
            customerId={customerId}
            self={self}
            assignees={assignees(self, state.data.reports, state.data.todos)}
            onSent={reload}
          />
          <section aria-labelledby="visit-reports-title">
            <h2 id="visit-reports-title">{t('visitReport.reports.title')}</h2>
            {state.data.reports.length === 0 ? (
              <p>{t('visitReport.reports.empty')}</p>
            ) : (
              <ul className="visit-report__reports">
                {state.data.reports.map((report) => (
                  <li key={report.id}>
                    <details className="visit-report__report">
                      <summary>
                        {t('visitReport.reports.heading', {
                          date: formatMoment(report.created_at, store.view.locale),
                          who: report.purchaser_name,
                        })}
                      </summary>
                      <dl className="visit-report__answers">
                        {report.order_id && (
                          <div>
                            <dt>{t('visitReport.reports.order')}</dt>
                            <dd>{report.order_id}</dd>
                          </div>
                        )}
                        {orderedAnswers(report).map(([questionId, value]) => {
                          const question = visitReportQuestion(questionId)
                          return (
                            <div key={questionId}>
                              <dt>{question?.label[store.language] ?? questionId}</dt>
                              <dd>
                                {answerText(question, value, store.language, {
                                  yes: t('visitReport.form.yes'),
                                  no: t('visitReport.form.no'),
                                  rating: (n) => t('visitReport.form.ratingValue', { value: n }),
                                })}
                              </dd>
                            </div>
                          )
                        })}
                      </dl>
                    </details>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}

/** The answers in the order of the question set, unknown ones after. */
function orderedAnswers(report: ReportDoc): [string, unknown][] {
  const data = report.report_data ?? {}
  const known = VISIT_REPORT_QUESTIONS.filter((q) => q.id in data).map(
    (q) => [q.id, data[q.id]] as [string, unknown],
  )
  const rest = Object.entries(data).filter(([key]) => !visitReportQuestion(key))
  return [...known, ...rest]
}
