import { readFile } from 'node:fs/promises'

import type { Locator, Page } from '@playwright/test'

import { expect, test } from './support/csp'
import { signIn } from './support/sign-in'

/**
 * Issue 15 points 6 and 7 in Chromium on the demo build: a Catalyst downloads a certificate from
 * My Accomplishments (its PDF text is read back), views it in the app, and a visitor, not signed
 * in, opens its public verification page: "valid", and the first page drawn by pdf.js.
 * Issue 27: the holder's page shows the whole PDF (every page, zoom, download, print), and a
 * public page whose PDF cannot be drawn keeps its verdict apart from that failure.
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
async function expectDrawn(canvas: Locator, maxWidth = 800) {
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
  expect(width).toBeLessThanOrEqual(maxWidth)
  expect(colours).toBeGreaterThan(2)
}

/** Its width on screen, once drawn again (the spinner gone). */
async function drawnWidth(canvas: Locator): Promise<number> {
  await expect(canvas.locator('xpath=..')).toHaveAttribute('aria-busy', 'false', {
    timeout: 20_000,
  })
  return canvas.evaluate((element) => element.getBoundingClientRect().width)
}

declare global {
  interface Window {
    __printed?: Array<{ alt: string; width: number }>
  }
}

/**
 * The holder's view (issue 27): every page drawn, zoom in past the frame (which then scrolls)
 * and back to its width, Download, and Print, which prints the PDF's pages and nothing else.
 */
async function useTheViewer(page: Page, badgeName: string) {
  const title = `${badgeName} certificate`
  const viewer = page.getByRole('region', { name: `${title}, PDF` })
  await expect(viewer.getByText('1 page', { exact: true })).toBeVisible()
  const canvas = viewer.getByRole('img', { name: `${title}, page 1 of 1` })
  await expectDrawn(canvas)
  const fitted = await drawnWidth(canvas)
  const frame = viewer.getByRole('group', { name: `${title}: 1 page` })

  for (let step = 0; step < 3; step++) await viewer.getByRole('button', { name: 'Zoom in' }).click()
  await expect.poll(() => drawnWidth(canvas)).toBeGreaterThan(fitted * 1.3)
  await expectDrawn(canvas, 5_000)
  expect(
    await frame.evaluate((element) => element.scrollWidth > element.clientWidth),
    'a page wider than the frame scrolls inside it',
  ).toBe(true)
  await viewer.getByRole('button', { name: 'Fit width' }).click()
  await expect.poll(() => drawnWidth(canvas)).toBe(fitted)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download', exact: true }).click()
  expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/)

  // The browser's dialog cannot be driven: print() records the pictures it would print, then the
  // page is looked at as print media.
  await page.evaluate(() => {
    window.print = () => {
      window.__printed = [...document.querySelectorAll<HTMLImageElement>('img[src^="blob:"]')].map(
        (image) => ({ alt: image.alt, width: image.naturalWidth }),
      )
    }
  })
  await viewer.getByRole('button', { name: 'Print' }).click()
  await expect
    .poll(() => page.evaluate(() => window.__printed?.map((image) => image.alt)))
    .toEqual([`${title}, page 1 of 1`])
  const [printed] = (await page.evaluate(() => window.__printed))!
  expect(printed!.width, 'drawn at print resolution').toBeGreaterThanOrEqual(2000)
  const sheet = page.locator('img[src^="blob:"]')
  await page.emulateMedia({ media: 'print' })
  await expect(sheet).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await expect(sheet).toBeHidden()
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
  await expect(sheet).toHaveCount(0)
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
    await useTheViewer(page, badgeName)
    const publicUrl = await page
      .getByRole('link', { name: 'Public verification page' })
      .getAttribute('href')
    expect(publicUrl).toBeTruthy()

    // A visitor: another context, not signed in, the same mock world's address.
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

test('a public certificate that cannot be drawn stays verified, says so apart, and offers the PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  await page.goto('/auth/login?mock-reset')
  await signIn(page, CATALYST)
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  await page.goto('/my-achievements')
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /View Certificate/ })
    .click()
  const publicUrl = await page
    .getByRole('link', { name: 'Public verification page' })
    .getAttribute('href')

  // A browser that refuses the canvas (as Safari does past its canvas memory): pdf.js cannot draw.
  const visitor = await browser.newContext()
  try {
    await visitor.addInitScript(() => {
      HTMLCanvasElement.prototype.getContext = () => null
    })
    const visit = await visitor.newPage()
    await visit.goto(publicUrl!)
    const verdict = visit.getByRole('status').filter({ hasText: 'This certificate is valid' })
    await expect(verdict).toHaveText(
      /Verified\s*This certificate is valid: Catalyst issued it to Meera\./,
      {
        timeout: 20_000,
      },
    )
    const drawing = visit.getByRole('alert')
    await expect(drawing).toContainText('The certificate could not be displayed in this browser.')
    await expect(drawing).toContainText('This does not affect its verification above.')
    await expect(visit.getByText(/Failed to load certificate/)).toHaveCount(0)
    const downloading = visit.waitForEvent('download')
    await drawing.getByRole('button', { name: 'Download PDF' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    expect(await pdfText(await download.path())).toContain('Certificate of Achievement')
  } finally {
    await visitor.close()
  }
})
