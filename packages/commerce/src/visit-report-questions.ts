/**
 * The visit report of a purchaser (sales rep) at a bicycle dealer (spec 001 §3 "Reports": "Report
 * questions come from a static file"; §7 sendreport). The question set is this static file: the
 * storefront renders it as the report form and the API checks every report against it, so both
 * read the same ids, types and limits. Answers are keyed by question id (`report_data`).
 *
 * Todos (action points) written with a report follow validateTodo: a todo without an action point
 * or a valid expire date is refused with the spec's text 'Missing data in todo.' (§5).
 */

/** Bump when a question changes meaning; stored with every report (report_version). */
export const VISIT_REPORT_VERSION = 1

export type VisitReportQuestionType = 'text' | 'textarea' | 'choice' | 'rating' | 'yesno'

export interface VisitReportLabel {
  nl: string
  de: string
}

export interface VisitReportOption {
  value: string
  label: VisitReportLabel
}

export interface VisitReportQuestion {
  id: string
  type: VisitReportQuestionType
  required: boolean
  label: VisitReportLabel
  /** only for 'choice': the allowed values */
  options?: readonly VisitReportOption[]
  /** only for 'rating': the allowed range, whole numbers (default 1..5) */
  min?: number
  max?: number
}

/** Longest answer to a 'text' question (characters, after trimming). */
export const VISIT_REPORT_TEXT_MAX_LENGTH = 200
/** Longest answer to a 'textarea' question. */
export const VISIT_REPORT_TEXTAREA_MAX_LENGTH = 2000
/** The whole report_data as JSON text may be at most this long (characters). */
export const VISIT_REPORT_DATA_MAX_CHARS = 16_000
export const VISIT_REPORT_RATING_MIN = 1
export const VISIT_REPORT_RATING_MAX = 5

/** Longest action point of a todo. */
export const TODO_ACTION_POINT_MAX_LENGTH = 500
/** Most todos sent with one report. */
export const TODO_MAX_PER_REPORT = 20
/** A todo may expire at most this many years ahead. */
export const TODO_MAX_YEARS_AHEAD = 5
/** The spec's text for a todo without action point or expire date (001 §5). */
export const MSG_TODO_MISSING_DATA = 'Missing data in todo.'

const option = (value: string, nl: string, de: string): VisitReportOption => ({ value, label: { nl, de } })

