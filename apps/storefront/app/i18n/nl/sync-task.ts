/** The sync-task queue (issue 20): a change made offline that the shop refused when it was sent later. */
export const syncTaskNl = {
  'syncTask.refused':
    'Een wijziging in je winkelwagen die je zonder verbinding maakte, kon de winkel niet verwerken. Controleer je winkelwagen.',
} as const
