/** The browser's stand-in for inline-css.ts: the <style> the server wrote stays as it is. */
export const INLINE_CSS = ''
