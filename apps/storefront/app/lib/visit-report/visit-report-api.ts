/**
 * The visit-report calls of spec 001 §7 and the catalogue search of reports and todos (§7 "Reports
 * and todos are searched through the catalogue search", page size 1000, §9), through the one
 * network client. They run with the PURCHASER's own token (decision 0208), also while the session
 * holds a takeover token: so they pass it as `token` in the query themselves, never through the
 * client's swap for the session token, and never carry the `purchaser` parameter (as the
 * purchaser's customer-list call does).
 */
import { networkTask } from '../network-task.ts'
import { OCULUS_BASE_PATH } from '../oculus.ts'
import { freshOwnToken } from '../purchaser/purchaser-api.ts'
import type {
  HasReport,
  ReportDoc,
  ReportSend,
  TodoCounts,
  TodoDoc,
  TodosOverview,
  TodoStatus,
} from './visit-report-types.ts'

/** §9: reports and todos are read 1000 at a time. */
export const REPORTS_PAGE_SIZE = 1000

export type Outcome<T> = { ok: true; body: T } | { ok: false; code: number; message: string }

const messageOf = (result: unknown): string =>
  typeof result === 'string'
    ? result
    : result && typeof result === 'object' && 'message' in result
      ? String((result as { message: unknown }).message)
      : ''

/** One back-office call with the purchaser's own token. */
export async function reportCall<T>(name: string, body: unknown, storeCode?: string): Promise<Outcome<T>> {
  const token = await freshOwnToken()
  if (!token) return { ok: false, code: 401, message: '' }
  try {
    const answer = await networkTask<{ body?: T } | string>({
      url: `${OCULUS_BASE_PATH}/${name}`,
      method: 'POST',
      query: { token },
      body,
      storeCode: storeCode || undefined,
    })
    if (answer.code === 200 && answer.result && typeof answer.result === 'object' && 'body' in answer.result)
      return { ok: true, body: answer.result.body as T }
    return { ok: false, code: answer.code, message: messageOf(answer.result) }
  } catch (error) {
    return { ok: false, code: 0, message: error instanceof Error ? error.message : '' }
  }
}

/** The Elasticsearch body of a reports or todos search: one customer, or all the caller's. */
export function searchBody(customerId: number | null): Record<string, unknown> {
  return {
    size: REPORTS_PAGE_SIZE,
    query:
      customerId === null
        ? { match_all: {} }
        : { bool: { filter: [{ term: { 'customer_id.keyword': String(customerId) } }] } },
  }
}

/** The catalogue search of `visitor_report` or `todos`; the documents, or the refusal. */
export async function searchReports<T>(
  entity: 'visitor_report' | 'todos',
  index: string,
  customerId: number | null,
): Promise<Outcome<T[]>> {
  const token = await freshOwnToken()
  if (!token) return { ok: false, code: 401, message: '' }
  try {
    const answer = await networkTask<{ hits?: { hits?: { _source: T }[] }; result?: unknown }>({
      url: `/api/catalog/${encodeURIComponent(index)}/${entity}/_search`,
      method: 'POST',
      raw: true,
      query: { token, size: String(REPORTS_PAGE_SIZE) },
      body: searchBody(customerId),
    })
    const hits = answer.result?.hits?.hits
    if (answer.code === 200 && Array.isArray(hits)) return { ok: true, body: hits.map((hit) => hit._source) }
    return { ok: false, code: answer.code, message: messageOf(answer.result?.result ?? answer.result) }
  } catch (error) {
    return { ok: false, code: 0, message: error instanceof Error ? error.message : '' }
  }
}

export const searchCustomerReports = (index: string, customerId: number) =>
  searchReports<ReportDoc>('visitor_report', index, customerId)

export const searchCustomerTodos = (index: string, customerId: number) =>
  searchReports<TodoDoc>('todos', index, customerId)

export const hasReport = (customerId: number, storeCode?: string) =>
  reportCall<HasReport>('hasreport', { customer_id: customerId }, storeCode)

export const todosStatus = (customerId: number, storeCode?: string) =>
  reportCall<TodoCounts>('todosstatus', { customer_id: customerId }, storeCode)

export const sendReport = (send: ReportSend, storeCode?: string) =>
  reportCall<{ report_id: number; todo_ids: number[] }>('sendreport', send, storeCode)

export const changeTodoStatus = (
  customerId: number,
  todoId: number | number[],
  status: TodoStatus,
  storeCode?: string,
) =>
  reportCall<{ todos: TodoDoc[] }>(
    'changetodostatus',
    { customer_id: customerId, todo_id: todoId, status },
    storeCode,
  )

/** The caller's todos across all their customers, overdue first (no body, §7). */
export const myTodos = (storeCode?: string) => reportCall<TodosOverview>('retodosreports', {}, storeCode)
