import { VISIT_REPORT_QUESTIONS } from '@shop/commerce'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../i18n/translate.ts'
import { refusalKey, refusalText } from './refusal.ts'
import { searchBody } from './visit-report-api.ts'
import type { TodoDoc } from './visit-report-types.ts'
import {
  amsterdamToday,
  answerText,
  assignees,
  countTodos,
  isOverdue,
  mergeTodos,
  problemCount,
  reportData,
  reportProblems,
  shownCounts,
  sortTodos,
  todoData,
  type Answers,
  type TodoDraft,
} from './view-rules.ts'

const today = '2026-11-28'

const todo = (
  id: number,
  expire: string,
  status: 'open' | 'done' = 'open',
  extra: Partial<TodoDoc> = {},
): TodoDoc => ({
  id,
  customer_id: 7,
  customer_name: 'Rijwielhandel Jansen B.V.',
  report_id: 1,
  action_point: `Actie ${id}`,
  expire_date: expire,
  assigned_to: 42,
  assigned_to_name: 'Sanne de Groot',
  done: status === 'done' ? 1 : 0,
  status,
  overdue: status === 'open' && expire < today,
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
  closed_at: status === 'done' ? '2026-11-20T09:00:00Z' : null,
  ...extra,
})

/** Every required question answered as the form keeps it. */
const complete: Answers = Object.fromEntries(
  VISIT_REPORT_QUESTIONS.filter((q) => q.required).map((q) => [
    q.id,
    q.type === 'choice'
      ? q.options![0]!.value
      : q.type === 'rating'
        ? '4'
        : q.type === 'yesno'
          ? 'no'
          : 'Piet',
  ]),
)

