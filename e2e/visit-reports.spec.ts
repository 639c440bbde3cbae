/**
 * Visit reports and todos (issue 19, spec 001 §3, §4, §5, §7): the demo purchaser
 * verkoop@fietsgroothandel.nl opens "Bezoekrapporten" from the account menu, picks dealer Jansen,
 * writes a visit report with two todos (a todo without expire date first meets 'Missing data in
 * todo.' in Dutch), sees that there is a report today and both todos, closes one; on "Mijn taken"
 * reopens it and closes both at once with the checkboxes. The German store view labels the form in
 * German. A dealer has neither page in the menu.
 */
import { expect, test, type Page } from '@playwright/test'
import { accountViolations, amsterdamDayFromNow, signIn } from './support/after-sales.ts'

const PURCHASER = 'verkoop@fietsgroothandel.nl'
const JANSEN = 'Rijwielhandel Jansen B.V. (D10001)'

/** Answers the required questions of the Dutch form (the shop's question set). */
async function answerRequired(form: ReturnType<Page['getByRole']>) {
  await form.getByRole('radiogroup', { name: 'Soort bezoek' }).getByLabel('Regulier bezoek').check()
  await form.getByLabel('Gesproken met').fill('Piet Jansen')
  await form
    .getByRole('radiogroup', { name: /Indruk van de winkel/ })
    .getByLabel('4 van 5')
    .check()
  await form
    .getByRole('radiogroup', { name: 'Voorraad van onze merken' })
    .getByLabel('Aan de lage kant')
    .check()
  await form.getByRole('radiogroup', { name: 'Vraag naar e-bikes' }).getByLabel('Stijgend').check()
  await form
    .getByRole('radiogroup', { name: /display- of marketingmateriaal/ })
    .getByLabel('Ja')
    .check()
  await form
    .getByRole('radiogroup', { name: 'Verwachting voor het komende seizoen' })
    .getByLabel('Beter dan vorig jaar')
    .check()
  await form
    .getByRole('radiogroup', { name: /Tevredenheid over onze leveringen/ })
    .getByLabel('5 van 5')
    .check()
}

