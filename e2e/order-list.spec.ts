/**
 * Order lists and quick ordering in Chromium (issue 17, spec 001 §2, §5, §7):
 * - dealer Jansen builds an order list from two product pages (a simple product and a chosen
 *   variant of a configurable), renames it and orders the whole list: one add-lines request,
 *   the cart has both lines;
 * - the size × colour matrix adds several variants in one request;
 * - a guest reads the spec's login text (nl and de) with the sign-in offer, also in the dialog;
 * - in /de the German dealer is told the list name is missing, creates and deletes a list.
 * - a purchaser acting for Jansen (Customer mode) copies one of their own lists to him.
 */
import { expect, test, type Page, type Request } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { visibleProducts, type Doc } from './support/catalog.ts'
import { hydrated } from './support/page.ts'
import { apiLogin, makePurchaser, PURCHASER_PASSWORD } from './support/purchaser.ts'
import { prefix, productUrl, simpleProduct, type Store } from './support/shop.ts'
import { emptyDealerCart } from './support/dealer-cart.ts'

const PASSWORD = 'Handel2026!'
const JANSEN = 'inkoop@rijwielhandel-jansen.nl'
const MUELLER = 'einkauf@fahrradhaus-mueller.de'

// names of this run: a shop that already ran the journeys (E2E_BASE_URL) keeps its lists
const RUN = Date.now().toString(36).slice(-5)
const WORKSHOP = `Werkplaats ${RUN}`
const RENAMED = `Werkplaats week 48 ${RUN}`
const WERKSTATT = `Werkstatt ${RUN}`

const LOGIN = { nl: 'Inloggen', de: 'Anmelden' } as const
const EMAIL = { nl: 'E-mailadres', de: 'E-Mail-Adresse' } as const
const PASS = { nl: 'Wachtwoord', de: 'Passwort' } as const

async function signIn(page: Page, store: Store, email: string): Promise<void> {
  await page.goto(`${prefix(store)}/`)
  await hydrated(page)
  await page.getByTestId('login-button').click()
  const dialog = page.getByRole('dialog', { name: LOGIN[store] })
  await dialog.getByLabel(EMAIL[store]).fill(email)
  await dialog.getByLabel(PASS[store], { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: LOGIN[store] }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByTestId('account-link')).toBeVisible()
}

/** A configurable product with size and colour options and at least three orderable children. */
async function sizeColourProduct(): Promise<{ product: Doc; child: Doc }> {
  const products = await visibleProducts('nl', [{ attribute: 'type_id', value: { eq: 'configurable' } }])
  for (const product of products) {
    const codes = (product.configurable_options ?? []).map((o: Doc) => o.attribute_code).sort()
    if (codes.join() !== 'kleur,maat') continue
    const orderable = (product.configurable_children ?? []).filter(
      (c: Doc) => c.status === 1 && c.stock?.is_in_stock === true && Number(c.stock?.qty ?? 0) >= 3,
    )
    if (orderable.length >= 3) return { product, child: orderable[0] }
  }
  throw new Error('no configurable product with sizes and colours')
}

/** Serious axe findings inside this page's own part (the header's cart badge is another page's). */
async function violationsIn(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const addLinesCall = (req: Request) => req.url().includes('/api/cart/add-lines') && req.method() === 'POST'

async function cartSkus(page: Page): Promise<Map<string, number>> {
  const { token, cartId } = await page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('shop/user/state') ?? '{}').token,
    cartId: JSON.parse(localStorage.getItem('shop/cart/state') ?? '{}').cartServerToken,
  }))
  // no server cart yet: nothing in it
  if (!cartId) return new Map()
  const pulled = await page.request.get(`/api/cart/pull?token=${token}&cartId=${cartId}`)
  expect(pulled.status()).toBe(200)
  const lines: Doc[] = (await pulled.json()).result
  return new Map(lines.map((line) => [line.sku, Number(line.qty)]))
}

