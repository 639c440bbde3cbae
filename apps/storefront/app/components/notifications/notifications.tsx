/**
 * The notifications region. It is in the page from the server render on (empty), so screen
 * readers already know the live region when the first message arrives: polite for success and
 * warning, errors as alerts.
 */
import { useSyncExternalStore } from 'react'
import { useT } from '../../lib/store-context.tsx'
import { dismissNotification, notifications, type Notification, type NotificationAction } from './store.ts'

const EMPTY: readonly Notification[] = []

export function Notifications() {
  const t = useT()
  const items = useSyncExternalStore(notifications.subscribe, notifications.list, () => EMPTY)
  return (
    <section className="notifications" aria-label={t('notifications.label')}>
      <div role="status" aria-live="polite" className="notifications__list">
        {items
          .filter((item) => item.type !== 'error')
          .map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
      </div>
      <div role="alert" className="notifications__list">
        {items
          .filter((item) => item.type === 'error')
          .map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
      </div>
    </section>
  )
}

export function NotificationItem({ item }: { item: Notification }) {
  const t = useT()
  const close = () => dismissNotification(item.id)
  const actions = [item.action1, item.action2].filter((a): a is NotificationAction => !!a)
  return (
    <div className={`notification notification--${item.type}`}>
      <p className="notification__message">
        <span className="visually-hidden">{t(`notifications.${item.type}`)}: </span>
        {item.message}
      </p>
      <div className="notification__actions">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className="notification__action"
            onClick={() => {
              action.action?.()
              close()
            }}
          >
            {action.label}
          </button>
        ))}
        {/* every button closes the message; without one, a plain close button does */}
        {actions.length === 0 && (
          <button
            type="button"
            className="notification__close"
            onClick={close}
            aria-label={t('notifications.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>
  )
}