export const VISIT_REPORT_QUESTIONS: readonly VisitReportQuestion[] = Object.freeze([
  {
    id: 'visit_type',
    type: 'choice',
    required: true,
    label: { nl: 'Soort bezoek', de: 'Art des Besuchs' },
    options: [
      option('regular', 'Regulier bezoek', 'Regulärer Besuch'),
      option('preseason', 'Voorseizoen / orderbezoek', 'Vorsaison / Orderbesuch'),
      option('complaint', 'Klacht of probleem', 'Reklamation oder Problem'),
      option('new_dealer', 'Kennismaking nieuwe dealer', 'Kennenlernen neuer Händler'),
    ],
  },
  {
    id: 'contact_person',
    type: 'text',
    required: true,
    label: { nl: 'Gesproken met', de: 'Gesprochen mit' },
  },
  {
    id: 'shop_impression',
    type: 'rating',
    required: true,
    min: 1,
    max: 5,
    label: {
      nl: 'Indruk van de winkel (presentatie, netheid), 1 tot 5',
      de: 'Eindruck vom Geschäft (Präsentation, Ordnung), 1 bis 5',
    },
  },
  {
    id: 'stock_our_brands',
    type: 'choice',
    required: true,
    label: { nl: 'Voorraad van onze merken', de: 'Lagerbestand unserer Marken' },
    options: [
      option('good', 'Goed op peil', 'Gut bestückt'),
      option('low', 'Aan de lage kant', 'Eher niedrig'),
      option('out', 'Grotendeels uitverkocht', 'Größtenteils ausverkauft'),
      option('none', 'Voert onze merken (nog) niet', 'Führt unsere Marken (noch) nicht'),
    ],
  },
  {
    id: 'ebike_demand',
    type: 'choice',
    required: true,
    label: { nl: 'Vraag naar e-bikes', de: 'Nachfrage nach E-Bikes' },
    options: [
      option('rising', 'Stijgend', 'Steigend'),
      option('stable', 'Stabiel', 'Stabil'),
      option('falling', 'Dalend', 'Sinkend'),
    ],
  },
  {
    id: 'workshop_capacity',
    type: 'choice',
    required: false,
    label: { nl: 'Capaciteit van de werkplaats', de: 'Kapazität der Werkstatt' },
    options: [
      option('free', 'Ruimte voor meer werk', 'Platz für mehr Aufträge'),
      option('busy', 'Goed bezet', 'Gut ausgelastet'),
      option('full', 'Vol, wachttijden voor klanten', 'Voll, Wartezeiten für Kunden'),
    ],
  },
  {
    id: 'competitors_seen',
    type: 'text',
    required: false,
    label: { nl: 'Merken van concurrenten gezien', de: 'Gesehene Marken von Mitbewerbern' },
  },
  {
    id: 'needs_display_material',
    type: 'yesno',
    required: true,
    label: {
      nl: 'Heeft de dealer display- of marketingmateriaal nodig?',
      de: 'Benötigt der Händler Display- oder Marketingmaterial?',
    },
  },
  {
    id: 'display_material_details',
    type: 'textarea',
    required: false,
    label: {
      nl: 'Welk materiaal (posters, banners, folders, displays)?',
      de: 'Welches Material (Poster, Banner, Prospekte, Displays)?',
    },
  },
  {
    id: 'season_outlook',
    type: 'choice',
    required: true,
    label: { nl: 'Verwachting voor het komende seizoen', de: 'Erwartung für die kommende Saison' },
    options: [
      option('better', 'Beter dan vorig jaar', 'Besser als letztes Jahr'),
      option('same', 'Gelijk aan vorig jaar', 'Wie letztes Jahr'),
      option('worse', 'Slechter dan vorig jaar', 'Schlechter als letztes Jahr'),
    ],
  },
  {
    id: 'wants_training',
    type: 'yesno',
    required: false,
    label: {
      nl: 'Wil de dealer een training (product of werkplaats)?',
      de: 'Wünscht der Händler eine Schulung (Produkt oder Werkstatt)?',
    },
  },
  {
    id: 'training_topics',
    type: 'text',
    required: false,
    label: { nl: 'Onderwerpen voor de training', de: 'Themen für die Schulung' },
  },
  {
    id: 'delivery_satisfaction',
    type: 'rating',
    required: true,
    min: 1,
    max: 5,
    label: {
      nl: 'Tevredenheid over onze leveringen, 1 tot 5',
      de: 'Zufriedenheit mit unseren Lieferungen, 1 bis 5',
    },
  },
  {
    id: 'remarks',
    type: 'textarea',
    required: false,
    label: { nl: 'Algemene opmerkingen', de: 'Allgemeine Bemerkungen' },
  },
] satisfies VisitReportQuestion[])

const QUESTIONS_BY_ID: ReadonlyMap<string, VisitReportQuestion> = new Map(
  VISIT_REPORT_QUESTIONS.map((q) => [q.id, q]),
)

export function visitReportQuestion(id: string): VisitReportQuestion | undefined {
  return QUESTIONS_BY_ID.get(id)
}

export type VisitReportAnswer = string | number | boolean

/** Why report_data cannot be stored; `field` is 'report_data' or 'report_data.<questionId>'. */
export type ReportDataProblem =
  | { field: 'report_data'; reason: 'not_an_object' }
  | { field: 'report_data'; reason: 'empty' }
  | { field: 'report_data'; reason: 'too_large'; max: number }
  | { field: string; reason: 'unknown_question' }
  | { field: string; reason: 'required' }
  | { field: string; reason: 'wrong_type'; expected: VisitReportQuestionType }
  | { field: string; reason: 'too_long'; max: number }
  | { field: string; reason: 'not_an_option'; options: string[] }
  | { field: string; reason: 'out_of_range'; min: number; max: number }

export type ReportDataResult =
  | { ok: true; data: Record<string, VisitReportAnswer> }
  | { ok: false; problem: ReportDataProblem; message: string }

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** An English text naming the field, as the API answers it (the storefront translates by reason). */
export function reportDataProblemMessage(problem: ReportDataProblem): string {
  const f = problem.field
  switch (problem.reason) {
    case 'not_an_object':
      return `${f}: The answers must be an object of question id to answer.`
    case 'empty':
      return `${f}: The report has no answers.`
    case 'too_large':
      return `${f}: The report may be at most ${problem.max} characters as JSON.`
    case 'unknown_question':
      return `${f}: There is no such question.`
    case 'required':
      return `${f}: Field is required.`
    case 'wrong_type':
      return `${f}: The answer has the wrong type (${problem.expected} question).`
    case 'too_long':
      return `${f}: The answer may have at most ${problem.max} characters.`
    case 'not_an_option':
      return `${f}: The answer must be one of ${problem.options.join(', ')}.`
    case 'out_of_range':
      return `${f}: The answer must be a whole number from ${problem.min} to ${problem.max}.`
  }
}