async function putOnList(page: Page, url: string, list: string): Promise<void> {
  await page.goto(url)
  await hydrated(page)
  await page.getByRole('button', { name: 'Op bestellijst' }).click()
  const dialog = page.getByRole('dialog', { name: 'Op bestellijst zetten' })
  await dialog.getByLabel('Kies een lijst').selectOption({ label: list })
  await dialog.getByRole('button', { name: 'Op lijst zetten' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(new RegExp(`staat op "${list}"`))).toBeVisible()
}

// the dealers' own carts outlast other journeys: each journey starts them empty
test.beforeEach(async ({ request }) => {
  for (const dealer of [JANSEN, MUELLER]) await emptyDealerCart(request, dealer)
})

test('Jansen builds an order list from two product pages, renames it and orders it in one request', async ({
  page,
}) => {
  const simple = await simpleProduct('nl')
  const { product: bike, child } = await sizeColourProduct()
  await signIn(page, 'nl', JANSEN)

  await page.goto('/my-account/orderlist')
  await hydrated(page)
  await expect(
    page.getByRole('navigation', { name: /account/i }).getByRole('link', { name: 'Bestellijsten' }),
  ).toHaveAttribute('aria-current', 'page')
  // an empty name is refused with the spec's message in Dutch
  await page.getByRole('button', { name: 'Lijst aanmaken' }).click()
  await expect(page.getByText('Lijstnaam ontbreekt.')).toBeVisible()
  await page.getByLabel('Naam van de lijst').fill(WORKSHOP)
  await page.getByRole('button', { name: 'Lijst aanmaken' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `Bestellijst "${WORKSHOP}" is aangemaakt.` }),
  ).toBeVisible()

  await putOnList(page, productUrl('nl', simple), WORKSHOP)
  await putOnList(page, productUrl('nl', bike, child.sku), WORKSHOP)
  // the dialog now knows the variant's product is on the list (product-on-list)
  // and keeps the list last added to chosen
  await page.getByRole('button', { name: 'Op bestellijst' }).click()
  const again = page.getByRole('dialog', { name: 'Op bestellijst zetten' })
  await expect(again.getByLabel('Kies een lijst').locator('option:checked')).toHaveText(WORKSHOP)
  await expect(again.getByText('Staat al op deze lijst')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  // rename in its dialog
  await page.goto('/my-account/orderlist')
  await hydrated(page)
  await expect(
    page.getByRole('listitem').filter({ hasText: WORKSHOP }).getByText('2 producten'),
  ).toBeVisible()
  await page.getByRole('button', { name: `Naam van ${WORKSHOP} wijzigen` }).click()
  const rename = page.getByRole('dialog', { name: `Naam van ${WORKSHOP} wijzigen` })
  await expect(rename.getByLabel('Nieuwe naam')).toBeFocused()
  await rename.getByLabel('Nieuwe naam').fill(RENAMED)
  await rename.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByRole('link', { name: RENAMED })).toBeVisible()

  // the list: both lines, the variant named, quantities from the default amount
  await page.getByRole('link', { name: RENAMED }).click()
  await expect(page.getByRole('heading', { name: RENAMED })).toBeVisible()
  const lines = page.getByRole('list', { name: `Producten op ${RENAMED}` }).getByRole('listitem')
  await expect(lines).toHaveCount(2)
  await expect(page.getByText(`Variant ${child.sku}`)).toBeVisible()
  await page.getByLabel(`Aantal van ${simple.name}`).fill('3')
  expect(await violationsIn(page, '.account-page')).toEqual([])

  const before = await cartSkus(page)
  const requests: Request[] = []
  page.on('request', (req) => addLinesCall(req) && requests.push(req))
  await page.getByRole('button', { name: 'Hele lijst in winkelwagen' }).click()
  await expect(page.getByText('2 regels zijn in je winkelwagen gezet.').first()).toBeVisible()
  expect(requests).toHaveLength(1)
  const sent = requests[0]!.postDataJSON().cartItems as Doc[]
  expect(sent.map((line) => line.sku).sort()).toEqual([simple.sku, child.sku].sort())
  const cart = await cartSkus(page)
  expect(cart.get(simple.sku)).toBe((before.get(simple.sku) ?? 0) + 3)
  expect(cart.get(child.sku)).toBe((before.get(child.sku) ?? 0) + 1)
})

