/**
 * The notifications store (spec 000 §8 messages): success, warning and error messages with up to
 * two action buttons. Rules:
 * - a message equal to the newest one shown is not added a second time;
 * - a message with a `subject` replaces the shown ones about the same subject: "Je bent
 *   uitgelogd" next to an older "Je bent ingelogd." would contradict it (decision 0100);
 * - a message disappears after `timeToLive` ms (default 5000) unless `hasNoTimeout` makes it sticky.
 * notify() can be called from any component or event handler; <Notifications/> shows them.
 * On the server it does nothing: a module-level list there would be shared by all requests.
 */

export type NotificationType = 'success' | 'warning' | 'error'

export interface NotificationAction {
  label: string
  /** runs before the message closes; without one the button just closes it (an "OK") */
  action?: () => void
}

export interface NotificationInput {
  type: NotificationType
  message: string
  /** first button, usually "OK" (closes the message) */
  action1?: NotificationAction
  /** second button, e.g. "Proceed to checkout" after an add to cart (spec 000 §8) */
  action2?: NotificationAction
  hasNoTimeout?: boolean
  timeToLive?: number
  /** what the message is about (e.g. 'session', 'cart'); a newer one on it replaces the older */
  subject?: NotificationSubject
}

export type NotificationSubject = 'session' | 'cart' | 'compare' | 'wishlist' | 'account' | 'checkout'

export interface Notification extends NotificationInput {
  id: number
}

export const DEFAULT_TIME_TO_LIVE = 5000

type Timer = (fn: () => void, ms: number) => () => void

export interface NotificationStore {
  add(input: NotificationInput): number | null
  remove(id: number): void
  list(): readonly Notification[]
  subscribe(listener: () => void): () => void
}

const browserTimer: Timer = (fn, ms) => {
  const handle = setTimeout(fn, ms)
  return () => clearTimeout(handle)
}

export function createNotificationStore(timer: Timer = browserTimer): NotificationStore {
  let items: readonly Notification[] = []
  let nextId = 1
  const listeners = new Set<() => void>()
  const timers = new Map<number, () => void>()

  const emit = () => listeners.forEach((listener) => listener())
  const remove = (id: number) => {
    timers.get(id)?.()
    timers.delete(id)
    const next = items.filter((item) => item.id !== id)
    if (next.length === items.length) return
    items = next
    emit()
  }

  return {
    add(input) {
      if (items.at(-1)?.message === input.message) return null
      if (input.subject) {
        for (const older of items.filter((item) => item.subject === input.subject)) {
          timers.get(older.id)?.()
          timers.delete(older.id)
        }
        items = items.filter((item) => item.subject !== input.subject)
      }
      const item: Notification = { ...input, id: nextId++ }
      items = [...items, item]
      if (!input.hasNoTimeout) {
        const ttl = input.timeToLive && input.timeToLive > 0 ? input.timeToLive : DEFAULT_TIME_TO_LIVE
        timers.set(
          item.id,
          timer(() => remove(item.id), ttl),
        )
      }
      emit()
      return item.id
    },
    remove,
    list: () => items,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The one store of the page. */
export const notifications = createNotificationStore()

/** Shows a message; returns its id, or null when it repeats the newest one or runs on the server. */
export function notify(input: NotificationInput): number | null {
  if (typeof window === 'undefined') return null
  return notifications.add(input)
}

export function dismissNotification(id: number): void {
  notifications.remove(id)
}
