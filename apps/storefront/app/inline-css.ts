/**
 * Server: the text of styles/inline.css, which root.tsx writes into every page's <head>. The
 * browser build swaps this module for inline-css.client.ts (vite.config.ts): the browser keeps the
 * server's <style> and never needs the text in its JavaScript.
 */
import css from './styles/inline.css?inline'

export const INLINE_CSS: string = css
