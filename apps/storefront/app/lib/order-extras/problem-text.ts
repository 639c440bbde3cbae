/**
 * The order-extras problems as the shopper reads them, each naming its field (spec 001 §5): the
 * browser's own check (orderExtrasProblems of @shop/commerce, the rules the server applies too)
 * and the server's 400 answers, which carry the same problems in `meta.problems`.
 */
import type { OrderExtrasProblem } from '@shop/commerce'
import type { MessageKey, Translate } from '../../i18n/translate.ts'

/** Where a problem shows in the form: 'reference', 'date', 'date:<sku>', 'comment:<sku>', ... */
export function problemField(problem: OrderExtrasProblem): string {
  const sku = 'sku' in problem && problem.sku !== undefined ? `:${problem.sku}` : ''
  switch (problem.field) {
    case 'delivery_date':
      return `date${sku}`
    case 'comment':
      return `comment${sku}`
    default:
      return problem.field
  }
}

function problemKey(problem: OrderExtrasProblem): MessageKey {
  const line = 'sku' in problem && problem.sku !== undefined
  switch (problem.field) {
    case 'reference':
      return 'orderExtras.error.referenceTooLong'
    case 'po_number':
      return 'orderExtras.error.poTooLong'
    case 'comment':
      return line ? 'orderExtras.error.lineCommentTooLong' : 'orderExtras.error.commentTooLong'
    case 'delivery_date':
      if (problem.reason === 'in_the_past')
        return line ? 'orderExtras.error.lineDatePast' : 'orderExtras.error.datePast'
      return line ? 'orderExtras.error.lineNotADate' : 'orderExtras.error.notADate'
    case 'is_dropship':
      return 'orderExtras.error.dropshipNotEnabled'
    case 'dropship_address':
      return 'orderExtras.error.dropshipAddress'
  }
}

/** The text of one problem; `names` gives a line's product name for its sku. */
export function problemText(
  problem: OrderExtrasProblem,
  t: Translate,
  names: Readonly<Record<string, string>> = {},
): string {
  const sku = 'sku' in problem && problem.sku !== undefined ? problem.sku : ''
  const max = 'max' in problem ? problem.max : 0
  return t(problemKey(problem), { max, name: names[sku] ?? sku })
}

/** Problem texts by form field (problemField); the first problem of a field wins. */
export function problemsByField(
  problems: readonly OrderExtrasProblem[],
  t: Translate,
  names: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const byField: Record<string, string> = {}
  for (const problem of problems) byField[problemField(problem)] ??= problemText(problem, t, names)
  return byField
}
