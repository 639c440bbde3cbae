/**
 * The text of an order-extras problem (order-extras.ts) as the API answers it: the message of
 * MESSAGES, then the field it is about in brackets (`order_extras.reference`, or
 * `order_extras.lines.<sku>.delivery_date` for a line), so a client can point at the field.
 */
import { fillMessage, MESSAGES } from './messages.ts'
import type { OrderExtrasProblem } from './order-extras.ts'

/** The problem's message without the field (each caller names the field in its own words). */
export function orderExtrasProblemMessage(problem: OrderExtrasProblem): string {
  switch (problem.field) {
    case 'reference':
      return fillMessage(MESSAGES.orderExtrasReferenceTooLong, { max: problem.max })
    case 'po_number':
      return fillMessage(MESSAGES.orderExtrasPoNumberTooLong, { max: problem.max })
    case 'comment':
      return fillMessage(MESSAGES.orderExtrasCommentTooLong, { max: problem.max })
    case 'delivery_date':
      return problem.reason === 'in_the_past'
        ? MESSAGES.orderExtrasDateInPast
        : MESSAGES.orderExtrasDateInvalid
    case 'is_dropship':
      return MESSAGES.orderExtrasDropshipNotEnabled
    case 'dropship_address':
      return MESSAGES.orderExtrasDropshipAddressMissing
  }
}

/** Where the problem is: `order_extras.<field>`, or `order_extras.lines.<sku>.<field>` for a line. */
export function orderExtrasProblemField(problem: OrderExtrasProblem): string {
  const sku = 'sku' in problem && problem.sku !== undefined ? `lines.${problem.sku}.` : ''
  return `order_extras.${sku}${problem.field}`
}

export function orderExtrasProblemText(problem: OrderExtrasProblem): string {
  return `${orderExtrasProblemMessage(problem)} (${orderExtrasProblemField(problem)})`
}
