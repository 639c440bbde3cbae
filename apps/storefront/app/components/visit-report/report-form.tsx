/**
 * A new visit report for one customer (spec 001 §3 "Reports", §7 sendreport; decision 0209): the
 * shop's question set and the todos of the visit (action point, expire date, assigned to: the
 * purchaser themself by default). Checked before it goes (required answers, 'Missing data in
 * todo.' §5), the problems next to their fields and counted in an alert, focus on the first one;
 * the API's refusals in the page's language.
 */
import { TODO_ACTION_POINT_MAX_LENGTH, TODO_MAX_PER_REPORT, VISIT_REPORT_QUESTIONS } from '@shop/commerce'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useStore, useT } from '../../lib/store-context.tsx'
import { refusalText } from '../../lib/visit-report/refusal.ts'
import { useAfterRender } from '../../lib/use-after-render.ts'
import { sendReport } from '../../lib/visit-report/visit-report-api.ts'
import {
  amsterdamToday,
  problemCount,
  reportData,
  reportProblems,
  todoData,
  type Answers,
  type Assignee,
  type ReportProblems,
  type TodoDraft,
} from '../../lib/visit-report/view-rules.ts'
import { QuestionField, RequiredMark } from './question-field.tsx'

const NO_PROBLEMS: ReportProblems = { questions: {}, todos: {} }

/** Focus the first control that is wrong (a radio group: its first radio). */
function focusFirstProblem(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!first) return
  const target = first.tagName === 'FIELDSET' ? first.querySelector<HTMLElement>('input') : first
  target?.focus()
}

