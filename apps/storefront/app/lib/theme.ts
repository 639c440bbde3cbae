/**
 * The colour theme of the current page (spec 001 §2/§9: default, "granville" and "urban" trees).
 *
 * How a page chooses its theme: its loader returns a `theme` field ('default' | 'granville' |
 * 'urban'), or its route module exports `handle = { theme: 'urban' }` for a fixed one. The root
 * layout takes the deepest match that names a known theme, so a page below a themed layout can
 * still override it; pages that say nothing get the default colours.
 *
 * The colours reach CSS as custom properties on <html>: --theme-primary, --theme-secondary and
 * --theme-hover as the spec gives them, plus derived ones that are safe for text (WCAG AA 4.5:1):
 * --theme-on-primary / --theme-on-hover (white or black text on those backgrounds) and
 * --theme-link (the first of secondary, hover, primary that is readable on white). The spec's
 * red #ff1912 (3.9:1) and the urban orange #FF661F (2.9:1) fail as text on white, so they are
 * used for borders and accents only.
 */
import { THEMES, type ThemeColours, type ThemeName } from '@shop/commerce'

export const DEFAULT_THEME: ThemeName = 'default'

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && Object.hasOwn(THEMES, value)
}

interface MatchLike {
  loaderData?: unknown
  data?: unknown
  handle?: unknown
}

function themeField(value: unknown): ThemeName | null {
  if (!value || typeof value !== 'object' || !('theme' in value)) return null
  const theme = (value as { theme: unknown }).theme
  return isThemeName(theme) ? theme : null
}

/** The theme of the deepest route that names one (loader data first, then its handle). */
export function themeFromMatches(matches: readonly MatchLike[]): ThemeName {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!
    const theme = themeField(match.loaderData ?? match.data) ?? themeField(match.handle)
    if (theme) return theme
  }
  return DEFAULT_THEME
}

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  let digits = hex.replace('#', '')
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('')
  const n = Number.parseInt(digits, 16)
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5

/** White text where it is readable on the background, else black (whichever contrasts more). */
export function textColourOn(background: string): '#ffffff' | '#000000' {
  return contrastRatio(background, '#ffffff') >=
    Math.max(MIN_TEXT_CONTRAST, contrastRatio(background, '#000000'))
    ? '#ffffff'
    : '#000000'
}

/** A theme colour that can be used as link text on white. */
export function linkColour(colours: ThemeColours): string {
  const candidates = [colours.secondary, colours.hover, colours.primary]
  return candidates.find((c) => contrastRatio(c, '#ffffff') >= MIN_TEXT_CONTRAST) ?? '#000000'
}

/** The custom properties of a theme for the style attribute of <html> (written out in theme-variables.ts). */
export function themeVariables(name: ThemeName): Record<string, string> {
  const colours = THEMES[name]
  return {
    '--theme-primary': colours.primary,
    '--theme-secondary': colours.secondary,
    '--theme-hover': colours.hover,
    '--theme-on-primary': textColourOn(colours.primary),
    '--theme-on-hover': textColourOn(colours.hover),
    '--theme-link': linkColour(colours),
  }
}