test('the size × colour matrix adds several variants in one request', async ({ page }) => {
  const { product } = await sizeColourProduct()
  await signIn(page, 'nl', JANSEN)
  await page.goto(productUrl('nl', product))
  await hydrated(page)
  const matrix = page.getByRole('region', { name: 'Snel bestellen per maat en kleur' })
  await expect(matrix).toBeVisible()
  const cells = matrix.getByRole('spinbutton')
  expect(await cells.count()).toBeGreaterThanOrEqual(3)
  for (let i = 0; i < 3; i++) await cells.nth(i).fill(String(i + 1))
  await expect(matrix.getByText('6 stuks in 3 varianten')).toBeVisible()
  expect(await violationsIn(page, '.size-colour-matrix')).toEqual([])
  const before = await cartSkus(page)
  const requests: Request[] = []
  page.on('request', (req) => addLinesCall(req) && requests.push(req))
  await matrix.getByRole('button', { name: 'Alles in winkelwagen' }).click()
  await expect(matrix.getByText('3 varianten zijn in je winkelwagen gezet.')).toBeVisible()
  expect(requests).toHaveLength(1)
  const sent = requests[0]!.postDataJSON().cartItems as Doc[]
  expect(sent.map((line) => line.qty).sort()).toEqual([1, 2, 3])
  const cart = await cartSkus(page)
  for (const line of sent) expect(cart.get(line.sku)).toBe((before.get(line.sku) ?? 0) + line.qty)
})

test('a guest reads that order lists need a login, in nl and de, with the sign-in offer', async ({
  page,
}) => {
  await page.goto('/my-account/orderlist')
  await hydrated(page)
  await expect(page.getByText('Je moet ingelogd zijn om je favorieten te bekijken.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Inloggen' }).last()).toBeVisible()

  await page.goto('/de/my-account/orderlist/edit/1')
  await hydrated(page)
  await expect(page.getByText('Sie müssen angemeldet sein, um Ihre Favoriten zu sehen.')).toBeVisible()

  // the product page's button asks the guest to sign in first
  await page.goto(productUrl('nl', await simpleProduct('nl')))
  await hydrated(page)
  await page.getByRole('button', { name: 'Op bestellijst' }).click()
  const dialog = page.getByRole('dialog', { name: 'Op bestellijst zetten' })
  await expect(dialog.getByText('Je moet ingelogd zijn om je favorieten te bekijken.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Inloggen' }).click()
  await expect(page.getByRole('dialog', { name: 'Inloggen' })).toBeVisible()
})

