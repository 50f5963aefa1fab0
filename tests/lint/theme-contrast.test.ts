import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { PROGRESS_FILL_TOKENS } from '../../src/components/ui/progress-bar'

/**
 * The primary button's text on its background, at rest and under the pointer, in both themes
 * (src/styles.css): WCAG AA for normal text, 4.5:1. A hover tint towards the page once fell to
 * 4.48:1, which axe caught only when the pointer happened to rest on a button.
 */
const css = readFileSync(new URL('../../src/styles.css', import.meta.url), 'utf8')

function block(selector: string): Record<string, string> {
  const body = new RegExp(`^${selector.replace('.', '\\.')} \\{([\\s\\S]*?)^\\}`, 'm').exec(
    css,
  )?.[1]
  if (!body) throw new Error(`${selector} not found in src/styles.css`)
  const tokens: Record<string, string> = {}
  for (const [, name, value] of body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi))
    if (name && value) tokens[name] = value
  return tokens
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

describe.each([':root', '.dark'])('%s', (selector) => {
  const theme = block(selector)
  it.each(['primary', 'primary-hover'])('primary-foreground on %s is at least 4.5:1', (token) => {
    expect(theme[token], `--${token} in ${selector}`).toBeDefined()
    expect(contrast(theme['primary-foreground']!, theme[token]!)).toBeGreaterThanOrEqual(4.5)
  })
})

/** Hue in degrees (0 red, 60 yellow, 120 green). */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ]
  const max = Math.max(r, g, b)
  const range = max - Math.min(r, g, b)
  if (range === 0) return 0
  const sector =
    max === r ? ((g - b) / range) % 6 : max === g ? (b - r) / range + 2 : (r - g) / range + 4
  return (sector * 60 + 360) % 360
}

/**
 * The progress bar's colours (spec part 2 section 9): red at 25 % or below, yellow at 50 % or
 * below, otherwise green. Each fill's edge stands 3:1 off the track (WCAG 1.4.11, graphics), and
 * the yellow reads as yellow, not as the burnt orange (#b54708, hue 22) that sat next to the red.
 */
describe.each([':root', '.dark'])('progress fills in %s', (selector) => {
  const theme = block(selector)
  const colour = (token: string) => {
    expect(theme[token], `--${token} in ${selector}`).toBeDefined()
    return theme[token]!
  }

  it.each(Object.entries(PROGRESS_FILL_TOKENS))(
    'the %s fill has an edge at least 3:1 against the track',
    (_, { edge }) => {
      expect(contrast(colour(edge), colour('surface-muted'))).toBeGreaterThanOrEqual(3)
    },
  )

  it('26-50 % is yellow, far in hue from the red and the green', () => {
    const yellow = hue(colour(PROGRESS_FILL_TOKENS.warning.fill))
    expect(yellow).toBeGreaterThanOrEqual(45)
    expect(yellow).toBeLessThanOrEqual(60)
    expect(yellow - hue(colour(PROGRESS_FILL_TOKENS.danger.fill))).toBeGreaterThanOrEqual(35)
    expect(hue(colour(PROGRESS_FILL_TOKENS.success.fill)) - yellow).toBeGreaterThanOrEqual(35)
  })
})
