import { readFile } from 'node:fs/promises'

import type { Locator } from '@playwright/test'

import { expect, test } from './support/csp'
import { signIn } from './support/session'

/**
 * Issue 15 points 6 and 7 in Chromium on the demo build: a Catalyst downloads a certificate from
 * My Accomplishments (its PDF text is read back), views it in the app, and a visitor with no
 * session opens its public verification page: "valid", and the first page drawn by pdf.js.
 */
const CATALYST = 'counsellor@catalyst.demo'

/** The PDF's text, read back with pdf.js in Node. */
async function pdfText(path: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = pdfjs.getDocument({
    data: new Uint8Array(await readFile(path)),
    standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`,
  })
  const pdf = await task.promise
  const content = await (await pdf.getPage(1)).getTextContent()
  await task.destroy()
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
}

/** The canvas shows a drawn page: visible, wide, and not one flat colour. */
async function expectDrawn(canvas: Locator) {
  await expect(canvas).toBeVisible({ timeout: 20_000 })
  const { width, colours } = await canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d')!
    const { data } = context.getImageData(0, 0, element.width, element.height)
    const seen = new Set<number>()
    for (let index = 0; index < data.length && seen.size < 50; index += 4 * 97)
      seen.add((data[index]! << 16) | (data[index + 1]! << 8) | data[index + 2]!)
    return { width: element.getBoundingClientRect().width, colours: seen.size }
  })
  expect(width).toBeGreaterThan(250)
  expect(width).toBeLessThanOrEqual(800)
  expect(colours).toBeGreaterThan(2)
}

for (const look of [
  { width: 375, colorScheme: 'dark' as const },
  { width: 1440, colorScheme: 'light' as const },
]) {
  test(`a certificate downloads, shows in the app and verifies publicly (${look.width} px, ${look.colorScheme})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: look.width, height: 900 })
    await page.emulateMedia({ colorScheme: look.colorScheme })
    await page.goto('/auth/login?mock-reset')
    await signIn(page, CATALYST)
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
    await page.goto('/my-achievements')

    const card = page.getByRole('article').first()
    const badgeName = (await card.getByRole('heading', { level: 2 }).textContent()) ?? ''
    const downloading = page.waitForEvent('download')
    await card.getByRole('button', { name: /Download Certificate/ }).click()
    const download = await downloading
    await expect(page.getByText('Certificate downloaded successfully!')).toBeVisible()
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    const text = await pdfText(await download.path())
    expect(text).toContain('Certificate of Achievement')
    expect(text).toContain('Meera Iyer')
    expect(text).toContain(badgeName)
    expect(text).toContain('/verification/certificate/')

    await card.getByRole('link', { name: /View Certificate/ }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verified Badge Certificate' }),
    ).toBeVisible()
    await expectDrawn(page.getByRole('img', { name: `${badgeName} certificate` }))
    const publicUrl = await page
      .getByRole('link', { name: 'Public verification page' })
      .getAttribute('href')
    expect(publicUrl).toBeTruthy()

    // A visitor: another context, no session, the same mock world's address.
    const visitor = await browser.newContext({
      viewport: { width: look.width, height: 900 },
      colorScheme: look.colorScheme,
    })
    try {
      const visit = await visitor.newPage()
      await visit.goto(publicUrl!)
      await expect(
        visit.getByText('This certificate is valid: Catalyst issued it to Meera.'),
      ).toBeVisible({
        timeout: 20_000,
      })
      await expectDrawn(visit.getByRole('img', { name: 'Certificate issued to Meera' }))
      await visit.goto(publicUrl!.replace(/\/Meera$/, '/Someone'))
      await expect(visit.getByText('Certificate not found or invalid.')).toBeVisible({
        timeout: 20_000,
      })
    } finally {
      await visitor.close()
    }
  })
}
