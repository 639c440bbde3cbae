/** A trade customer's prices, stock, supplier stock and company data (spec 001 §3, §5, §8). */
export const tradeNl = {}
