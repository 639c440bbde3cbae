import { createContext } from 'react'
/** What the server hands every loader and action: a way to call the shop API without the network. */
export interface ApiCall {
  (
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>
}

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiCall
    /** the Content-Security-Policy nonce of this page's inline scripts and styles */
    cspNonce?: string
  }
}

/** The page's CSP nonce during server rendering; empty in the browser (it never reads it). */
export const NonceContext = createContext('')
