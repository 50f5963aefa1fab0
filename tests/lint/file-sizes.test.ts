import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { readTracked, trackedFiles } from './tracked-files'

/**
 * No hand-written file over 300 lines (issue 33), the contract and the docs included: ESLint's
 * max-lines (eslint.config.js) measures the code, this measures every other text file git holds
 * (YAML, Markdown, JSON, CSS, HTML, settings). The README a newcomer reads first stays shorter.
 */
const MAX_LINES = 300
const README_MAX_LINES = 200

/** ESLint's files: measured there. */
const CODE = /\.(ts|tsx|js|mjs)$/

/**
 * Written by tools: the lockfile, the world map built by scripts/generate-world-map.mjs, and the
 * contract's bundle (scripts/bundle-openapi.mjs) that generation and the tests read.
 */
const GENERATED = [/^package-lock\.json$/, /^public\/maps\//, /^openapi\/bundled\//]

/**
 * Indexes of one-line entries, nothing to read as prose: measured against a limit of their own.
 * components/schemas.yaml names each schema of the contract once (a map openapi.yaml $refs
 * whole, so it cannot be split); it grows by a line per schema.
 */
const INDEXES: Readonly<Record<string, number>> = { 'openapi/components/schemas.yaml': 400 }

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

function measured(): Map<string, number> {
  const sizes = new Map<string, number>()
  for (const file of trackedFiles()) {
    if (CODE.test(file) || GENERATED.some((pattern) => pattern.test(file))) continue
    const text = readTracked(file)
    // A NUL byte marks a binary file (a PDF, an image): it has no lines to count.
    if (!text.includes('\0')) sizes.set(file, lineCount(text))
  }
  return sizes
}

describe('file sizes', () => {
  const sizes = measured()

  it('measures the text files that ESLint does not read', () => {
    expect([...sizes.keys()]).toEqual(
      expect.arrayContaining(['README.md', 'openapi/redocly.yaml', 'package.json', '.ci/run']),
    )
    expect(lineCount('a\nb\n')).toBe(2)
    expect(lineCount('a\nb')).toBe(2)
  })

  it(`has no hand-written text file over ${MAX_LINES} lines`, () => {
    const over = [...sizes]
      .filter(([file, lines]) => lines > (INDEXES[file] ?? MAX_LINES))
      .map(([f, n]) => `${f}: ${n}`)
    expect(over).toEqual([])
  })

  it('keeps each index to references, one per schema', () => {
    for (const file of Object.keys(INDEXES)) {
      const entries = Object.values(parse(readTracked(file)) as Record<string, unknown>)
      expect(entries.filter((entry) => Object.keys(entry as object).join() !== '$ref')).toEqual([])
    }
  })

  it(`keeps the README under ${README_MAX_LINES} lines`, () => {
    expect(sizes.get('README.md')).toBeLessThan(README_MAX_LINES)
  })
})
