/**
 * Attribute values as people read them: option ids become their labels (per store view, so the
 * German store says "Schwarz"), plain values are shown as they are.
 */
import type { AttributeDoc } from './types.ts'

export interface AttributeRow {
  code: string
  label: string
  value: string
}

export function attributeValueLabel(attribute: AttributeDoc, raw: unknown): string | null {
  if (raw === null || raw === undefined || raw === '') return null
  const values = Array.isArray(raw) ? raw : [raw]
  const labels = values.map((value) => {
    const option = attribute.options?.find((o) => o.value === String(value))
    return option?.label ?? String(value)
  })
  return labels.length ? labels.join(', ') : null
}

/** The attributes shoppers compare (is_comparable), in attribute position order. */
export function comparableAttributes(attributes: readonly AttributeDoc[]): AttributeDoc[] {
  return attributes.filter((a) => a.is_comparable).sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
}

/** Label/value rows of a product (or chosen child) for its comparable attributes that it has. */
export function specificationRows(
  attributes: readonly AttributeDoc[],
  doc: Readonly<Record<string, unknown>>,
): AttributeRow[] {
  return comparableAttributes(attributes).flatMap((attribute) => {
    const value = attributeValueLabel(attribute, doc[attribute.attribute_code])
    return value === null ? [] : [{ code: attribute.attribute_code, label: attribute.frontend_label, value }]
  })
}
