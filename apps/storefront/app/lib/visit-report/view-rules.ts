/**
 * What the visit-report screens decide without the network (issue 19, decisions 0209, 0210), pure
 * for unit tests: the day in Amsterdam, which todos are overdue and their order (overdue first),
 * which counts are shown (the late-order count only above 0, spec 001 §5), what stops a new report
 * from being sent (a required answer missing, 'Missing data in todo.' §5), the report's payload,
 * and the purchasers a todo may be assigned to.
 */
import {
  VISIT_REPORT_RATING_MAX,
  VISIT_REPORT_RATING_MIN,
  isIsoCalendarDate,
  type VisitReportOption,
  type VisitReportQuestion,
} from '@shop/commerce'
import type { NewTodo, ReportDoc, TodoCounts, TodoDoc } from './visit-report-types.ts'

/** A question of the shop's question set (packages/commerce visit-report-questions.ts). */
export type VisitQuestion = VisitReportQuestion

/** The calendar day in Europe/Amsterdam as YYYY-MM-DD (todos expire by the shop's day). */
export function amsterdamToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now)
}

/** Open and past its expire date (the server's flag where it sent one, else by the day). */
export function isOverdue(
  todo: Pick<TodoDoc, 'status' | 'expire_date'> & { overdue?: boolean },
  today: string,
) {
  if (todo.status === 'done') return false
  if (typeof todo.overdue === 'boolean') return todo.overdue
  return todo.expire_date < today
}

const rank = (todo: TodoDoc, today: string) => (isOverdue(todo, today) ? 0 : todo.status === 'open' ? 1 : 2)

/**
 * Overdue first, then the other open ones, then the done ones; within a group the earliest
 * expire date first (done: the last closed first), then by id so the order is stable.
 */
export function sortTodos(todos: readonly TodoDoc[], today: string): TodoDoc[] {
  return [...todos].sort((a, b) => {
    const group = rank(a, today) - rank(b, today)
    if (group !== 0) return group
    if (a.status === 'done' && b.status === 'done') {
      const closed = (b.closed_at ?? '').localeCompare(a.closed_at ?? '')
      if (closed !== 0) return closed
    }
    return a.expire_date.localeCompare(b.expire_date) || a.id - b.id
  })
}

export type CountKey = 'open' | 'overdue' | 'done' | 'late_orders'

/** The counts a customer's page shows: open and done always, overdue and late orders only above 0. */
export function shownCounts(counts: TodoCounts): { key: CountKey; value: number }[] {
  const shown: { key: CountKey; value: number }[] = [{ key: 'open', value: counts.open }]
  if (counts.overdue > 0) shown.push({ key: 'overdue', value: counts.overdue })
  shown.push({ key: 'done', value: counts.done })
  // spec 001 §5: a stored late-orders value is used only if greater than 0
  if (Number(counts.late_orders) > 0) shown.push({ key: 'late_orders', value: Number(counts.late_orders) })
  return shown
}

/** Puts changed todos (as changetodostatus answers them) in place of the old ones. */
export function mergeTodos(todos: readonly TodoDoc[], changed: readonly TodoDoc[]): TodoDoc[] {
  const byId = new Map(changed.map((todo) => [todo.id, todo]))
  return todos.map((todo) => byId.get(todo.id) ?? todo)
}

/** The counts again after a change on the page (the late-order count stays the server's). */
export function countTodos(todos: readonly TodoDoc[], today: string, lateOrders = 0): TodoCounts {
  return {
    open: todos.filter((t) => t.status === 'open').length,
    done: todos.filter((t) => t.status === 'done').length,
    overdue: todos.filter((t) => isOverdue(t, today)).length,
    late_orders: lateOrders,
  }
}

/** A todo row of the form; assignedTo '' is nobody in particular. */
export interface TodoDraft {
  key: number
  actionPoint: string
  expireDate: string
  assignedTo: string
}

export type Answers = Record<string, string>

export interface ReportProblems {
  /** question id → the kind of problem */
  questions: Record<string, 'required' | 'rating'>
  /** todo row key → 'Missing data in todo.' (§5) or an expire date before today */
  todos: Record<number, 'missing' | 'past'>
}

