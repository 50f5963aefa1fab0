import { expect, type Page } from '@playwright/test'

import { MOCK_TOOLS_ROOT } from './a11y'

/**
 * The phone-width gate (issue 28): at the width it is shown in, a page must not scroll sideways,
 * and nothing the user can see may stick out past the viewport's edges (where it is cut off and
 * out of reach).
 *
 * What is measured, in the page, in one pass:
 * - the document's scroll width against the viewport's width;
 * - every rendered element's box, cut by the boxes of the ancestors that clip it (overflow other
 *   than visible, e.g. a table's horizontal scroller), so that content one scrolls to inside its
 *   own box is allowed and only what is really painted past an edge counts. The root and body do
 *   not count as clipping: content they cut is exactly what is out of reach.
 * Only the outermost offender of a subtree is named; the Mock tools panel (a developer tool) is
 * left out.
 */
export async function horizontalOverflows(page: Page): Promise<string[]> {
  return page.evaluate((mockTools) => {
    const root = document.documentElement
    const viewport = root.clientWidth
    // Sub-pixel layout: half a pixel either way is rounding, not overflow.
    const tolerance = 0.5
    const problems: string[] = []
    if (root.scrollWidth > viewport) {
      problems.push(`the page is ${root.scrollWidth} px wide in a ${viewport} px viewport`)
    }

    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : ''
      const role = element.getAttribute('role')
      const label = element.getAttribute('aria-label')
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      return [
        `<${element.tagName.toLowerCase()}${id}${role ? ` role=${role}` : ''}${label ? ` "${label}"` : ''}>`,
        text ? `"${text}"` : '',
      ]
        .filter(Boolean)
        .join(' ')
    }

    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible'
    /**
     * Visually hidden (Tailwind's sr-only, for screen readers): nothing of it is painted, so it
     * cannot be cut off. Its box may still widen the page, which the scroll width above catches
     * (a table ignores sr-only's 1 px width: issue 28's dashboard).
     */
    const hidden = (style: CSSStyleDeclaration) =>
      style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)'
    /** Whether an ancestor's box contains (and so may clip) a fixed-position descendant. */
    const containsFixed = (style: CSSStyleDeclaration) =>
      style.transform !== 'none' ||
      style.filter !== 'none' ||
      style.perspective !== 'none' ||
      /paint|layout|strict|content/.test(style.contain)

    /** The element's painted horizontal extent after its clipping ancestors cut it. */
    const visibleSpan = (element: Element): [number, number] | null => {
      const rect = element.getBoundingClientRect()
      let left = rect.left
      let right = rect.right
      const own = getComputedStyle(element)
      if (hidden(own)) return null
      let fixed = own.position === 'fixed'
      for (
        let ancestor = element.parentElement;
        ancestor && ancestor !== document.body && ancestor !== root;
        ancestor = ancestor.parentElement
      ) {
        const style = getComputedStyle(ancestor)
        if (hidden(style)) return null
        if (fixed && !containsFixed(style)) continue
        fixed = style.position === 'fixed'
        if (!clips(style)) continue
        const box = ancestor.getBoundingClientRect()
        left = Math.max(left, box.left)
        right = Math.min(right, box.right)
        if (right - left <= tolerance) return null
      }
      return [left, right]
    }

    const reported: Element[] = []
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(mockTools)) continue
      if (reported.some((outer) => outer.contains(element))) continue
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      if (rect.right <= viewport + tolerance && rect.left >= -tolerance) continue
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      const span = visibleSpan(element)
      if (!span) continue
      const [left, right] = span
      if (right > viewport + tolerance) {
        problems.push(`${describe(element)} reaches x = ${Math.round(right)} (past ${viewport})`)
        reported.push(element)
      } else if (left < -tolerance) {
        problems.push(`${describe(element)} starts at x = ${Math.round(left)} (before 0)`)
        reported.push(element)
      }
    }
    return problems
  }, MOCK_TOOLS_ROOT)
}

/**
 * Records a failure listing what sticks out. Soft, so that one test reports every page state it
 * checks, as the axe scans beside it do.
 */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const problems = await horizontalOverflows(page)
  expect.soft(problems.join('\n'), `horizontal overflow at ${where}`).toBe('')
}
