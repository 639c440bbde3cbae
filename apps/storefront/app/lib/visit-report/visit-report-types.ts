/**
 * The wire shapes of the visit-report calls (issue 19, spec 001 §3 "Reports", §7: hasreport,
 * sendreport, changetodostatus, todosstatus, retodosreports) and of the catalogue search entity
 * types `visitor_report` and `todos`, as the API answers them (decision 0208).
 */
export type TodoStatus = 'open' | 'done'

export interface TodoDoc {
  id: number
  customer_id: number
  customer_name: string
  report_id: number | null
  action_point: string
  /** YYYY-MM-DD */
  expire_date: string
  assigned_to: number | null
  assigned_to_name: string | null
  done: 0 | 1
  status: TodoStatus
  overdue: boolean
  created_at: string
  updated_at: string
  closed_at: string | null
}

export interface ReportDoc {
  id: number
  customer_id: number
  purchaser_id: number
  purchaser_name: string
  order_id: string | null
  report_data: Record<string, unknown>
  language: string
  created_at: string
}

export interface HasReport {
  has_report: boolean
  last_report: { id: number; created_at: string; purchaser_name: string } | null
}

export interface TodoCounts {
  open: number
  done: number
  overdue: number
  late_orders: number
}

export interface TodosOverview {
  todos: TodoDoc[]
  customers: { customer_id: number; name: string; open: number; overdue: number }[]
}

export interface NewTodo {
  action_point: string
  expire_date: string
  assigned_to?: number
}

export interface ReportSend {
  customer_id: number
  order_id?: string
  report_data: Record<string, unknown>
  todo_data: NewTodo[]
}
