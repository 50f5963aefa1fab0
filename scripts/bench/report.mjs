// Writes the bench's JSON and markdown reports (reports/bench/, git-ignored).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { kib } from './bundle.mjs'
import { REPORT_DIR } from './config.mjs'

const sizes = (s) => `${kib(s.raw)} / ${kib(s.gzip)} / ${kib(s.brotli)}`
const cell = (value) => String(value).replaceAll('|', '\\|')
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n')
const stat = (s) => (s ? `${s.median} (${s.min}–${s.max})` : '–')

function bundleSection(label, build) {
  const rows = build.routes.map((route) => [
    route.name,
    route.routeId,
    route.files.filter((f) => f.endsWith('.js')).length,
    sizes(route.js),
    sizes(route.css),
    sizes(route.firstVisitJs),
  ])
  const lines = [
    `### ${label} build (${build.outDir})`,
    '',
    'Initial downloads of a first visit, KiB raw / gzip / brotli. "First-visit JS" adds the demo seed a first visit fetches in mock mode.',
    '',
    table(['Route', 'Route id', 'JS files', 'JS', 'CSS', 'First-visit JS'], rows),
    '',
    `Entry and its static imports: JS ${sizes(build.entry.js)}, CSS ${sizes(build.entry.css)}.`,
  ]
  if (build.mockBoot.files.length)
    lines.push(
      `Mock backend loaded before the first render: JS ${sizes(build.mockBoot.js)}; demo seed: ${sizes(build.seedData.js)}.`,
    )
  lines.push(`All chunks (${build.total.files} files): ${sizes(build.total)}.`, '')
  if (build.top)
    lines.push(
      "Largest modules in the sign-in page's initial JS (gzip estimate, KiB):",
      '',
      table(
        ['Module', 'gzip KiB'],
        build.top.map((m) => [m.module, kib(m.gzipEstimate)]),
      ),
      '',
    )
  return lines.join('\n')
}

export function writeReports(result) {
  mkdirSync(REPORT_DIR, { recursive: true })
  const json = join(REPORT_DIR, 'bench.json')
  writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`)
  const md = [`# Performance bench (${result.startedAt})`, '']
  if (result.machine)
    md.push(
      `Machine: ${result.machine.cpus} CPUs, load average ${result.machine.loadAverageAtStart.join(' / ')} at start and ${result.machine.loadAverageAtEnd?.join(' / ') ?? '?'} at the end (1 / 5 / 15 min). Timings from a loaded machine overstate every time-based metric.`,
      '',
    )
  md.push(
    '## Budgets',
    '',
    table(
      ['Check', 'Actual', 'Budget', 'Pass'],
      result.checks.map((c) => [
        c.name,
        `${c.actual} ${c.unit}`.trim(),
        `${c.limit} ${c.unit}`.trim(),
        c.pass ? 'yes' : '**NO**',
      ]),
    ),
    '',
  )
  md.push('## Bundle', '')
  for (const [label, build] of Object.entries(result.bundle))
    if (build) md.push(bundleSection(label, build))
  if (result.browser?.length) {
    md.push(
      '## Cold loads in Chromium',
      '',
      `${result.runs} runs each, median (min–max). Times in ms, bytes in KiB as transferred by vite preview.`,
      '',
    )
    md.push(
      table(
        ['Route', 'Build', 'FCP', 'LCP', 'CLS', 'Blocking time', 'Requests', 'KiB', 'JS KiB'],
        result.browser.map((r) => [
          r.name,
          r.build,
          stat(r.fcp),
          stat(r.lcp),
          stat(r.cls),
          stat(r.tbt),
          stat(r.requests),
          stat(r.kib),
          stat(r.jsKib),
        ]),
      ),
      '',
    )
  }
  if (result.lighthouse?.length) {
    md.push(
      '## Lighthouse',
      '',
      table(
        [
          'Route',
          'Build',
          'Preset',
          'Performance',
          'Accessibility',
          'Best practices',
          'SEO',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'CLS',
        ],
        result.lighthouse.map((r) => [
          r.routeId,
          r.build,
          r.preset,
          r.scores.performance,
          r.scores.accessibility,
          r.scores['best-practices'],
          r.scores.seo,
          r.metrics.fcp,
          r.metrics.lcp,
          r.metrics.tbt,
          r.metrics.cls,
        ]),
      ),
      '',
    )
  }
  if (result.backend) md.push(...backendSection(result.backend))
  const mdFile = join(REPORT_DIR, 'bench.md')
  writeFileSync(mdFile, `${md.join('\n')}\n`)
  return { json, md: mdFile }
}

/** The one-backend measures (scripts/bench/backend.mjs) as markdown lines. */
export function backendSection(backend) {
  return [
    '## One mock backend (large scenario, demo build)',
    '',
    `First seeding of the large scenario in a fresh profile: ${backend.firstSeedMs} ms.`,
    '',
    'List screens loaded cold (the page serves: it restores the saved scenario first), ms from navigation to the first item, median (min–max); screens opened by clicks from the first click.',
    '',
    table(
      ['Screen', 'Path', 'First page', 'Restore'],
      backend.screens.map((s) => [
        s.opened ? `${s.name} (opened by clicks)` : s.name,
        s.path,
        s.error ? '–' : stat(s),
        s.error ?? stat(s.restoreMs),
      ]),
    ),
    '',
    backend.navigation
      ? `In-app navigation Dashboard -> My Students: ${stat(backend.navigation)} ms. A chat message to the other tab: ${stat(backend.chat)} ms.`
      : '',
    '',
    backend.demoWork
      ? `Demo scenario, the mock's own work per call over ${backend.demoWork.calls} calls: handler ${backend.demoWork.workMs.median.toFixed(1)} ms median (p95 ${backend.demoWork.workMs.p95.toFixed(1)}), saving ${backend.demoWork.saveMs.median.toFixed(1)} ms (p95 ${backend.demoWork.saveMs.p95.toFixed(1)}), both ${backend.demoWork.totalMs.median.toFixed(1)} ms (p95 ${backend.demoWork.totalMs.p95.toFixed(1)}).`
      : '',
    '',
  ]
}
