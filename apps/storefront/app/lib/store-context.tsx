/**
 * The store view of the current page and what depends on its language, for any component:
 * useStore() (prefix, language, store view), useT() (the ICU translator) and usePrice() (prices
 * in the store's locale and currency, e.g. "€ 1.234,56"). The root layout provides it from the
 * URL, so server and browser render the same and switching /de <-> / needs no reload.
 */
import { createContext, useContext, type ReactNode } from 'react'
import { formatPrice } from '@shop/commerce'
import { createTranslator, type Translate } from '../i18n/translate.ts'
import type { StorefrontStore } from './store-view.ts'

export type FormatPrice = (amount: number | string) => string

export interface StoreContextValue {
  store: StorefrontStore
  t: Translate
  formatPrice: FormatPrice
}

const StoreContext = createContext<StoreContextValue | null>(null)

// one value per store view: a stable identity keeps consumers from re-rendering on navigation
const values = new Map<string, StoreContextValue>()

export function storeContextValue(store: StorefrontStore): StoreContextValue {
  let value = values.get(store.prefix)
  if (!value) {
    const { locale, currency } = store.view
    value = {
      store,
      t: createTranslator(store.language),
      formatPrice: (amount) => formatPrice(amount, locale, currency),
    }
    values.set(store.prefix, value)
  }
  return value
}

export function StoreProvider({ store, children }: { store: StorefrontStore; children: ReactNode }) {
  return <StoreContext.Provider value={storeContextValue(store)}>{children}</StoreContext.Provider>
}

function useStoreContext(): StoreContextValue {
  const value = useContext(StoreContext)
  if (!value) throw new Error('Store context missing: render inside the root Layout (StoreProvider)')
  return value
}

export function useStore(): StorefrontStore {
  return useStoreContext().store
}

export function useT(): Translate {
  return useStoreContext().t
}

export function usePrice(): FormatPrice {
  return useStoreContext().formatPrice
}
