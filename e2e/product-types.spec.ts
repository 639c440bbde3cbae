/**
 * Every product type from its product page to a placed order at the price the page showed (issue 13
 * item 3): simple with a special price, configurable with a chosen variant, grouped, bundle with a
 * special price, custom options, virtual - in the Dutch store, and one in the German store. The
 * price read from the product page must be the cart line's, the cart's subtotal and the checkout's;
 * an out-of-stock product is not offered for the cart (item 6).
 */
import { expect, test, type Page } from '@playwright/test'
import { visibleProducts, type Doc } from './support/catalog.ts'
import { hydrated } from './support/page.ts'
import {
  chooseOutcome,
  DE_ADDRESS,
  fillCheckout,
  NL_ADDRESS,
  payWithIdeal,
  productUrl,
  TEXT,
  type Store,
} from './support/shop.ts'

const inStock = (doc: Doc) => doc.stock?.is_in_stock === true

interface Journey {
  type: string
  find: (store: Store) => Promise<{ url: string; name: string }>
  /** choices the page needs before "In winkelwagen" */
  choose?: (page: Page) => Promise<void>
}

const ofType = async (store: Store, type: string, fits: (doc: Doc) => boolean = () => true) => {
  const found = (await visibleProducts(store, [{ attribute: 'type_id', value: { eq: type } }])).find(
    (doc) => inStock(doc) && fits(doc),
  )
  if (!found) throw new Error(`no ${type} product for this journey in the demo catalogue`)
  return found
}
const page = (store: Store, doc: Doc, childSku?: string) => ({
  url: productUrl(store, doc, childSku),
  name: doc.name,
})

const journeys: Journey[] = [
  {
    type: 'simple with a special price',
    find: async (store) =>
      page(
        store,
        await ofType(
          store,
          'simple',
          (d) =>
            d.special_price_incl_tax > 0 &&
            d.final_price_incl_tax < d.price_incl_tax &&
            !d.custom_options?.length,
        ),
      ),
  },
  {
    type: 'configurable with a chosen variant',
    find: async (store) => {
      const doc = await ofType(store, 'configurable', (d) =>
        (d.configurable_children ?? []).some((c: Doc) => inStock(c) && c.status === 1),
      )
      const children = (doc.configurable_children as Doc[]).filter((c) => inStock(c) && c.status === 1)
      // not the first variant: the page must price the chosen one
      return page(store, doc, children[children.length - 1]!.sku)
    },
  },
  { type: 'grouped', find: async (store) => page(store, await ofType(store, 'grouped')) },
  {
    type: 'bundle with a special price',
    find: async (store) => page(store, await ofType(store, 'bundle', (d) => d.special_price > 0)),
  },
  {
    type: 'custom options',
    find: async (store) => page(store, await ofType(store, 'simple', (d) => d.custom_options?.length > 0)),
    choose: async (p) => {
      for (const text of await p.locator('.custom-option input[type="text"], .custom-option textarea').all())
        await text.fill('Jan')
      for (const select of await p.locator('.custom-option select').all())
        await select.selectOption({ index: 1 })
      for (const group of await p
        .getByRole('group')
        .filter({ has: p.getByRole('radio') })
        .all())
        await group.getByRole('radio').last().check()
    },
  },
  { type: 'virtual', find: async (store) => page(store, await ofType(store, 'virtual')) },
]

/**
 * The price the product page shows for the shopper's choice, as text: the total with options
 * where options add to the price, else the current price of the price box.
 */
async function shownPrice(p: Page, name: string): Promise<string> {
  const box = p.getByRole('article', { name }).locator('.price-box')
  const withOptions = box.locator('.price-box__total')
  const text =
    (await withOptions.count()) > 0
      ? await withOptions.textContent()
      : await box.locator('.price__current').first().textContent()
  const amount = /(€\s?[\d.,]+|[\d.,]+\s?€)\s*$/.exec((text ?? '').trim())?.[1]
  expect(amount, `a price on the product page: ${text}`).toBeTruthy()
  return amount!
}

/** Name, e-mail and address; a cart of virtual products has no shipping method to wait for. */
async function fillAddress(p: Page, store: Store, virtual: boolean) {
  const address = store === 'de' ? DE_ADDRESS : NL_ADDRESS
  if (!virtual) return fillCheckout(p, store, address)
  const de = store === 'de'
  await p
    .getByLabel(de ? 'Vorname *' : 'Voornaam *')
    .first()
    .fill('Jan')
  await p
    .getByLabel(de ? 'Nachname *' : 'Achternaam *')
    .first()
    .fill('de Vries')
  await p.getByLabel(de ? 'E-Mail-Adresse *' : 'E-mailadres *').fill('jan@example.nl')
  await p
    .getByLabel(de ? 'Straße und Hausnummer *' : 'Straat en huisnummer *')
    .first()
    .fill(address.street)
  await p
    .getByLabel(de ? 'Postleitzahl *' : 'Postcode *')
    .first()
    .fill(address.zip)
  await p
    .getByLabel(de ? 'Ort *' : 'Plaats *')
    .first()
    .fill(address.city)
  await p.getByLabel('Land *').first().selectOption(address.country)
}

async function buy(p: Page, store: Store, journey: Journey) {
  const { url, name } = await journey.find(store)
  await p.goto(url)
  await hydrated(p)
  await journey.choose?.(p)
  const shown = await shownPrice(p, name)
  await p.getByRole('button', { name: TEXT[store].add, exact: true }).click()
  await expect(p.getByRole('status').getByText(TEXT[store].added)).toBeVisible()

  // the cart page: its subtotal is the price the product page showed
  await p.goto(`${store === 'de' ? '/de' : ''}/cart`)
  await hydrated(p)
  const subtotal = p.locator('.cart-page__summary .totals__row--subtotal dd')
  await expect(subtotal).toHaveText(shown)

  await p.goto(`${store === 'de' ? '/de' : ''}/checkout`)
  await hydrated(p)
  await fillAddress(p, store, journey.type === 'virtual')
  const summary = p.getByRole('complementary', { name: /^(Je bestelling|Deine Bestellung|Ihre Bestellung)$/ })
  await expect(summary.locator('.totals__row--subtotal dd')).toHaveText(shown)
  await payWithIdeal(p, store)
  await chooseOutcome(p, /^(Betaald|Bezahlt)/)
  await expect(p).toHaveURL(/\/orderstatus\?order_token=[0-9a-f]{48}&transactionid=[0-9a-f]{32}$/)
}

test.describe('every product type at the product page price, to a placed order', () => {
  for (const journey of journeys) {
    test(`nl: ${journey.type}`, async ({ page: p }) => {
      await buy(p, 'nl', journey)
    })
  }
  test('de: bundle with a special price, the Dutch gross price (cross-border trade)', async ({ page: p }) => {
    const bundle = journeys.find((j) => j.type === 'bundle with a special price')!
    await buy(p, 'de', bundle)
  })
})

test('an out-of-stock product is not offered for the cart', async ({ page: p }) => {
  const products = await visibleProducts('nl', [{ attribute: 'type_id', value: { eq: 'simple' } }])
  const out = products.find((d) => d.stock?.is_in_stock === false && !d.binnenkortdatum)
  expect(out, 'the demo catalogue has a product out of stock').toBeDefined()
  await p.goto(productUrl('nl', out!))
  await hydrated(p)
  await expect(p.getByRole('button', { name: 'Niet op voorraad', exact: true })).toBeDisabled()
  await expect(p.getByRole('button', { name: TEXT.nl.add, exact: true })).toHaveCount(0)
  await expect(p.getByText(/verlanglijst/).first()).toBeVisible()
})
