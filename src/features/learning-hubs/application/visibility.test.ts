import { describe, expect, it } from 'vitest'

import type { WizardField } from './form-definition'
import {
  INVALID_EMAIL,
  INVALID_NUMBER,
  isFieldVisible,
  pruneAnswers,
  validateFields,
  visibleFields,
} from './visibility'

const field = (key: string, extra: Partial<WizardField> = {}): WizardField => ({
  key,
  label: key,
  type: 'text',
  rawType: 'text',
  required: false,
  requiredMessage: 'Required here.',
  options: [],
  conditional: null,
  customConditional: null,
  ...extra,
})

const mentored = field('mentored', { type: 'select' })
const story = field('story', {
  required: true,
  conditional: { when: 'mentored', eq: 'yes', show: true },
})
const proof = field('proof', { conditional: { when: 'story', eq: 'proof', show: true } })
const advanced = field('advanced', { customConditional: "show = data.level === 'high';" })
const broken = field('broken', { customConditional: 'alert(1)' })

describe('visibility', () => {
  it('shows a conditional field when the other answer equals eq, inverted by show false', () => {
    expect(isFieldVisible(story, { mentored: 'yes' })).toBe(true)
    expect(isFieldVisible(story, { mentored: 'no' })).toBe(false)
    expect(isFieldVisible(story, { mentored: ['no', 'yes'] })).toBe(true)
    const hidden = field('x', { conditional: { when: 'mentored', eq: 'yes', show: false } })
    expect(isFieldVisible(hidden, { mentored: 'yes' })).toBe(false)
    expect(
      isFieldVisible(field('y', { conditional: { when: 'ok', eq: 'true', show: true } }), {
        ok: true,
      }),
    ).toBe(true)
  })

  it('evaluates custom conditions, and shows the field when a script cannot be evaluated', () => {
    expect(isFieldVisible(advanced, { level: 'high' })).toBe(true)
    expect(isFieldVisible(advanced, { level: 'low' })).toBe(false)
    expect(isFieldVisible(broken, {})).toBe(true)
  })

  it('drops answers of hidden fields, and of fields hidden by a dropped answer', () => {
    const fields = [mentored, story, proof, advanced]
    const answers = { mentored: 'no', story: 'proof', proof: 'file', advanced: 'x', level: 'y' }
    expect(pruneAnswers(fields, answers)).toEqual({ mentored: 'no' })
    expect(visibleFields(fields, answers).map((f) => f.key)).toEqual(['mentored'])
    expect(pruneAnswers(fields, { ...answers, mentored: 'yes' })).toEqual({
      mentored: 'yes',
      story: 'proof',
      proof: 'file',
    })
  })

  it('validates visible required fields with their message, e-mails and numbers', () => {
    const email = field('email', { type: 'email' })
    const years = field('years', { type: 'number' })
    const box = field('box', { type: 'checkbox', required: true })
    const other = field('other', { type: 'unsupported', required: true })
    const fields = [mentored, story, email, years, box, other]
    expect(
      validateFields(fields, {
        mentored: 'yes',
        story: '  ',
        email: 'a@b',
        years: '3x',
        box: false,
      }),
    ).toEqual({
      story: 'Required here.',
      email: INVALID_EMAIL,
      years: INVALID_NUMBER,
      box: 'Required here.',
    })
    expect(
      validateFields(fields, { mentored: 'no', email: 'a@b.org', years: '2.5', box: true }),
    ).toEqual({})
  })
})
