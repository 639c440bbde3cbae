/**
 * A contrast check of our own for buttons and link-buttons (issue 13). axe's color-contrast rule
 * passed the white-on-white "Inloggen" button: where it cannot tell the background it says
 * "needs review", which counts as no violation. This check always decides: the background of a
 * text is found by walking its ancestors and compositing their background colours (a transparent
 * button shows its dialog's white), over the white canvas; a background image on the way is
 * reported as undecidable instead of being passed.
 *
 * Checked: every visible, enabled button, link-button (.button, [role=button]), submit input and
 * <summary> toggle, and every element inside them that has text of its own. WCAG 2 AA: 4.5:1, or
 * 3:1 for large text (24 px, or 18.66 px bold).
 */
import type { Locator, Page } from '@playwright/test'

export const BUTTON_SELECTOR =
  'button, .button, [role="button"], input[type="submit"], input[type="button"], summary'

/** The texts of buttons below `scope` (default: the whole page) that fail AA, readable. */
export async function lowContrastButtons(page: Page, scope?: Locator): Promise<string[]> {
  const root = scope ?? page.locator('body')
  return root.evaluate((rootElement, selector) => {
    type RGBA = [number, number, number, number]

    const parse = (value: string): RGBA => {
      const m = value.match(/rgba?\(([^)]+)\)/)
      if (!m) return [0, 0, 0, 0]
      const parts = m[1]!.split(/[\s,/]+/).filter(Boolean)
      const n = parts.map((p) =>
        p.endsWith('%') ? (Number.parseFloat(p) / 100) * 255 : Number.parseFloat(p),
      )
      const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? n[3]! / 255 : n[3]!
      return [n[0]!, n[1]!, n[2]!, alpha]
    }
    const over = (top: RGBA, below: RGBA): RGBA => {
      const a = top[3] + below[3] * (1 - top[3])
      if (a === 0) return [0, 0, 0, 0]
      const mix = (i: number) => (top[i]! * top[3] + below[i]! * below[3] * (1 - top[3])) / a
      return [mix(0), mix(1), mix(2), a]
    }
    const luminance = ([r, g, b]: RGBA) => {
      const ch = (v: number) => {
        const c = v / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)
    }
    const ratio = (a: RGBA, b: RGBA) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
      return (hi + 0.05) / (lo + 0.05)
    }
    const hex = ([r, g, b]: RGBA) =>
      '#' + [r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')

    /** The composited background behind `element`, or null when an image is in the way. */
    const backgroundOf = (element: Element): RGBA | null => {
      const layers: RGBA[] = []
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.backgroundImage !== 'none') return null
        const colour = parse(style.backgroundColor)
        if (colour[3] > 0) layers.push(colour)
        if (colour[3] >= 1) break
      }
      // the canvas below everything is white
      return layers.reduceRight<RGBA>((below, layer) => over(layer, below), [255, 255, 255, 1])
    }
    const opacityOf = (element: Element) => {
      let opacity = 1
      for (let node: Element | null = element; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity)
      return opacity
    }
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect()
      if (rect.width < 2 || rect.height < 2) return false
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false
      const clip = getComputedStyle(element).clip
      return !(clip && clip.startsWith('rect(0'))
    }
    const ownText = (element: Element) =>
      Array.from(element.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim()

    const problems: string[] = []
    const buttons = [rootElement, ...Array.from(rootElement.querySelectorAll(selector))].filter((el) =>
      el.matches(selector),
    )
    for (const button of buttons) {
      if (button.matches(':disabled, [aria-disabled="true"]') || !visible(button)) continue
      const texts = [button, ...Array.from(button.querySelectorAll('*'))].filter(
        (el) => (ownText(el) || (el instanceof HTMLInputElement && el.value)) && visible(el),
      )
      for (const el of texts) {
        const style = getComputedStyle(el)
        const label = (ownText(el) || (el as HTMLInputElement).value).slice(0, 40)
        const background = backgroundOf(el)
        if (!background) {
          problems.push(`"${label}": background image behind the text, contrast cannot be decided`)
          continue
        }
        const fg = parse(style.color)
        const text = over([fg[0], fg[1], fg[2], fg[3] * opacityOf(el)], background)
        const size = Number.parseFloat(style.fontSize)
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
        const needed = large ? 3 : 4.5
        const found = ratio(text, background)
        if (found < needed)
          problems.push(
            `"${label}": ${hex(text)} on ${hex(background)} = ${found.toFixed(2)}:1, needs ${needed}:1`,
          )
      }
    }
    return problems
  }, BUTTON_SELECTOR)
}
