/**
 * CMS HTML is our own seed and back-office content, so it is rendered as HTML; still, nothing in
 * it may run code in the shopper's browser: <script> elements, on* handler attributes and
 * javascript: URLs are removed before the HTML leaves the server.
 */

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
// an unclosed <script> swallows the rest, as a browser would run it
const OPEN_SCRIPT = /<script\b[\s\S]*$/i
const HANDLER_ATTRIBUTE = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi
const SCRIPT_URL =
  /(\s(?:href|src|action|formaction|xlink:href)\s*=\s*)(["']?)\s*(?:javascript|vbscript|data:text\/html)[^"'\s>]*\2/gi

export function cleanCmsHtml(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(SCRIPT_ELEMENT, '')
    .replace(OPEN_SCRIPT, '')
    .replace(HANDLER_ATTRIBUTE, '')
    .replace(SCRIPT_URL, '$1$2#$2')
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The text of an HTML fragment, for meta descriptions. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  return cleanCmsHtml(html)
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim()
}
