/**
 * Newsletter double opt-in in Chromium (decision 0113): subscribing on the account page says to
 * check the mail; the mailed link opens a page that confirms on a click; the welcome mail's
 * signed link unsubscribes without signing in.
 */
import { expect, test } from '@playwright/test'
import { register } from './support/account.ts'
import { mailTo } from './support/outbox.ts'
import { hydrated } from './support/page.ts'

test('subscribe, confirm through the mailed link, get the coupon, unsubscribe by link', async ({ page }) => {
  await page.goto('/')
  const email = await register(page, { firstname: 'Nina', lastname: 'Nieuws' })
  await page.goto('/my-account/newsletter')
  await hydrated(page)
  await page.getByLabel('Ik wil de nieuwsbrief ontvangen').check()
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(
    page
      .getByRole('region', { name: 'Nieuwsbrief' })
      .getByRole('status')
      .filter({ hasText: 'Klik op de link daarin' }),
  ).toBeVisible()

  const confirm = await mailTo(email, /^Bevestig je aanmelding voor de nieuwsbrief$/)
  const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(confirm.text)![0])
  await page.goto(link.pathname + link.search)
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Aanmelding voor de nieuwsbrief bevestigen' })).toBeVisible()
  await page.getByRole('button', { name: 'Aanmelding bevestigen' }).click()
  await expect(page.getByText('Bedankt! Je bent aangemeld voor de nieuwsbrief.')).toBeVisible()
  await expect(page.getByText('Je welkomstkorting: FIETS10.', { exact: false })).toBeVisible()

  const welcome = await mailTo(email, /^Welkom bij de nieuwsbrief van Fietsgroothandel$/)
  const leave = new URL(/https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/.exec(welcome.text)![0])
  await page.goto(leave.pathname + leave.search)
  await hydrated(page)
  await page.getByRole('button', { name: 'Afmelden' }).click()
  await expect(page.getByText('Je bent afgemeld. Je ontvangt de nieuwsbrief niet meer.')).toBeVisible()

  await page.goto('/my-account/newsletter')
  await hydrated(page)
  await expect(page.getByLabel('Ik wil de nieuwsbrief ontvangen')).not.toBeChecked()
})
