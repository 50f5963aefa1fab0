import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import axe, { type AxeResults, type Result, type RunOptions } from 'axe-core'

import { MOCK_TOOLS_ROOT } from './a11y'

/** The axe scan of the accessibility gates (issue 4 part 2), and its readable report. */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])
/** What every scan checks: the same context and options AxeBuilder builds from these settings. */
const SCAN_CONTEXT: { include: string[]; exclude: string[] } = {
  include: [],
  exclude: [MOCK_TOOLS_ROOT],
}
const SCAN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  // Only violations are read: skipping passes and incomplete results makes each scan cheaper.
  resultTypes: ['violations'],
}

/**
 * Runs axe (WCAG 2.1 A and AA) on the page, minus the Mock tools panel; serious and critical only.
 *
 * Why not AxeBuilder every time: each `analyze()` evaluates axe's ~600 KB source again and opens
 * a blank tab to merge per-frame results, about 1.5 s a scan here against 0.15 s for `axe.run` in
 * a page that already holds axe. A page without frames has nothing to merge, so axe runs in it
 * directly, injected once and kept across in-app navigations; a page with frames goes through
 * AxeBuilder, which scans every frame.
 */
export async function seriousViolations(page: Page): Promise<Result[]> {
  await settleTransitions(page)
  const results = page.frames().length > 1 ? await axeBuilderScan(page) : await inPageScan(page)
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''))
}

type AxeWindow = { axe?: typeof axe }

/**
 * Colours caught in the middle of a transition are neither the old nor the new ones: a Submit
 * turning disabled under the pointer read 1.18:1 halfway from teal to muted (a flaky contrast
 * failure no person sees). Waits (at most a second) for the page's finite transitions to end.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]),
  )
}

async function inPageScan(page: Page): Promise<AxeResults> {
  // A full load (the first visit, /logout) drops axe; an in-app navigation keeps it.
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')
  if (!loaded) await page.evaluate(axe.source)
  const scan = ({ context, options }: { context: typeof SCAN_CONTEXT; options: RunOptions }) =>
    (window as AxeWindow).axe!.run(context, options)
  return page.evaluate(scan, { context: SCAN_CONTEXT, options: SCAN_OPTIONS })
}

/** The library's own runner, for pages with frames (and as the reference the control checks). */
export function axeBuilderScan(page: Page): Promise<AxeResults> {
  return new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude(MOCK_TOOLS_ROOT)
    .options({ resultTypes: ['violations'] })
    .analyze()
}

/** One readable block per violation: rule, impact, what it means, and each offending element. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()
          return `    - ${node.target.join(' ')}\n      ${summary}`
        })
        .join('\n')
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}`
    })
    .join('\n')
}

/**
 * Records a failure with the readable list when axe finds a serious or critical violation. Soft,
 * so one test reports every width and overlay it scans, not just the first that fails.
 */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const report = describeViolations(await seriousViolations(page))
  expect.soft(report, `serious or critical axe violations at ${where}`).toBe('')
}
