/** The extras of a wholesale order at checkout (spec 001 §1, §3, §5): PO number, dates, dropshipment, reference. */
export const orderExtrasNl = {}
