import type { Page } from '@playwright/test'
import { build, type Rolldown } from 'vite'

import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '../../src/lib/sanitize/allow-list'
import { findDangers } from '../security/find-dangers'
import { surfaces } from '../security/surfaces'
import { xssPayloads } from '../security/xss-payloads'

import { expect, test as cspTest } from './support/csp'

/**
 * Every XSS payload through every surface that shows user- or server-supplied text, in Chromium:
 * nothing may run. Execution is caught three ways: the payloads' own detector `__xss(id)`,
 * any alert/confirm/prompt dialog, and (from support/csp.ts) any CSP violation, which is what
 * an injected inline handler or script produces under the app's policy.
 */
const test = cspTest.extend<{ executions: string[] }>({
  executions: async ({ page }, provide) => {
    const executions: string[] = []
    await page.exposeFunction('__xss', (id: number) => {
      executions.push(`payload ${id} ran`)
    })
    page.on('dialog', (dialog) => {
      executions.push(`${dialog.type()} dialog: ${dialog.message()}`)
      void dialog.dismiss()
    })
    await provide(executions)
  },
})

test.describe('no XSS payload runs on any surface', () => {
  for (const surface of surfaces) {
    test(`${surface.name} (${surface.kind})`, async ({ page, executions }) => {
      // ~300 client-side navigations per route surface: quick alone, slower on a loaded machine.
      test.setTimeout(180_000)
      await surface.exercise(page, xssPayloads)
      expect(executions).toEqual([])
    })
  }
})

/**
 * The sanitiser itself in real Chromium, whose HTML parser (not jsdom's) decides what mutation
 * XSS does. Its output goes live into a page with no CSP, so anything that slips through would
 * really run and call the detector.
 */
test.describe('sanitised rich text in Chromium', () => {
  const harness = 'http://sanitiser.test/'
  let bundle = ''

  test.beforeAll(async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        minify: false,
        lib: {
          entry: 'src/lib/sanitize/sanitize-html.ts',
          formats: ['iife'],
          name: 'CatalystSanitize',
        },
      },
    })) as Rolldown.RolldownOutput[]
    bundle = output[0]?.output[0].code ?? ''
    expect(bundle).toContain('CatalystSanitize')
  })

  test.beforeEach(async ({ page }) => {
    await page.route(`${harness}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><head><title>harness</title></head><body></body></html>',
      }),
    )
    await page.goto(harness)
    await page.addScriptTag({ content: bundle })
  })

  /** Renders sanitised html into the live page and waits for its images and frames to settle. */
  async function renderAll(page: Page, htmls: string[]) {
    return page.evaluate(async (list) => {
      const { CatalystSanitize } = window as unknown as {
        CatalystSanitize: { sanitizeHtml: (html: string) => string }
      }
      const outputs = list.map((html) => CatalystSanitize.sanitizeHtml(html))
      for (const output of outputs) {
        const box = document.createElement('div')
        box.innerHTML = output
        document.body.append(box)
      }
      // onerror/onload fire after loads settle: give every resource a chance to fail.
      await Promise.all(
        [...document.querySelectorAll('img, iframe')].map(
          (element) =>
            new Promise((resolve) => {
              element.addEventListener('load', resolve, { once: true })
              element.addEventListener('error', resolve, { once: true })
              setTimeout(resolve, 1_000)
            }),
        ),
      )
      return outputs
    }, htmls)
  }

  test('the detector catches a payload that runs (control)', async ({ page, executions }) => {
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="__xss(0)">')
    })
    await expect.poll(() => executions).toEqual(['payload 0 ran'])
    executions.length = 0
  })

  test('no payload survives sanitising', async ({ page, executions }) => {
    const outputs = await renderAll(
      page,
      xssPayloads.map((payload) => payload.html),
    )
    for (const [index, output] of outputs.entries()) {
      const dangers = await page.evaluate(findDangers, {
        html: output,
        allowedTags: [...ALLOWED_TAGS],
        allowedAttributes: [...ALLOWED_ATTRIBUTES],
      })
      expect(dangers, `payload ${xssPayloads[index]?.id}`).toEqual([])
    }
    // Clicking every surviving link must not run anything either.
    for (const link of await page.locator('a[href]').all()) {
      const href = await link.getAttribute('href')
      expect(href ?? '').not.toMatch(/^\s*(javascript|vbscript|data):/i)
    }
    expect(executions).toEqual([])
  })

  test('allowed formatting survives', async ({ page }) => {
    const [output] = await renderAll(page, [
      '<h2>Plans</h2><p><b>Bold</b>, <i>italic</i>, <em>em</em>, <strong>strong</strong><br>' +
        '<span style="color: rgb(255, 0, 0)">red</span></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<a href="https://example.org/guide" target="_blank" title="Guide">guide</a><hr>' +
        '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==" alt="dot" width="1" height="1">' +
        '<table><tr><th colspan="2">Head</th></tr><tr><td rowspan="1">Cell</td></tr></table>' +
        '<pre><code>code()</code></pre><blockquote>quote</blockquote><div>block</div>',
    ])
    for (const selector of [
      'h2',
      'b',
      'i',
      'em',
      'strong',
      'br',
      'span[style*="color"]',
      'ul > li',
      'ol > li',
      'a[href="https://example.org/guide"][target="_blank"][rel="noopener noreferrer"][title="Guide"]',
      'hr',
      'img[alt="dot"][width="1"][height="1"][src^="data:image/png"]',
      'th[colspan="2"]',
      'td[rowspan="1"]',
      'pre > code',
      'blockquote',
      'div > div',
    ])
      await expect(page.locator(selector).first(), selector).toBeAttached()
    expect(output).toContain('<b>Bold</b>')
    await expect(page.getByText('red')).toHaveCSS('color', 'rgb(255, 0, 0)')
  })
})
