/** Die Sync-Task-Warteschlange (Issue 20): eine offline vorgenommene Änderung, die der Shop später abgelehnt hat. */
import type { syncTaskNl } from '../nl/sync-task.ts'

export const syncTaskDe: Record<keyof typeof syncTaskNl, string> = {
  'syncTask.refused':
    'Eine Änderung an Ihrem Warenkorb, die Sie ohne Verbindung vorgenommen haben, konnte der Shop nicht verarbeiten. Bitte prüfen Sie Ihren Warenkorb.',
}
