/**
 * What the loaders of one page request share: the default layout and the page both need the
 * category tree, and React Router runs their loaders side by side. Keyed by the request's load
 * context (a new object per request, see storefront-host.ts), so nothing outlives the request
 * and nothing is stale: each request still asks the API (and its cache) once.
 */
const memos = new WeakMap<object, Map<string, Promise<unknown>>>()

export function oncePerRequest<T>(context: object, key: string, load: () => Promise<T>): Promise<T> {
  let memo = memos.get(context)
  if (!memo) memos.set(context, (memo = new Map()))
  let value = memo.get(key) as Promise<T> | undefined
  if (!value) {
    value = load()
    memo.set(key, value)
  }
  return value
}
