import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

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
