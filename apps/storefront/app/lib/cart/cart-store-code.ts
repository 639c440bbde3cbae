/**
 * The store view of cart calls (German carts get German names and DE tax), set by the header on
 * every page. Its own tiny module so the header sets it without loading the cart's sync code,
 * which a visitor without a cart never needs (decision 0035).
 */
let storeCode = ''

export function setCartStoreCode(code: string): void {
  storeCode = code
}

export function cartStoreCode(): string {
  return storeCode
}
