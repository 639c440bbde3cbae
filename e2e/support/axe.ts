/** axe-core (WCAG 2 A/AA) on the page as it is: the serious and critical violations, readable. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
