/**
 * A cache of serialised response bodies with tags. Values are kept as bytes, so a hit goes to the
 * socket without JSON or UTF-8 work. Invalidating a tag drops every entry stored under it.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis' | 'off'
  get(key: string): Promise<Buffer | undefined>
  set(key: string, value: Buffer, options: { tags: string[]; ttlSeconds: number }): Promise<void>
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
