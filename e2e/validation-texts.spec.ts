/**
 * Issue 21 in Chromium: the validation texts of 001 §5 where their rules apply (the quantity on
 * the product page, letters only in names) and the payment's return to origin + /orderstatus
 * (001 §7), in Dutch and German, at phone and desktop width, with screenshots for review.
 */
import { expect, test, type Page } from '@playwright/test'
import { searchCatalog, visibleProducts, type Doc } from './support/catalog.ts'
import { seriousViolations } from './support/axe.ts'
import { hydrated } from './support/page.ts'
import {
  addToCart,
  cartCount,
  chooseOutcome,
  DE_ADDRESS,
  fillCheckout,
  NL_ADDRESS,
  payWithIdeal,
  prefix,
  productUrl,
  simpleProduct,
  type Store,
} from './support/shop.ts'

const SHOTS = process.env.E2E_SHOTS_DIR
const WIDTHS = [390, 1366] as const

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `${SHOTS}/small-${name}-${width}.png`, fullPage: width === 1366 })
  }
}

/** What the page may sell of the product: stock without backorders, and the max sale qty. */
function maxQuantity(doc: Doc): number {
  const stock = doc.stock ?? {}
  const limits = [999]
  if (stock.manage_stock !== false && Number(stock.backorders ?? 0) === 0)
    limits.push(Math.floor(Number(stock.qty)))
  if (Number(stock.max_sale_qty) > 0) limits.push(Math.floor(Number(stock.max_sale_qty)))
  return Math.min(...limits.filter(Number.isFinite))
}

/** A grouped product with an orderable member whose stock limits the quantity, and that member. */
async function groupedWithLimitedMember(store: Store): Promise<{ product: Doc; member: Doc; max: number }> {
  for (const product of await visibleProducts(store, [{ attribute: 'type_id', value: { eq: 'grouped' } }])) {
    const skus = (product.product_links ?? [])
      .filter((link: Doc) => link.link_type === 'associated')
      .map((link: Doc) => link.linked_product_sku)
    if (!skus.length) continue
    const members = await searchCatalog(
      'product',
      { _appliedFilters: [{ attribute: 'sku', value: { in: skus } }] },
      { store, size: 100 },
    )
    const member = members.find((m) => m.stock?.is_in_stock === true && maxQuantity(m) < 999)
    if (member) return { product, member, max: maxQuantity(member) }
  }
  throw new Error('no grouped product with a stock-limited member in the demo catalogue')
}

const TEXTS = {
  nl: {
    qty: 'Aantal',
    qtyOf: (name: string) => `Aantal van ${name}`,
    zero: 'Het aantal moet groter zijn dan 0.',
    only: (n: number) => `Er zijn maar ${n} stuks van dit product beschikbaar!`,
    firstName: 'Voornaam *',
    letters: 'Voornaam mag alleen letters bevatten.',
    paid: /^Betaald/,
  },
  de: {
    qty: 'Menge',
    qtyOf: (name: string) => `Menge von ${name}`,
    zero: 'Die Menge muss größer als 0 sein.',
    only: (n: number) => `Von diesem Produkt sind nur ${n} Stück verfügbar!`,
    firstName: 'Vorname *',
    letters: 'Vorname darf nur Buchstaben enthalten.',
    paid: /^Bezahlt/,
  },
} as const

for (const store of ['nl', 'de'] as Store[]) {
  const text = TEXTS[store]

  test(`${store}: the product page explains a quantity of 0 and one above the stock`, async ({ page }) => {
    const product = await simpleProduct(store)
    await page.goto(productUrl(store, product))
    await hydrated(page)
    const qty = page.locator('.add-to-cart .qty-input')
    await qty.fill('0')
    await expect(page.getByText(text.zero)).toBeVisible()
    await expect(qty).toHaveAttribute('aria-invalid', 'true')
    const max = maxQuantity(product)
    await qty.fill(String(max + 1))
    await expect(page.getByText(text.only(max))).toBeVisible()
    await shoot(page, `${store}-product-qty-error`)
    // a quantity within the stock clears the message
    await qty.fill('1')
    await expect(page.getByText(text.only(max))).toHaveCount(0)
  })

  test(`${store}: a grouped product's member above its stock is pointed out and not added`, async ({
    page,
  }) => {
    const { product, member, max } = await groupedWithLimitedMember(store)
    await page.goto(productUrl(store, product))
    await hydrated(page)
    const qty = page.getByLabel(text.qtyOf(member.name), { exact: true })
    await qty.fill(String(max + 1))
    await expect(page.getByText(text.only(max))).toBeVisible()
    await expect(qty).toHaveAttribute('aria-invalid', 'true')
    // the message is tied to its field, and the page with it open passes axe
    await expect(qty).toHaveAccessibleDescription(text.only(max))
    expect(await seriousViolations(page)).toEqual([])
    // adding takes the shopper to the field instead of putting anything in the cart
    const before = await cartCount(page)
    await page.getByRole('button', { name: store === 'de' ? 'In den Warenkorb' : 'In winkelwagen' }).click()
    await expect(qty).toBeFocused()
    expect(await cartCount(page)).toBe(before)
    await shoot(page, `${store}-grouped-qty-error`)
    await qty.fill(String(max))
    await expect(page.getByText(text.only(max))).toHaveCount(0)
    await expect(qty).not.toHaveAttribute('aria-invalid', 'true')
  })

  test(`${store}: a name with digits is refused in the checkout, then paid: back on /orderstatus`, async ({
    page,
  }) => {
    const product = await simpleProduct(store)
    await addToCart(page, store, productUrl(store, product))
    await page.goto(`${prefix(store)}/checkout`)
    await hydrated(page)
    await fillCheckout(page, store, store === 'de' ? DE_ADDRESS : NL_ADDRESS)
    await page.getByLabel(text.firstName).first().fill('Jan3')
    // the client-side check stops the order: the shopper stays on the checkout
    await payWithIdeal(page, store)
    await expect(page).toHaveURL(new RegExp(`${prefix(store)}/checkout$`))
    await expect(page.getByText(text.letters).first()).toBeVisible()
    await page.getByLabel(text.firstName).first().scrollIntoViewIfNeeded()
    await shoot(page, `${store}-checkout-letters-error`)

    await page.setViewportSize({ width: 1366, height: 900 })
    await page.getByLabel(text.firstName).first().fill('Jan')
    await payWithIdeal(page, store)
    await chooseOutcome(page, text.paid)
    await expect(page).toHaveURL(
      new RegExp(`${prefix(store)}/orderstatus\\?order_token=[0-9a-f]{48}&transactionid=[0-9a-f]{32}$`),
    )
    // the order itself is found by the token in the query (lines, pay-again block)
    await expect(page.getByText(product.name).first()).toBeVisible()
    await shoot(page, `${store}-orderstatus-paid`)
  })
}
