// Lighthouse 13 (desktop and mobile presets) through chrome-launcher on the system Chromium.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { CHROMIUM } from './browser.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** Runs each preset on `url`; scores 0-100, metrics in ms (CLS unitless). */
export async function runLighthouse(url, presets = ['mobile', 'desktop']) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const results = []
    for (const preset of presets) {
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      }
      const runner = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
      const { categories, audits, runtimeError } = runner.lhr
      if (runtimeError) throw new Error(`Lighthouse ${preset} on ${url}: ${runtimeError.message}`)
      const value = (id) => Math.round((audits[id]?.numericValue ?? NaN) * 1000) / 1000
      results.push({
        preset,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
        ),
        metrics: {
          fcp: Math.round(value('first-contentful-paint')),
          lcp: Math.round(value('largest-contentful-paint')),
          tbt: Math.round(value('total-blocking-time')),
          cls: value('cumulative-layout-shift'),
        },
        failedAudits: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      })
    }
    return results
  } finally {
    await chrome.kill()
  }
}
