/**
 * A string cache with tags. Values are serialised response bodies, so a hit goes to the socket
 * without JSON work. Invalidating a tag drops every entry stored under it.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis' | 'off'
  get(key: string): Promise<string | undefined>
  set(key: string, value: string, options: { tags: string[]; ttlSeconds: number }): Promise<void>
  invalidateTags(tags: string[]): Promise<void>
  clear(): Promise<void>
  close(): Promise<void>
}

export const noCache: Cache = {
  kind: 'off',
  get: async () => undefined,
  set: async () => {},
  invalidateTags: async () => {},
  clear: async () => {},
  close: async () => {},
}