test('in /de the German dealer creates a list and deletes it after confirming', async ({ page }) => {
  await signIn(page, 'de', MUELLER)
  await page.goto('/de/my-account/orderlist')
  await hydrated(page)
  await page.getByRole('button', { name: 'Liste anlegen' }).click()
  await expect(page.getByText('Der Listenname fehlt.')).toBeVisible()
  await page.getByLabel('Name der Liste').fill(WERKSTATT)
  await page.getByRole('button', { name: 'Liste anlegen' }).click()
  await expect(page.getByRole('link', { name: WERKSTATT })).toBeVisible()
  await page.getByRole('button', { name: `${WERKSTATT} löschen` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Bestellliste löschen?' })
  await expect(confirm.getByRole('button', { name: 'Abbrechen' })).toBeFocused()
  expect(await violationsIn(page, '.orderlist-modal')).toEqual([])
  await confirm.getByRole('button', { name: 'Ja, löschen' }).click()
  await expect(page.getByRole('status').filter({ hasText: `„${WERKSTATT}“ wurde gelöscht.` })).toBeVisible()
  await expect(page.getByRole('link', { name: WERKSTATT })).toHaveCount(0)
})

test('a purchaser acting for Jansen copies one of their own lists to him', async ({ page, request }) => {
  const purchaser = await makePurchaser(request, [JANSEN], {
    prefix: 'verkoop-lijst',
    firstname: 'Vera',
    lastname: 'Verkoop',
  })
  const product = await simpleProduct('nl')
  // the purchaser's own assortment, kept under their own account
  const own = await apiLogin(request, purchaser, PURCHASER_PASSWORD)
  const ownId = (await (await request.get(`/api/user/me?token=${own}`)).json()).result.id
  const assortment = `Basisassortiment ${RUN}`
  const made = await request.post(`/api/orderlist/add-list?token=${own}`, {
    data: { customerId: ownId, name: assortment },
  })
  expect(made.status(), await made.text()).toBe(200)
  const listId = (await made.json()).result.list_id
  const put = await request.post(`/api/orderlist/add-product?token=${own}`, {
    data: { customerId: ownId, listId, entityId: product.id, defaultAmount: 4 },
  })
  expect(put.status(), await put.text()).toBe(200)

  // sign in, take Jansen over in Customer mode on the picker
  await page.goto('/')
  await hydrated(page)
  await page.getByTestId('login-button').click()
  const login = page.getByRole('dialog', { name: 'Inloggen' })
  await login.getByLabel('E-mailadres').fill(purchaser)
  await login.getByLabel('Wachtwoord', { exact: true }).fill(PURCHASER_PASSWORD)
  await login.getByRole('button', { name: 'Inloggen' }).click()
  await expect(page).toHaveURL(/\/my-account\/customers$/)
  await page.getByRole('radio', { name: 'Klant', exact: true }).check()
  await page.getByRole('searchbox', { name: 'Zoek een klant' }).fill('jansen')
  await page.getByRole('button', { name: /^Overnemen: .*Rijwielhandel Jansen.*, Klant$/ }).click()
  await expect(page.getByRole('complementary', { name: 'Werken voor een klant' })).toBeVisible()

  // Jansen's lists, and the purchaser's own below them
  await page.goto('/my-account/orderlist')
  await hydrated(page)
  const ownLists = page.getByRole('region', { name: 'Je eigen lijsten' })
  await ownLists.getByRole('button', { name: `${assortment} naar deze klant kopiëren` }).click()
  const dialog = page.getByRole('dialog', { name: `${assortment} naar deze klant kopiëren` })
  const copyName = `Voorjaar Jansen ${RUN}`
  await dialog.getByLabel('Naam van de kopie').fill(copyName)
  await dialog.getByRole('button', { name: 'Naar deze klant kopiëren' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `De lijst is gekopieerd als "${copyName}".` }),
  ).toBeVisible()
  const copied = page
    .getByRole('list', { name: 'Je bestellijsten' })
    .getByRole('listitem')
    .filter({ hasText: copyName })
  await expect(copied.getByText('1 product')).toBeVisible()
  await expect(copied.getByText('Aangemaakt door je vertegenwoordiger')).toBeVisible()

  // Jansen himself has it, with the line and its default amount
  const jansen = await apiLogin(request, JANSEN, PASSWORD)
  const jansenId = (await (await request.get(`/api/user/me?token=${jansen}`)).json()).result.id
  const lists = (
    await (await request.get(`/api/orderlist/lists?customer_id=${jansenId}&token=${jansen}`)).json()
  ).result as Doc[]
  const copy = lists.find((list) => list.name === copyName)!
  expect(copy.item_count).toBe(1)
  const items = (
    await (
      await request.get(
        `/api/orderlist/items?customer_id=${jansenId}&list_id=${copy.list_id}&token=${jansen}`,
      )
    ).json()
  ).result as Doc[]
  expect(items.map((item) => [item.sku, item.default_amount])).toEqual([[product.sku, 4]])
})