export function ReportForm({
  customerId,
  self,
  assignees,
  onSent,
}: {
  customerId: number
  self: Assignee
  assignees: Assignee[]
  onSent: () => void
}) {
  const t = useT()
  const store = useStore()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const afterRender = useAfterRender()
  const nextKey = useRef(1)
  const [answers, setAnswers] = useState<Answers>({})
  const [orderId, setOrderId] = useState('')
  const [todos, setTodos] = useState<TodoDraft[]>([])
  const [checked, setChecked] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState('')
  const [sent, setSent] = useState('')
  const today = amsterdamToday()
  const problems = checked ? reportProblems(VISIT_REPORT_QUESTIONS, answers, todos, today) : NO_PROBLEMS
  const count = problemCount(problems)

  const answer = (questionId: string, value: string) =>
    setAnswers((previous) => ({ ...previous, [questionId]: value }))
  const editTodo = (key: number, change: Partial<TodoDraft>) =>
    setTodos((previous) => previous.map((todo) => (todo.key === key ? { ...todo, ...change } : todo)))
  const addTodo = () => {
    const key = nextKey.current++
    setTodos((previous) => [
      ...previous,
      { key, actionPoint: '', expireDate: '', assignedTo: String(self.id) },
    ])
    // the new row's first field, for keyboard users
    afterRender(() => document.getElementById(`${id}-todo-${key}-action`)?.focus())
  }
  const removeTodo = (key: number) => setTodos((previous) => previous.filter((todo) => todo.key !== key))

  async function submit(event: FormEvent) {
    event.preventDefault()
    setChecked(true)
    setRefusal('')
    setSent('')
    const found = reportProblems(VISIT_REPORT_QUESTIONS, answers, todos, today)
    if (problemCount(found) > 0) {
      afterRender(() => focusFirstProblem(form.current))
      return
    }
    setBusy(true)
    const outcome = await sendReport(
      {
        customer_id: customerId,
        ...(orderId.trim() ? { order_id: orderId.trim() } : {}),
        report_data: reportData(VISIT_REPORT_QUESTIONS, answers),
        todo_data: todoData(todos),
      },
      store.view.storeCode,
    )
    setBusy(false)
    if (!outcome.ok) {
      setRefusal(refusalText(outcome, t))
      return
    }
    setSent(t('visitReport.form.sent', { count: outcome.body.todo_ids.length }))
    setAnswers({})
    setOrderId('')
    setTodos([])
    setChecked(false)
    onSent()
  }

  const questionError = (questionId: string) => {
    const problem = problems.questions[questionId]
    return problem === 'required'
      ? t('visitReport.form.fieldRequired')
      : problem === 'rating'
        ? t('visitReport.form.rating')
        : null
  }

  return (
    <form
      ref={form}
      className="account-form visit-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>{t('visitReport.form.title')}</h2>
      <p className="visit-form__note">{t('visitReport.form.requiredNote')}</p>
      {VISIT_REPORT_QUESTIONS.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          idPrefix={id}
          value={answers[question.id] ?? ''}
          error={questionError(question.id)}
          onChange={(value) => answer(question.id, value)}
        />
      ))}
      <div className="account-field">
        <label htmlFor={`${id}-order`}>{t('visitReport.form.orderId')}</label>
        <input
          id={`${id}-order`}
          value={orderId}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => setOrderId(event.target.value)}
        />
      </div>
      <fieldset className="visit-form__todos" aria-describedby={`${id}-todos-hint`}>
        <legend>{t('visitReport.form.todos')}</legend>
        <p id={`${id}-todos-hint`} className="visit-form__note">
          {t('visitReport.form.todosHint')}
        </p>
        {todos.map((todo, index) => {
          const number = index + 1
          const base = `${id}-todo-${todo.key}`
          const problem = problems.todos[todo.key]
          const missing = problem === 'missing'
          const errorId = `${base}-error`
          return (
            <fieldset key={todo.key} className="visit-form__todo" data-testid="todo-draft">
              <legend>{t('visitReport.form.todoLegend', { number })}</legend>
              <div className="account-field">
                <label htmlFor={`${base}-action`}>
                  {t('visitReport.form.actionPoint')}
                  <RequiredMark />
                </label>
                <input
                  id={`${base}-action`}
                  value={todo.actionPoint}
                  required
                  maxLength={TODO_ACTION_POINT_MAX_LENGTH}
                  aria-invalid={missing && !todo.actionPoint.trim() ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  onChange={(event) => editTodo(todo.key, { actionPoint: event.target.value })}
                />
              </div>
              <div className="account-field">
                <label htmlFor={`${base}-date`}>
                  {t('visitReport.form.expireDate')}
                  <RequiredMark />
                </label>
                <input
                  id={`${base}-date`}
                  type="date"
                  value={todo.expireDate}
                  min={today}
                  required
                  aria-invalid={problem && (problem === 'past' || !todo.expireDate) ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  onChange={(event) => editTodo(todo.key, { expireDate: event.target.value })}
                />
              </div>
              <div className="account-field">
                <label htmlFor={`${base}-who`}>{t('visitReport.form.assignedTo')}</label>
                <select
                  id={`${base}-who`}
                  value={todo.assignedTo}
                  onChange={(event) => editTodo(todo.key, { assignedTo: event.target.value })}
                >
                  {assignees.map((person) => (
                    <option key={person.id} value={String(person.id)}>
                      {person.id === self.id ? t('visitReport.form.me', { name: person.name }) : person.name}
                    </option>
                  ))}
                  <option value="">{t('visitReport.todos.nobody')}</option>
                </select>
              </div>
              {problem && (
                <p id={errorId} className="account-field__error">
                  {t(missing ? 'visitReport.todo.missingData' : 'visitReport.todo.past')}
                </p>
              )}
              <button type="button" className="button button--link" onClick={() => removeTodo(todo.key)}>
                {t('visitReport.form.removeTodo', { number })}
              </button>
            </fieldset>
          )
        })}
        {todos.length < TODO_MAX_PER_REPORT && (
          <button type="button" className="button button--secondary" onClick={addTodo}>
            {t('visitReport.form.addTodo')}
          </button>
        )}
      </fieldset>
      {count > 0 && (
        <p role="alert" className="account-field__error visit-form__summary">
          {t('visitReport.form.problems', { count })}
        </p>
      )}
      {refusal && (
        <p role="alert" className="account-field__error visit-form__summary">
          {refusal}
        </p>
      )}
      <p role="status" className="visit-form__sent">
        {sent}
      </p>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('visitReport.form.sending') : t('visitReport.form.submit')}
      </button>
    </form>
  )
}
