/**
 * Renders CMS HTML (cleaned on the server by cleanCmsHtml). Its links are plain anchors, which
 * work before hydration; once hydrated, clicks on links inside the shop are handed to the router
 * so they do not reload the page.
 */
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'

export function CmsHtml({ html, className = 'cms-content' }: { html: string; className?: string }) {
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const anchor = (event.target as Element).closest?.('a[href]')
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return
    const url = new URL(anchor.href, window.location.href)
    if (
      url.origin !== window.location.origin ||
      url.pathname.startsWith('/api/') ||
      url.pathname.startsWith('/img/')
    )
      return
    event.preventDefault()
    void navigate(url.pathname + url.search + url.hash)
  }
  // no key handler needed: Enter on a focused link fires a click event too
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
}