function fail(problem: ReportDataProblem): ReportDataResult {
  return { ok: false, problem, message: reportDataProblemMessage(problem) }
}

function checkAnswer(
  q: VisitReportQuestion,
  value: unknown,
): { ok: true; answer: VisitReportAnswer | null } | { ok: false; problem: ReportDataProblem } {
  const field = `report_data.${q.id}`
  if (value === null || value === undefined) return { ok: true, answer: null }
  switch (q.type) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string')
        return { ok: false, problem: { field, reason: 'wrong_type', expected: q.type } }
      const text = value.trim()
      const max = q.type === 'text' ? VISIT_REPORT_TEXT_MAX_LENGTH : VISIT_REPORT_TEXTAREA_MAX_LENGTH
      if (text.length > max) return { ok: false, problem: { field, reason: 'too_long', max } }
      return { ok: true, answer: text === '' ? null : text }
    }
    case 'choice': {
      if (typeof value !== 'string')
        return { ok: false, problem: { field, reason: 'wrong_type', expected: 'choice' } }
      if (value.trim() === '') return { ok: true, answer: null }
      const options = (q.options ?? []).map((o) => o.value)
      if (!options.includes(value)) return { ok: false, problem: { field, reason: 'not_an_option', options } }
      return { ok: true, answer: value }
    }
    case 'rating': {
      if (typeof value !== 'number')
        return { ok: false, problem: { field, reason: 'wrong_type', expected: 'rating' } }
      const min = q.min ?? VISIT_REPORT_RATING_MIN
      const max = q.max ?? VISIT_REPORT_RATING_MAX
      if (!Number.isInteger(value) || value < min || value > max)
        return { ok: false, problem: { field, reason: 'out_of_range', min, max } }
      return { ok: true, answer: value }
    }
    case 'yesno': {
      if (typeof value !== 'boolean')
        return { ok: false, problem: { field, reason: 'wrong_type', expected: 'yesno' } }
      return { ok: true, answer: value }
    }
  }
}

/**
 * Checks a report's answers against the question set, in question order, and answers the first
 * problem (naming its field) or the cleaned answers: texts trimmed, empty optional answers left
 * out. An answer to an unknown question id is refused rather than silently dropped.
 */
export function validateReportData(
  data: unknown,
  questions: readonly VisitReportQuestion[] = VISIT_REPORT_QUESTIONS,
): ReportDataResult {
  if (!isPlainObject(data)) return fail({ field: 'report_data', reason: 'not_an_object' })
  let size: number
  try {
    size = JSON.stringify(data).length
  } catch {
    return fail({ field: 'report_data', reason: 'not_an_object' })
  }
  if (size > VISIT_REPORT_DATA_MAX_CHARS)
    return fail({ field: 'report_data', reason: 'too_large', max: VISIT_REPORT_DATA_MAX_CHARS })
  const byId = new Map(questions.map((q) => [q.id, q]))
  for (const key of Object.keys(data)) {
    if (!byId.has(key)) return fail({ field: `report_data.${key}`, reason: 'unknown_question' })
  }
  if (Object.keys(data).length === 0) return fail({ field: 'report_data', reason: 'empty' })
  const out: Record<string, VisitReportAnswer> = {}
  for (const q of questions) {
    const checked = checkAnswer(q, data[q.id])
    if (!checked.ok) return fail(checked.problem)
    if (checked.answer === null) {
      if (q.required) return fail({ field: `report_data.${q.id}`, reason: 'required' })
      continue
    }
    out[q.id] = checked.answer
  }
  return { ok: true, data: out }
}

// ---------------------------------------------------------------------------------------------
// Todos

export interface TodoInput {
  action_point: string
  /** YYYY-MM-DD, a calendar day in the shop's zone */
  expire_date: string
  /** the purchaser (shop customer id) the todo is for; null: whoever visits next */
  assigned_to: number | null
}