test('a purchaser writes a visit report with two todos, closes one, reopens and bulk-closes them', async ({
  page,
}) => {
  // a long journey through two pages on a 2-core machine
  test.slow()
  const stamp = Date.now().toString().slice(-6)
  const first = `Folders najaar brengen ${stamp}`
  const second = `Showroom e-bikes bespreken ${stamp}`

  await signIn(page, PURCHASER)
  await page.goto('/my-account')
  const menu = page.getByRole('navigation', { name: 'Mijn account' })
  await menu.getByRole('link', { name: 'Bezoekrapporten' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bezoekrapporten' })).toBeVisible()
  await page.getByLabel('Klant', { exact: true }).selectOption({ label: JANSEN })
  await expect(page).toHaveURL(/\/my-account\/reports\?customer=\d+/)
  await expect(page.getByRole('heading', { level: 2, name: JANSEN })).toBeVisible()
  await expect(page.getByTestId('todo-counts')).toContainText('Open taken')
  // the demo's overdue todo of Jansen (seeded 3 days past its date): counted, and first in the list
  await expect(page.getByTestId('todo-counts')).toContainText('Te laat1')
  const overdue = 'Twee e-bike displays en winterposters leveren'
  await expect(
    page.getByRole('list', { name: 'Taken van deze klant' }).getByTestId('todo').first(),
  ).toContainText(`${overdue}`)

  const form = page.getByRole('form', { name: 'Nieuw bezoekrapport' })
  // nothing answered: the required questions say so, focus on the first
  await form.getByRole('button', { name: 'Rapport versturen' }).click()
  await expect(form.getByRole('alert')).toContainText('Het rapport is nog niet verstuurd')
  await expect(form.getByText('Dit veld is verplicht.').first()).toBeVisible()
  await expect(
    form.getByRole('radiogroup', { name: 'Soort bezoek' }).getByRole('radio').first(),
  ).toBeFocused()

  await answerRequired(form)
  await form.getByRole('button', { name: 'Taak toevoegen' }).click()
  const todo1 = form.getByRole('group', { name: 'Taak 1' })
  await expect(todo1.getByLabel('Actiepunt')).toBeFocused()
  await todo1.getByLabel('Actiepunt').fill(first)
  await todo1.getByLabel('Vervaldatum').fill(amsterdamDayFromNow(7))
  // the purchaser themself by default
  await expect(todo1.getByLabel('Toegewezen aan')).toHaveValue(/\d+/)
  await expect(todo1.getByLabel('Toegewezen aan').locator('option:checked')).toHaveText(/\(ik\)$/)
  await form.getByRole('button', { name: 'Taak toevoegen' }).click()
  const todo2 = form.getByRole('group', { name: 'Taak 2' })
  await todo2.getByLabel('Actiepunt').fill(second)

  // a todo without expire date: the spec's 'Missing data in todo.', in Dutch
  await form.getByRole('button', { name: 'Rapport versturen' }).click()
  await expect(todo2.getByText('Ontbrekende gegevens in taak.')).toBeVisible()
  await expect(form.getByText('Missing data in todo.')).toHaveCount(0)
  await expect(todo2.getByLabel('Vervaldatum')).toBeFocused()

  await todo2.getByLabel('Vervaldatum').fill(amsterdamDayFromNow(14))
  await form.getByRole('button', { name: 'Rapport versturen' }).click()
  await expect(form.getByRole('status')).toHaveText('Het bezoekrapport is opgeslagen, met 2 taken.')
  await expect(page.getByTestId('has-report')).toContainText(
    'Er is vandaag al een bezoekrapport voor deze klant',
  )

  const todos = page.getByRole('list', { name: 'Taken van deze klant' })
  await expect(todos.getByTestId('todo').filter({ hasText: first })).toContainText('Open')
  await expect(todos.getByTestId('todo').filter({ hasText: second })).toBeVisible()
  await page.getByRole('button', { name: `Afronden: ${first}` }).click()
  await expect(page.getByText('1 taak afgerond.')).toBeVisible()
  await expect(todos.getByTestId('todo').filter({ hasText: first })).toContainText('Afgerond')
  await expect(page.getByRole('button', { name: `Heropenen: ${first}` })).toBeVisible()
  const report = page.getByRole('region', { name: 'Eerdere bezoekrapporten' }).locator('details').first()
  await report.locator('summary').click()
  await expect(report).toContainText('Piet Jansen')
  await expect(report).toContainText('4 van 5')
  expect(await accountViolations(page)).toEqual([])

  // "Mijn taken": across customers, with the customer's name
  await menu.getByRole('link', { name: 'Mijn taken' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn taken' })).toBeVisible()
  const mine = page.getByRole('list', { name: 'Mijn taken' })
  const mineFirst = mine.getByTestId('todo').filter({ hasText: first })
  const mineSecond = mine.getByTestId('todo').filter({ hasText: second })
  await expect(mineFirst).toContainText('Rijwielhandel Jansen')
  // overdue first, across customers
  await expect(mine.getByTestId('todo').first()).toContainText(overdue)
  await expect(mine.getByTestId('todo').first()).toContainText('Te laat')
  await expect(mineFirst).toContainText('Afgerond')
  await expect(mineSecond).toContainText('Open')
  await page.getByRole('button', { name: `Heropenen: ${first}` }).click()
  await expect(page.getByText('1 taak heropend.')).toBeVisible()
  await expect(mineFirst).toContainText('Open')

  await page.getByRole('checkbox', { name: `Selecteer: ${first}` }).check()
  await page.getByRole('checkbox', { name: `Selecteer: ${second}` }).check()
  await expect(page.getByText('2 taken geselecteerd')).toBeVisible()
  await page.getByRole('button', { name: 'Geselecteerde afronden' }).click()
  await expect(page.getByText('2 taken afgerond.')).toBeVisible()
  await expect(mineFirst).toContainText('Afgerond')
  await expect(mineSecond).toContainText('Afgerond')
  expect(await accountViolations(page)).toEqual([])

  // and it stays so: the customer's page reads the same from the server
  await page.goto('/my-account/todos')
  await expect(
    page.getByRole('list', { name: 'Mijn taken' }).getByTestId('todo').filter({ hasText: second }),
  ).toContainText('Afgerond')
})

test('the German store view labels the visit report form in German', async ({ page }) => {
  await signIn(page, PURCHASER, 'de')
  await page.goto('/de/my-account/reports')
  await expect(page.getByRole('heading', { level: 1, name: 'Besuchsberichte' })).toBeVisible()
  await page.getByLabel('Kunde', { exact: true }).selectOption({ label: 'Fahrradhaus Müller GmbH (D10011)' })
  const form = page.getByRole('form', { name: 'Neuer Besuchsbericht' })
  await expect(form.getByRole('radiogroup', { name: 'Art des Besuchs' })).toBeVisible()
  await expect(form.getByLabel('Regulärer Besuch')).toBeVisible()
  await expect(form.getByLabel('Gesprochen mit')).toBeVisible()
  await expect(
    form.getByRole('radiogroup', { name: /Zufriedenheit mit unseren Lieferungen/ }).getByLabel('3 von 5'),
  ).toBeVisible()
  await expect(form.getByText('Felder mit * sind Pflichtfelder.')).toBeVisible()
  await form.getByRole('button', { name: 'Aufgabe hinzufügen' }).click()
  const todo = form.getByRole('group', { name: 'Aufgabe 1' })
  await todo.getByLabel('Maßnahme').fill('Schulung planen')
  await form.getByRole('button', { name: 'Bericht senden' }).click()
  await expect(form.getByText('Dieses Feld ist ein Pflichtfeld.').first()).toBeVisible()
  await expect(todo.getByText('Fehlende Angaben in der Aufgabe.')).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Mein Konto' })
  await expect(menu.getByRole('link', { name: 'Meine Aufgaben' })).toBeVisible()
})

test('a dealer has no visit reports or todos in the menu and reads why on the page', async ({ page }) => {
  await signIn(page)
  await page.goto('/my-account/reports')
  const menu = page.getByRole('navigation', { name: 'Mijn account' })
  await expect(menu.getByRole('link', { name: 'Klantenkaart' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Bezoekrapporten' })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: 'Mijn taken' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Bezoekrapporten' }).getByRole('alert')).toHaveText(
    'Bezoekrapporten en taken zijn er alleen voor verkopers.',
  )
})

test('while acting for a dealer, the reports page opens on that dealer', async ({ page }) => {
  await signIn(page, PURCHASER)
  await page.goto('/my-account/customers')
  await expect(page.getByRole('heading', { level: 1, name: 'Klant kiezen' })).toBeVisible()
  await page.getByRole('radio', { name: 'Aparte winkelwagen', exact: true }).check()
  await page.getByRole('searchbox', { name: 'Zoek een klant' }).fill('D10002')
  await page.getByRole('button', { name: /^Overnemen: .*Fietsenmaker Bakker/ }).click()
  await expect(page.getByRole('complementary', { name: 'Werken voor een klant' })).toBeVisible()
  await page.goto('/my-account')
  await page
    .getByRole('navigation', { name: 'Mijn account' })
    .getByRole('link', { name: 'Bezoekrapporten' })
    .click()
  await expect(page.getByLabel('Klant', { exact: true }).locator('option:checked')).toHaveText(
    'Fietsenmaker Bakker (D10002)',
  )
  await expect(page.getByRole('heading', { level: 2, name: 'Fietsenmaker Bakker (D10002)' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Nieuw bezoekrapport' })).toBeVisible()
  await page
    .getByRole('complementary', { name: 'Werken voor een klant' })
    .getByRole('button', { name: /^Stoppen/ })
    .click()
})