/** The whole numbers a rating question allows (1 to 5 unless the question says otherwise). */
export function ratingRange(question: VisitQuestion): number[] {
  const min = question.min ?? VISIT_REPORT_RATING_MIN
  const max = question.max ?? VISIT_REPORT_RATING_MAX
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i)
}

/** What stops the report from going; nothing when it can be sent. */
export function reportProblems(
  questions: readonly VisitQuestion[],
  answers: Answers,
  todos: readonly TodoDraft[],
  today: string,
): ReportProblems {
  const problems: ReportProblems = { questions: {}, todos: {} }
  for (const question of questions) {
    const answer = (answers[question.id] ?? '').trim()
    if (!answer) {
      if (question.required) problems.questions[question.id] = 'required'
      continue
    }
    if (question.type === 'rating' && !ratingRange(question).map(String).includes(answer))
      problems.questions[question.id] = 'rating'
  }
  for (const todo of todos) {
    if (!todo.actionPoint.trim() || !isIsoCalendarDate(todo.expireDate)) problems.todos[todo.key] = 'missing'
    else if (todo.expireDate < today) problems.todos[todo.key] = 'past'
  }
  return problems
}

export const problemCount = (problems: ReportProblems) =>
  Object.keys(problems.questions).length + Object.keys(problems.todos).length

/** The answers as the report keeps them: numbers for ratings, booleans for yes/no, unanswered left out. */
export function reportData(questions: readonly VisitQuestion[], answers: Answers): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const question of questions) {
    const answer = (answers[question.id] ?? '').trim()
    if (!answer) continue
    if (question.type === 'rating') data[question.id] = Number(answer)
    else if (question.type === 'yesno') data[question.id] = answer === 'yes'
    else data[question.id] = answer
  }
  return data
}

/** The todo rows as sendreport takes them. */
export function todoData(todos: readonly TodoDraft[]): NewTodo[] {
  return todos.map((todo) => ({
    action_point: todo.actionPoint.trim(),
    expire_date: todo.expireDate,
    ...(todo.assignedTo ? { assigned_to: Number(todo.assignedTo) } : {}),
  }))
}

export interface Assignee {
  id: number
  name: string
}

/**
 * Whom a todo can be for: the purchaser themself first (the default), then the colleagues who
 * already wrote reports on this customer or had its todos (they work for this customer too).
 */
export function assignees(
  self: Assignee,
  reports: readonly Pick<ReportDoc, 'purchaser_id' | 'purchaser_name'>[],
  todos: readonly Pick<TodoDoc, 'assigned_to' | 'assigned_to_name'>[],
): Assignee[] {
  const seen = new Map<number, string>([[self.id, self.name]])
  const add = (id: number | null, name: string | null) => {
    if (id === null || !Number.isInteger(id) || id <= 0 || seen.has(id) || !name) return
    seen.set(id, name)
  }
  for (const report of reports) add(report.purchaser_id, report.purchaser_name)
  for (const todo of todos) add(todo.assigned_to, todo.assigned_to_name)
  const others = [...seen.entries()]
    .filter(([id]) => id !== self.id)
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'))
  return [self, ...others]
}

/** The label of an option of a choice question, in the page's language. */
export function optionOf(option: VisitReportOption, language: 'nl' | 'de'): { value: string; label: string } {
  return { value: option.value, label: option.label[language] }
}

/** Newest report first. */
export function sortReports(reports: readonly ReportDoc[]): ReportDoc[] {
  return [...reports].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
}

/** A moment as the shop's clock shows it: "28-11-2026 10:15" (nl) or "28.11.2026, 10:15" (de). */
export function formatMoment(value: string, locale: string, part: 'both' | 'time' = 'both'): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Amsterdam',
    ...(part === 'both' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  } as Intl.DateTimeFormatOptions).format(date)
}

/** An answer of a stored report as the page shows it (the option's label, "4 van 5", Ja / Nee). */
export function answerText(
  question: VisitQuestion | undefined,
  value: unknown,
  language: 'nl' | 'de',
  words: { yes: string; no: string; rating: (value: number) => string },
): string {
  if (value === null || value === undefined) return ''
  if (question?.type === 'yesno' || typeof value === 'boolean') return value ? words.yes : words.no
  if (question?.type === 'rating' && typeof value === 'number') return words.rating(value)
  if (question?.type === 'choice') {
    const option = question.options?.find((o) => o.value === value)
    if (option) return option.label[language]
  }
  return String(value)
}
