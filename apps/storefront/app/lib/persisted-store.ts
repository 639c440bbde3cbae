/**
 * A small client store persisted to localStorage (spec 000 §4: cart and session survive a reload)
 * whose other tabs follow through `storage` events. When storage is blocked or full the state
 * lives in memory for the life of the page instead of being lost.
 */
export interface PersistedStore<T> {
  get(): T
  set(update: Partial<T> | ((state: T) => Partial<T>)): T
  subscribe(listener: () => void): () => void
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function createPersistedStore<T extends object>(
  key: string,
  parse: (raw: string | null) => T,
): PersistedStore<T> {
  const listeners = new Set<() => void>()
  // parsing once per stored text keeps get() stable for useSyncExternalStore
  let cachedRaw: string | null | undefined
  let cached: T = parse(null)
  let memory: T | null = null

  const emit = () => listeners.forEach((listener) => listener())
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) emit()
  }

  function get(): T {
    if (memory) return memory
    const raw = storage()?.getItem(key) ?? null
    if (raw !== cachedRaw) {
      cachedRaw = raw
      cached = parse(raw)
    }
    return cached
  }

  function set(update: Partial<T> | ((state: T) => Partial<T>)): T {
    const current = get()
    const next: T = { ...current, ...(typeof update === 'function' ? update(current) : update) }
    const raw = JSON.stringify(next)
    try {
      const store = storage()
      if (!store) throw new Error('no storage')
      store.setItem(key, raw)
      memory = null
      cachedRaw = raw
      cached = next
    } catch {
      memory = next // quota exceeded or storage blocked
    }
    emit()
    return next
  }

  function subscribe(listener: () => void): () => void {
    if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.removeEventListener('storage', onStorage)
    }
  }

  return { get, set, subscribe }
}