describe('todos: overdue first', () => {
  it('puts overdue todos first (oldest first), then open by expire date, then done, last closed first', () => {
    const todos = [
      todo(1, '2026-12-10'),
      todo(2, '2026-11-20', 'done', { closed_at: '2026-11-21T10:00:00Z' }),
      todo(3, '2026-11-27'),
      todo(4, '2026-12-01'),
      todo(5, '2026-11-01'),
      todo(6, '2026-11-02', 'done', { closed_at: '2026-11-25T10:00:00Z' }),
    ]
    expect(sortTodos(todos, today).map((t) => t.id)).toEqual([5, 3, 4, 1, 6, 2])
  })

  it('a todo due today is not overdue; a done one never is; the server flag wins when sent', () => {
    expect(isOverdue({ status: 'open', expire_date: today }, today)).toBe(false)
    expect(isOverdue({ status: 'open', expire_date: '2026-11-27' }, today)).toBe(true)
    expect(isOverdue({ status: 'done', expire_date: '2026-01-01', overdue: true }, today)).toBe(false)
    expect(isOverdue({ status: 'open', expire_date: '2026-11-27', overdue: false }, today)).toBe(false)
  })

  it('the day is Amsterdam’s: 23:30 UTC on 28 November is already the 29th there', () => {
    expect(amsterdamToday(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29')
    expect(amsterdamToday(new Date('2026-11-28T22:30:00Z'))).toBe('2026-11-28')
  })

  it('a status change replaces the changed todos and the counts follow', () => {
    const todos = [todo(1, '2026-11-01'), todo(2, '2026-12-01')]
    const merged = mergeTodos(todos, [todo(1, '2026-11-01', 'done')])
    expect(merged.map((t) => t.status)).toEqual(['done', 'open'])
    expect(countTodos(merged, today, 3)).toEqual({ open: 1, done: 1, overdue: 0, late_orders: 3 })
  })
})

describe('counts shown', () => {
  it('shows open and done always, overdue and late orders only above 0 (spec 001 §5)', () => {
    expect(shownCounts({ open: 0, done: 0, overdue: 0, late_orders: 0 }).map((c) => c.key)).toEqual([
      'open',
      'done',
    ])
    expect(shownCounts({ open: 3, done: 1, overdue: 2, late_orders: 4 })).toEqual([
      { key: 'open', value: 3 },
      { key: 'overdue', value: 2 },
      { key: 'done', value: 1 },
      { key: 'late_orders', value: 4 },
    ])
    expect(shownCounts({ open: 1, done: 0, overdue: 0, late_orders: -1 }).map((c) => c.key)).not.toContain(
      'late_orders',
    )
  })
})

describe('the new report: validation', () => {
  const draft = (key: number, actionPoint: string, expireDate: string, assignedTo = '42'): TodoDraft => ({
    key,
    actionPoint,
    expireDate,
    assignedTo,
  })

  it('every required question must be answered; optional ones may stay empty', () => {
    const problems = reportProblems(VISIT_REPORT_QUESTIONS, {}, [], today)
    const required = VISIT_REPORT_QUESTIONS.filter((q) => q.required).map((q) => q.id)
    expect(Object.keys(problems.questions).sort()).toEqual([...required].sort())
    expect(Object.values(problems.questions).every((p) => p === 'required')).toBe(true)
    expect(problemCount(reportProblems(VISIT_REPORT_QUESTIONS, complete, [], today))).toBe(0)
    expect(
      problemCount(reportProblems(VISIT_REPORT_QUESTIONS, { ...complete, contact_person: '   ' }, [], today)),
    ).toBe(1)
  })

  it('a rating outside 1 to 5 is a problem of its own', () => {
    const problems = reportProblems(VISIT_REPORT_QUESTIONS, { ...complete, shop_impression: '6' }, [], today)
    expect(problems.questions).toEqual({ shop_impression: 'rating' })
  })

  it("a todo without action point or expire date is 'Missing data in todo.'; a past date is refused", () => {
    const problems = reportProblems(
      VISIT_REPORT_QUESTIONS,
      complete,
      [
        draft(1, 'Folders brengen', '2026-12-05'),
        draft(2, 'Showroom bellen', ''),
        draft(3, '  ', '2026-12-05'),
        draft(4, 'Te laat', '2026-11-27'),
        draft(5, 'Geen dag', '2026-02-30'),
        draft(6, 'Vandaag', today),
      ],
      today,
    )
    expect(problems.todos).toEqual({ 2: 'missing', 3: 'missing', 4: 'past', 5: 'missing' })
    expect(problemCount(problems)).toBe(4)
  })

  it('sends ratings as numbers, yes/no as booleans, and leaves unanswered questions out', () => {
    const data = reportData(VISIT_REPORT_QUESTIONS, {
      ...complete,
      needs_display_material: 'yes',
      remarks: ' ',
    })
    expect(data.shop_impression).toBe(4)
    expect(data.needs_display_material).toBe(true)
    expect(data.contact_person).toBe('Piet')
    expect('remarks' in data).toBe(false)
    expect(todoData([draft(1, ' Folders ', '2026-12-05'), draft(2, 'Bellen', '2026-12-06', '')])).toEqual([
      { action_point: 'Folders', expire_date: '2026-12-05', assigned_to: 42 },
      { action_point: 'Bellen', expire_date: '2026-12-06' },
    ])
  })

  it('offers the purchaser themself first, then colleagues seen on the customer', () => {
    const list = assignees(
      { id: 42, name: 'Sanne de Groot' },
      [
        { purchaser_id: 43, purchaser_name: 'Mark Hendriks' },
        { purchaser_id: 42, purchaser_name: 'Sanne' },
      ],
      [
        todo(1, '2026-12-01', 'open', { assigned_to: 44, assigned_to_name: 'Anna Bos' }),
        todo(2, '2026-12-01', 'open', { assigned_to: null, assigned_to_name: null }),
      ],
    )
    expect(list).toEqual([
      { id: 42, name: 'Sanne de Groot' },
      { id: 44, name: 'Anna Bos' },
      { id: 43, name: 'Mark Hendriks' },
    ])
  })

  it('shows stored answers in the page language', () => {
    const words = { yes: 'Ja', no: 'Nein', rating: (n: number) => `${n} von 5` }
    const visitType = VISIT_REPORT_QUESTIONS.find((q) => q.id === 'visit_type')
    expect(answerText(visitType, 'regular', 'de', words)).toBe('Regulärer Besuch')
    expect(
      answerText(
        VISIT_REPORT_QUESTIONS.find((q) => q.type === 'rating'),
        3,
        'de',
        words,
      ),
    ).toBe('3 von 5')
    expect(
      answerText(
        VISIT_REPORT_QUESTIONS.find((q) => q.type === 'yesno'),
        false,
        'de',
        words,
      ),
    ).toBe('Nein')
  })
})

describe('API refusals in the shop’s languages', () => {
  it("maps 'Missing data in todo.' (Dutch and German) and never shows the English", () => {
    const nl = createTranslator('nl')
    const de = createTranslator('de')
    const refused = { code: 400, message: 'todo_data.0.expire_date: Missing data in todo.' }
    expect(refusalText(refused, nl)).toBe('Ontbrekende gegevens in taak.')
    expect(refusalText(refused, de)).toBe('Fehlende Angaben in der Aufgabe.')
    expect(
      refusalText({ code: 403, message: 'customer_id: You are not assigned to this customer.' }, nl),
    ).toBe('Je werkt niet (meer) voor deze klant.')
    expect(
      refusalKey(
        400,
        'todo_data.0.expire_date: The expire date may not be in the past.',
        'visitReport.failed',
      ),
    ).toBe('visitReport.todo.past')
    expect(refusalKey(400, 'order_id: No such order of this customer.', 'visitReport.failed')).toBe(
      'visitReport.refused.order',
    )
    expect(refusalText({ code: 500, message: 'Internal Server Error' }, de)).toBe(
      'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    )
  })
})

describe('the catalogue search body', () => {
  it('filters customer_id.keyword and asks 1000 at a time (spec 001 §7, §9)', () => {
    expect(searchBody(7)).toEqual({
      size: 1000,
      query: { bool: { filter: [{ term: { 'customer_id.keyword': '7' } }] } },
    })
    expect(searchBody(null)).toEqual({ size: 1000, query: { match_all: {} } })
  })
})
