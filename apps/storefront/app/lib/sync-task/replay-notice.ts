/**
 * What the shopper sees when a change made offline is refused on replay (001 §8: a non-200 answer
 * with a result message gives an error notification, unless silent or ENOTFOUND). The caller that
 * made the change is gone, so nobody else tells. The server's own (English) text is not shown
 * (decision 0071): a translated sentence in the store view's language the task was made in.
 */
import { notify } from '../../components/notifications/store.ts'
import { createTranslator } from '../../i18n/translate.ts'
import { errorNoticeOf, type SyncTask, type TaskAnswer } from './sync-task.ts'

export function taskLanguage(task: Pick<SyncTask, 'url'>): 'nl' | 'de' {
  const storeCode = new URL(task.url, 'http://shop.invalid').searchParams.get('storeCode')
  return storeCode === 'de' ? 'de' : 'nl'
}

export function noticeReplayAnswer(task: SyncTask, answer: TaskAnswer): void {
  if (!errorNoticeOf(task, answer)) return
  const language = taskLanguage(task)
  let t = createTranslator(language)
  // the browser holds only the page's catalogue: a task from the other store view speaks the page's
  if (t('syncTask.refused') === 'syncTask.refused') t = createTranslator(language === 'de' ? 'nl' : 'de')
  notify({
    type: 'error',
    subject: 'cart',
    message: t('syncTask.refused'),
    action1: { label: t('cart.msg.ok') },
    hasNoTimeout: true,
  })
}
