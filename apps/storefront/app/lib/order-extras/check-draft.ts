/**
 * The checkout's own check of a trade customer's extras before anything is sent: the draft as
 * the order's extras for the lines in the cart, and every problem the server would name
 * (orderExtrasProblems, the same rules), as texts by form field.
 */
import {
  orderExtrasProblems,
  readOrderExtrasProblems,
  shopToday,
  type OrderExtras,
  type OrderExtrasProblem,
} from '@shop/commerce'
import type { Translate } from '../../i18n/translate.ts'
import { extrasOfDraft, type PurchaseOrderDraft } from './draft.ts'
import { problemsByField, problemText } from './problem-text.ts'

export interface DraftCheck {
  extras: OrderExtras
  problems: OrderExtrasProblem[]
}

export function checkDraft(
  draft: PurchaseOrderDraft,
  skus: readonly string[],
  context: { dropEnabled: boolean; now: Date },
): DraftCheck {
  const extras = extrasOfDraft(draft, skus, { dropEnabled: context.dropEnabled })
  // a ticked dropshipment of an account without it is never sent (extrasOfDraft drops it), but
  // the shopper is told rather than shipped to their own address unawares
  const asked = draft.is_dropship && !context.dropEnabled ? { ...extras, is_dropship: true } : extras
  return { extras, problems: orderExtrasProblems(asked, context) }
}

export { shopToday }

/** Texts by field for the form, plus one line for the summary near the pay button. */
export function draftErrors(
  problems: readonly OrderExtrasProblem[],
  t: Translate,
  names: Readonly<Record<string, string>>,
): Record<string, string> {
  return problemsByField(problems, t, names)
}

/**
 * A server refusal of the extras (updateCartDataBeforeOrder or the order itself, 400, with the
 * problems in `meta.problems`): our texts by field and the first one for near the button; null
 * when it carries none we know (the page then shows the server's words inside a sentence of ours).
 */
export function serverRefusal(
  meta: unknown,
  t: Translate,
  names: Readonly<Record<string, string>>,
): { byField: Record<string, string>; text: string } | null {
  const problems = readOrderExtrasProblems((meta as { problems?: unknown } | null | undefined)?.problems)
  if (!problems.length) return null
  return { byField: problemsByField(problems, t, names), text: problemText(problems[0]!, t, names) }
}

/**
 * The checkout state as the order is placed with extras: with "on account" (purchaseorder) the
 * order's own PO number and comment are the extras' (the order body carries them for the payment
 * step, spec 000 §5), so the two never disagree.
 */
export function withExtrasPayment<
  S extends {
    paymentDetails: {
      paymentMethod: string
      paymentMethodAdditional: { issuer?: string; po_number?: string; comment?: string }
    }
  },
>(state: S, extras: OrderExtras, purchaseOrderMethod: string): S {
  if (state.paymentDetails.paymentMethod !== purchaseOrderMethod) return state
  const additional = { ...state.paymentDetails.paymentMethodAdditional }
  additional.po_number = extras.po_number ?? ''
  if (extras.comment) additional.comment = extras.comment
  else delete additional.comment
  return { ...state, paymentDetails: { ...state.paymentDetails, paymentMethodAdditional: additional } }
}
