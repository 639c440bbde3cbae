import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { groupCacheHeaders } from './lib/customer-group.server.ts'
import { NonceContext } from './context.ts'

const ABORT_DELAY = 5_000

/**
 * Crawlers (and anything that is not a browser) get the whole document at once so view-source
 * shows products and prices; browsers get the shell streamed as soon as it is ready.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce ?? ''
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceContext>,
      {
        // React's own inline scripts carry the page's CSP nonce too
        nonce: nonce || undefined,
        // React moves finished Suspense boundaries that come after ~12.8 KB of HTML out of place, to be
        // put back by a script: without JavaScript they would stay hidden. A page's data is loaded
        // before it renders, so every boundary (components/split.tsx) is rendered in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          groupCacheHeaders(request, responseHeaders)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // errors after the shell are streamed into the page's error boundary; log them
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY + 1000)
  })
}

/** Loader data (client navigations, "load more") is priced by the same cookie as the page. */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  groupCacheHeaders(request, response.headers)
  return response
}
