/**
 * Structured data of the breadcrumbs, and the text of a JSON-LD <script> element: "<" is escaped
 * to keep a text such as "</script>" from ending it early. The product's own is in
 * product-jsonld.ts, so that the breadcrumbs of every listing do not carry it.
 */

/**
 * BreadcrumbList structured data for a breadcrumb trail (homepage first). Links become absolute
 * with the request origin; the current page, the last entry, is named without a link.
 */
export function breadcrumbListJsonLd(
  trail: readonly { label: string; to?: string }[],
  origin: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.to && index < trail.length - 1 ? { item: origin + crumb.to } : {}),
    })),
  }
}

export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
