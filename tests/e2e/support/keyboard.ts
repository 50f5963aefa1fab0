import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Keyboard helpers of the accessibility gates (issue 4 part 2): reaching an element with Tab as a
 * keyboard user does, and checking that focus shows (WCAG 2.4.7) and motion stays short.
 */

/** The parts of an element's computed style that can draw a focus indicator. */
export interface FocusStyle {
  outlineStyle: string
  outlineWidth: string
  outlineColor: string
  boxShadow: string
}

export function focusStyleOf(target: Locator): Promise<FocusStyle> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
    }
  })
}

/** Alpha of a computed colour (`rgb(...)`, `rgba(...)`, `transparent`). */
function alphaOf(color: string): number {
  if (color === 'transparent') return 0
  const rgba = /^rgba\(([^)]+)\)/.exec(color)
  if (rgba) return Number(rgba[1]?.split(',')[3] ?? 1)
  return 1
}

/** True when the outline is drawn: a style, a width and a colour one can see. */
export function outlineVisible(style: FocusStyle): boolean {
  return (
    style.outlineStyle !== 'none' &&
    Number.parseFloat(style.outlineWidth) > 0 &&
    alphaOf(style.outlineColor) > 0
  )
}

/** True when some shadow layer (e.g. a Tailwind ring) has a visible colour and an extent. */
export function shadowVisible(boxShadow: string): boolean {
  if (boxShadow === 'none') return false
  return boxShadow.split(/,\s*(?=rgba?\(|transparent)/).some((layer) => {
    const color = /^(rgba?\([^)]*\)|transparent)/.exec(layer)?.[1] ?? ''
    const lengths = [...layer.matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]))
    // offset-x, offset-y, blur, spread: a ring is a spread, a glow a blur.
    return alphaOf(color) > 0 && lengths.slice(2).some((length) => length > 0)
  })
}

/**
 * The focused look must differ from the unfocused one by an outline or a shadow that can be
 * seen (WCAG 2.4.7). `unfocused` is the same element's style while it did not have focus.
 */
export function expectFocusIndicator(focused: FocusStyle, unfocused: FocusStyle, what: string) {
  const outline =
    outlineVisible(focused) &&
    (!outlineVisible(unfocused) ||
      focused.outlineColor !== unfocused.outlineColor ||
      focused.outlineWidth !== unfocused.outlineWidth)
  const shadow = shadowVisible(focused.boxShadow) && focused.boxShadow !== unfocused.boxShadow
  expect(
    outline || shadow,
    `${what} shows no focus indicator (focused ${JSON.stringify(focused)}, unfocused ${JSON.stringify(unfocused)})`,
  ).toBe(true)
}

/** Whether `target` is the focused element. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement)
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through a page,
 * then checks that it shows a focus indicator. Fails when `max` presses do not reach it.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  what: string,
  { backwards = false, max = 20 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible()
  const unfocused = await focusStyleOf(target)
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if (await isFocused(target)) {
      expectFocusIndicator(await focusStyleOf(target), unfocused, what)
      return
    }
  }
  throw new Error(
    `${what} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`,
  )
}

/** Whether the focused element is inside `container`. */
export function focusIsWithin(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement))
}

/** Longest transition or animation duration, in ms, of an element (comma lists, s or ms). */
export function longestMotionMs(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element)
    const toMs = (value: string) =>
      value.endsWith('ms') ? Number.parseFloat(value) : Number.parseFloat(value) * 1000
    const durations = [style.transitionDuration, style.animationDuration]
      .flatMap((list) => list.split(','))
      .map((value) => toMs(value.trim()))
    return Math.max(0, ...durations.filter((value) => Number.isFinite(value)))
  })
}
