/**
 * Hidden-price mode (spec 001 §3): 1 hides all prices, 2 hides retail prices, 3 shows all (the
 * default). The server reads it from the HIDDEN_PRICE_MODE environment variable (config.server.ts);
 * the root loader hands only this value to the browser (nothing else of the environment).
 */
import { HIDDEN_PRICE_MODES, type HiddenPriceMode } from '@shop/commerce'
import { useRouteLoaderData } from 'react-router'

/** Anything other than 1, 2 or 3 (unset, typo) falls back to showing all prices. */
export function parseHiddenPriceMode(value: unknown): HiddenPriceMode {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN
  return n === 1 || n === 2 || n === 3 ? n : HIDDEN_PRICE_MODES.default
}

/** Whether a price of this kind is shown: retail prices only in mode 3, net prices from mode 2. */
export function isPriceShown(mode: HiddenPriceMode, kind: 'retail' | 'net'): boolean {
  return kind === 'retail' ? mode === HIDDEN_PRICE_MODES.allShown : mode !== HIDDEN_PRICE_MODES.allHidden
}

export function useHiddenPriceMode(): HiddenPriceMode {
  const root = useRouteLoaderData('root') as { hiddenPriceMode?: unknown } | undefined
  return parseHiddenPriceMode(root?.hiddenPriceMode)
}
