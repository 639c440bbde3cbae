/**
 * Request shapes of the visit-report calls (issue 19, decision 0203). Ids come as numbers or text;
 * a customer also as its back-office id (D10001). report_data and the todos are checked against the
 * question set by @shop/commerce (validateReportData, validateTodo) so that the answer names the
 * question or the todo's field; here only their outer shape and size are bounded.
 */
import { z } from 'zod'
import { TODO_MAX_PER_REPORT } from '@shop/commerce'

/** Most todos one changetodostatus may change (the page of the catalogue search). */
export const MAX_BULK_TODOS = 1000

const customerId = z.union([
  z.number().int().positive().max(2_147_483_647),
  z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
])

const todoId = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'must be a todo id')
    .transform(Number),
])

export const customerOnlyBody = z.object({ customer_id: customerId })

export const sendReportBody = z.object({
  customer_id: customerId,
  order_id: z
    .union([z.string().trim().max(64, 'must be at most 64 characters'), z.number().int().positive()])
    .nullable()
    .optional(),
  /** question id → answer; checked against VISIT_REPORT_QUESTIONS */
  report_data: z.unknown(),
  todo_data: z
    .array(z.unknown())
    .max(TODO_MAX_PER_REPORT, `at most ${TODO_MAX_PER_REPORT} todos per report`)
    .nullable()
    .optional(),
})

/**
 * done | open; also the forms an old client may send (decision 0205): 1/0, '1'/'0', true/false,
 * 'closed'/'close' for done and 'reopen' for open.
 */
export const todoStatus = z
  .union([
    z.enum(['done', 'open', 'closed', 'close', 'reopen', '1', '0']),
    z.literal(1),
    z.literal(0),
    z.boolean(),
  ])
  .transform((v): 'done' | 'open' =>
    v === 'done' || v === 'closed' || v === 'close' || v === '1' || v === 1 || v === true ? 'done' : 'open',
  )

export const changeTodoStatusBody = z.object({
  customer_id: customerId,
  todo_id: z.union([
    todoId,
    z
      .array(todoId)
      .min(1, 'must name at least one todo')
      .max(MAX_BULK_TODOS, `at most ${MAX_BULK_TODOS} todos`),
  ]),
  status: todoStatus,
})

export const noBody = z.object({}).loose().nullable().optional()
