import { describe, expect, it } from 'vitest'

import { buildDemoTemplate } from './demo-template'
import { buildScenario } from './scenarios'
import { instantiateTemplate, makeTemplate } from './template'
import { emptySeedData } from './seed-data'

describe('seed template: the demo scenario replayed without faker', () => {
  const template = buildDemoTemplate()
  // What the browser receives: the template through JSON (the build emits it as a JSON string).
  const shipped = JSON.parse(JSON.stringify(template)) as typeof template

  it.each([
    ['now', new Date()],
    ['a month end at the last millisecond', new Date('2027-03-31T23:59:59.999Z')],
    ['a leap day', new Date('2028-02-29T06:15:00.000Z')],
    ['a year before the template clock', new Date('2025-01-01T00:00:00.000Z')],
    ['the seed tests clock', new Date('2026-03-15T10:30:00.000Z')],
  ])('equals a fresh faker build at %s', (_label, now) => {
    expect(instantiateTemplate(shipped, now)).toEqual(buildScenario('demo', now))
  })

  it('moves clock-relative dates and leaves the template itself unchanged', () => {
    const before = JSON.stringify(shipped)
    const later = instantiateTemplate(shipped, new Date(shipped.clock + 10 * 86_400_000))
    expect(JSON.stringify(shipped)).toBe(before)
    expect(later.chatMessages[0]!.sendAt).not.toBe(shipped.data.chatMessages[0]!.sendAt)
    expect(later.users.map((user) => user.id)).toEqual(shipped.data.users.map((user) => user.id))
  })

  it('refuses data whose values follow the clock in a way no shift replays', () => {
    const at = (count: number) => ({ ...emptySeedData(), faqs: [{ id: 'f', views: count }] })
    expect(() =>
      makeTemplate([at(1), at(5), at(2)] as never, [0, 40 * 86_400_000, -400 * 86_400_000]),
    ).toThrow(/faqs\.0\.views/)
  })
})
