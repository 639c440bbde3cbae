/** What the server hands every loader and action: a way to call the shop API without the network. */
export interface ApiCall {
  (path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>
}

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiCall
  }
}
