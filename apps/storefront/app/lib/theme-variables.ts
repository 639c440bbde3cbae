/**
 * The custom properties of each theme for the style attribute of <html>, as themeVariables() in
 * theme.ts derives them from THEMES (theme.test.ts keeps both equal). Written out so that every
 * page's script does not carry the contrast arithmetic (decision 0035).
 */
import type { ThemeName } from '@shop/commerce'

export const THEME_VARIABLES: Readonly<Record<ThemeName, Readonly<Record<string, string>>>> = {
  default: {
    '--theme-primary': '#3f3738',
    '--theme-secondary': '#ff1912',
    '--theme-hover': '#8d0400',
    '--theme-on-primary': '#ffffff',
    '--theme-on-hover': '#ffffff',
    '--theme-link': '#8d0400',
  },
  granville: {
    '--theme-primary': '#1e3e31',
    '--theme-secondary': '#000000',
    '--theme-hover': '#000000',
    '--theme-on-primary': '#ffffff',
    '--theme-on-hover': '#ffffff',
    '--theme-link': '#000000',
  },
  urban: {
    '--theme-primary': '#8D6F29',
    '--theme-secondary': '#000000',
    '--theme-hover': '#FF661F',
    '--theme-on-primary': '#ffffff',
    '--theme-on-hover': '#000000',
    '--theme-link': '#000000',
  },
}
