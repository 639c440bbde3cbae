/**
 * The after-sales calls of spec 001 §7 for the signed-in customer (issue 18), through the one
 * network client (lib/network-task.ts: token refresh, purchaser parameter, store code). Reading
 * calls answer null when they fail (the screen says so); changing calls answer the server's
 * message, so the customer reads why (e.g. "more than returnable").
 */
import { networkTask } from '../network-task.ts'
import { OCULUS_BASE_PATH } from '../oculus.ts'
import { getUser } from '../user/user-store.ts'
import type {
  AutomaticOrderDraft,
  AutomaticOrderSetting,
  AutomaticOrderSettings,
  BackorderLine,
  InvoicesPage,
  ReturnableOrder,
  ReturnPhoto,
  ReturnRequest,
  ReturnType,
  TradeOrderDetails,
  TradeOrderLine,
  TradeOrdersPage,
} from './after-sales-types.ts'

export type CallOutcome<T> = { ok: true; body: T } | { ok: false; code: number; message: string }

const messageOf = (result: unknown): string =>
  typeof result === 'string'
    ? result
    : result && typeof result === 'object' && 'message' in result
      ? String((result as { message: unknown }).message)
      : ''

/** One §7 call with its outcome; `storeCode` keeps mails and texts in the page's language. */
export async function afterSalesCall<T>(
  name: string,
  body: unknown,
  storeCode?: string,
): Promise<CallOutcome<T>> {
  const token = getUser().token
  if (!token) return { ok: false, code: 401, message: '' }
  try {
    const answer = await networkTask<{ body?: T } | string>({
      url: `${OCULUS_BASE_PATH}/${name}`,
      method: 'POST',
      body,
      token,
      storeCode: storeCode || undefined,
    })
    if (answer.code === 200 && answer.result && typeof answer.result === 'object' && 'body' in answer.result)
      return { ok: true, body: answer.result.body as T }
    return { ok: false, code: answer.code, message: messageOf(answer.result) }
  } catch (error) {
    return { ok: false, code: 0, message: error instanceof Error ? error.message : '' }
  }
}

const bodyOrNull = <T>(outcome: CallOutcome<T>): T | null => (outcome.ok ? outcome.body : null)

export const getTradeOrders = async (page: number, pageSize = 20, storeCode?: string) =>
  bodyOrNull(await afterSalesCall<TradeOrdersPage>('getOculusOrders', { page, pageSize }, storeCode))

export const getTradeOrderDetails = (orderId: string, storeCode?: string) =>
  afterSalesCall<TradeOrderDetails>('getOculusOrderDetails', { orderId }, storeCode)

export const getBackorders = async (storeCode?: string) =>
  bodyOrNull(await afterSalesCall<{ backorders: BackorderLine[] }>('getOculusBackorders', {}, storeCode))

export const cancelBackorder = (orderId: string, lineId: number, storeCode?: string) =>
  afterSalesCall<TradeOrderLine>('cancelBackorder', { orderId, lineId }, storeCode)

export const getInvoices = async (page: number, pageSize = 20, storeCode?: string) =>
  bodyOrNull(await afterSalesCall<InvoicesPage>('getOculusInvoices', { page, pageSize }, storeCode))

export const getReturnableOrders = async (type: ReturnType, storeCode?: string) =>
  bodyOrNull(
    await afterSalesCall<{ orders: ReturnableOrder[] }>(
      'getOculusWarrantyReturnsCached',
      { type },
      storeCode,
    ),
  )

export const getSentRequests = async (type: ReturnType, storeCode?: string) =>
  bodyOrNull(
    await afterSalesCall<{ requests: ReturnRequest[] }>('getItensSentBackToOculus', { type }, storeCode),
  )

export interface ReturnSend {
  type: ReturnType
  orderId: string
  lines: { lineId: number; qty: number }[]
  reason: string
  reasonText?: string
  photos?: ReturnPhoto[]
}

export const sendReturn = (send: ReturnSend, storeCode?: string) =>
  afterSalesCall<{ returnId: number; number: string; status: string }>(
    'sendItensBackToOculus',
    {
      items: send.lines.map((line) => line.lineId),
      qtys: send.lines.map((line) => line.qty),
      oculus_order: send.orderId,
      type: send.type,
      reason: send.reason,
      ...(send.reasonText ? { reasonText: send.reasonText } : {}),
      ...(send.photos?.length ? { photos: send.photos } : {}),
    },
    storeCode,
  )

export const getAutomaticOrders = async (storeCode?: string) =>
  bodyOrNull(await afterSalesCall<AutomaticOrderSettings>('getAutomaticOrderSettings', {}, storeCode))

export const saveAutomaticOrder = (draft: AutomaticOrderDraft, storeCode?: string) =>
  afterSalesCall<AutomaticOrderSetting>('setAutomaticOrderSettings', draft, storeCode)

export const removeAutomaticOrder = (autoId: number, storeCode?: string) =>
  afterSalesCall<{ removed: boolean }>('removeAutomaticOrderSettings', { auto_id: autoId }, storeCode)

/** The invoice PDF (downloadInvoicePath answers the file itself, not JSON). */
export async function downloadInvoice(invoicePath: string): Promise<Blob | null> {
  const token = getUser().token
  if (!token) return null
  try {
    const answer = await networkTask<Blob | unknown>({
      url: `${OCULUS_BASE_PATH}/downloadInvoicePath`,
      method: 'POST',
      body: { invoicePath },
      token,
      binary: true,
    })
    return answer.code === 200 && answer.result instanceof Blob ? answer.result : null
  } catch {
    return null
  }
}