export type TodoProblem =
  | { field: 'todo'; reason: 'not_an_object' }
  | { field: 'action_point'; reason: 'missing' }
  | { field: 'action_point'; reason: 'too_long'; max: number }
  | { field: 'expire_date'; reason: 'missing' }
  | { field: 'expire_date'; reason: 'not_a_date' }
  | { field: 'expire_date'; reason: 'in_the_past' }
  | { field: 'expire_date'; reason: 'too_far_ahead'; years: number }
  | { field: 'assigned_to'; reason: 'wrong_type' }

export type TodoResult = { ok: true; todo: TodoInput } | { ok: false; problem: TodoProblem; message: string }

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date written YYYY-MM-DD ('2026-02-30' is not). */
export function isIsoCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string') return false
  const m = ISO_DATE.exec(text)
  if (!m) return false
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  if (year < 1900) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export function todoProblemMessage(problem: TodoProblem): string {
  switch (problem.reason) {
    case 'not_an_object':
    case 'missing':
    case 'not_a_date':
      // the spec's one text for a todo that lacks what it needs (001 §5), word for word: the
      // problem itself names the field (the API sends it as meta.problems)
      return MSG_TODO_MISSING_DATA
    case 'too_long':
      return `${problem.field}: The action point may have at most ${problem.max} characters.`
    case 'in_the_past':
      return `${problem.field}: The expire date may not be in the past.`
    case 'too_far_ahead':
      return `${problem.field}: The expire date may be at most ${problem.years} years ahead.`
    case 'wrong_type':
      return `${problem.field}: Must be the customer id of a purchaser.`
  }
}

function todoFail(problem: TodoProblem): TodoResult {
  return { ok: false, problem, message: todoProblemMessage(problem) }
}

/**
 * Checks one todo. `today` (YYYY-MM-DD in the shop's zone) turns on the date window: not before
 * today, at most TODO_MAX_YEARS_AHEAD years ahead. Without it only the date's form is checked.
 * A missing or blank action point, or an expire date that is missing or not a real date, is the
 * spec's 'Missing data in todo.'.
 */
export function validateTodo(todo: unknown, today?: string): TodoResult {
  if (!isPlainObject(todo)) return todoFail({ field: 'todo', reason: 'not_an_object' })
  const action = todo.action_point
  if (action === undefined || action === null || typeof action !== 'string' || action.trim() === '')
    return todoFail({ field: 'action_point', reason: 'missing' })
  const actionPoint = action.trim()
  if (actionPoint.length > TODO_ACTION_POINT_MAX_LENGTH)
    return todoFail({ field: 'action_point', reason: 'too_long', max: TODO_ACTION_POINT_MAX_LENGTH })
  const expire = todo.expire_date
  if (expire === undefined || expire === null || (typeof expire === 'string' && expire.trim() === ''))
    return todoFail({ field: 'expire_date', reason: 'missing' })
  const expireDate = typeof expire === 'string' ? expire.trim() : expire
  if (!isIsoCalendarDate(expireDate)) return todoFail({ field: 'expire_date', reason: 'not_a_date' })
  if (today !== undefined) {
    if (expireDate < today) return todoFail({ field: 'expire_date', reason: 'in_the_past' })
    const limit = `${String(Number(today.slice(0, 4)) + TODO_MAX_YEARS_AHEAD).padStart(4, '0')}${today.slice(4)}`
    if (expireDate > limit)
      return todoFail({ field: 'expire_date', reason: 'too_far_ahead', years: TODO_MAX_YEARS_AHEAD })
  }
  const assigned = todo.assigned_to
  let assignedTo: number | null = null
  if (assigned !== undefined && assigned !== null && assigned !== '') {
    const n = typeof assigned === 'string' && /^\d{1,9}$/.test(assigned) ? Number(assigned) : assigned
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0)
      return todoFail({ field: 'assigned_to', reason: 'wrong_type' })
    assignedTo = n
  }
  return { ok: true, todo: { action_point: actionPoint, expire_date: expireDate, assigned_to: assignedTo } }
}

/** True when a todo is overdue on `today` (YYYY-MM-DD, shop zone): expired before today, not done. */
export function isTodoOverdue(todo: { expire_date: string; done: number | boolean }, today: string): boolean {
  return !todo.done && todo.expire_date < today
}
