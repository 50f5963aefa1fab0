import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { isGenerated, readTracked, trackedFiles } from './tracked-files'

/**
 * One clock, one date (issue 36: "10:00-13:00", "10:00 AM – 01:00 PM", "04:30–05:15" and
 * "04:30-05:15" were all on screen, the native time input followed the browser's 12-hour locale
 * and the date field asked for "DD/MM/YYYY"). Times and dates are written by src/lib/format only
 * (formatDate, formatTime, clockTime, clockRange, formatTimeRange...) and entered with the one
 * TimeField and DateField. This reads the code (comments aside) for the ways around them.
 */
const HAND_FORMATS: ReadonlyArray<readonly [why: string, pattern: RegExp]> = [
  ['the browser’s locale writes the time or date', /\btoLocale(Time|Date)String\b/],
  ['a 12- or 24-hour switch of its own', /\bhour12\b|\bhourCycle\b/],
  ['a time or date pattern of its own', /['"`][^'"`]*\b(hh:mm|HH:mm|DD\/MM\/YYYY|MM\/DD\/YYYY)\b/],
  ['hours, minutes or days padded by hand', /\.\s*padStart\s*\(\s*2\s*,\s*['"]0['"]\s*\)/],
  ['a native time input (TimeField is the one)', /\btype\s*=\s*\{?\s*['"]time['"]/],
]

/** Where the one form lives, and what is not product code. */
const EXEMPT = [/^src\/lib\/format\//, /\.test\.tsx?$/, /\.stories\.tsx$/]

/** The file's code without its comments (prose may quote any format). */
function code(file: string, text: string): string {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    text,
  )
  const parts: string[] = []
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan())
    parts.push(scanner.getTokenText())
  return parts.join(' ')
}

function offenders(file: string, text: string): string[] {
  const body = code(file, text)
  return HAND_FORMATS.filter(([, pattern]) => pattern.test(body)).map(([why]) => `${file}: ${why}`)
}

describe('one clock and one date form: no component writes a time or date by hand', () => {
  const files = trackedFiles().filter(
    (file) =>
      /^src\/.*\.(ts|tsx)$/.test(file) &&
      !isGenerated(file) &&
      !EXEMPT.some((pattern) => pattern.test(file)),
  )

  it('reads the app’s code', () => {
    expect(files.length).toBeGreaterThan(300)
  })

  it('names the ways around the one formatter, and lets prose and the formatter’s calls be', () => {
    const planted = [
      'const at = date.toLocaleTimeString()',
      "const pattern = 'HH:mm'",
      "const two = String(hours).padStart(2, '0')",
      'return <input type="time" />',
      'const options = { hour12: false }',
    ].join('\n')
    expect(offenders('src/features/probe.tsx', planted)).toHaveLength(5)
    const allowed = [
      '// a `HH:MM` time, "DD/MM/YYYY" as people write it, toLocaleTimeString in prose',
      'const text = clockRange(range.start, range.end)',
      'return <TimeField value={value} onChange={onChange} aria-label="From" />',
      "const id = String(count).padStart(3, '0')",
    ].join('\n')
    expect(offenders('src/features/probe.tsx', allowed)).toEqual([])
  })

  it('finds none in the code', () => {
    expect(files.flatMap((file) => offenders(file, readTracked(file)))).toEqual([])
  })
})
