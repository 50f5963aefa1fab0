import { describe, expect, it } from 'vitest'

import { FIELD_REQUIRED, parseFormDefinition, wizardStepsOf } from './form-definition'

const definition = (components: unknown[], title: unknown = 'About you') =>
  JSON.stringify({ title, components })

describe('parseFormDefinition', () => {
  it('normalises panels and fields, with aliases, messages, options and conditions', () => {
    const result = parseFormDefinition(
      definition([
        {
          type: 'panel',
          key: 'p',
          title: 'Background',
          components: [
            { key: 'role', label: 'Role', type: 'textfield', validate: { required: true } },
            {
              key: 'level',
              label: 'Level',
              type: 'select',
              validate: { required: true, customMessage: ' Pick one ' },
              data: { values: [{ value: 1, label: 'One' }] },
            },
            { key: 'from', type: 'datetime', conditional: { show: 'false', when: 'level', eq: 1 } },
            { key: 'sig', type: 'signature', customConditional: 'show = true;' },
            { key: 'role', type: 'number' },
            { key: 'submit', type: 'button' },
          ],
        },
        { key: 'loose', label: 'Loose', type: 'email' },
      ]),
      'Fallback',
    )
    expect(result.ok).toBe(true)
    if (!result.ok || !result.step) throw new Error('no step')
    const { step } = result
    expect(step.title).toBe('About you')
    expect(step.panels.map((panel) => panel.title)).toEqual(['Background', null])
    expect(step.fields.map((field) => [field.key, field.type])).toEqual([
      ['role', 'text'],
      ['level', 'select'],
      ['from', 'date'],
      ['sig', 'unsupported'],
      ['loose', 'email'],
    ])
    expect(step.fields[0]).toMatchObject({ required: true, requiredMessage: FIELD_REQUIRED })
    expect(step.fields[1]).toMatchObject({
      requiredMessage: 'Pick one',
      options: [{ value: '1', label: 'One' }],
    })
    expect(step.fields[2]?.conditional).toEqual({ when: 'level', eq: '1', show: false })
    expect(step.fields[3]).toMatchObject({
      rawType: 'signature',
      customConditional: 'show = true;',
    })
    expect(step.fields[0]?.label).toBe('Role')
    expect(step.fields[2]?.label).toBe('from')
  })

  it('has no step without a definition, and refuses unreadable or oversized ones', () => {
    expect(parseFormDefinition(null, 'x')).toEqual({ ok: true, step: null })
    expect(parseFormDefinition('  ', 'x')).toEqual({ ok: true, step: null })
    expect(parseFormDefinition('{not json', 'x')).toEqual({ ok: false })
    expect(parseFormDefinition('{"components": "nope"}', 'x')).toEqual({ ok: false })
    expect(parseFormDefinition(definition([{ key: 'a', label: 7 }]), 'x')).toEqual({ ok: false })
    const many = Array.from({ length: 201 }, (_, index) => ({ key: `k${index}`, type: 'text' }))
    expect(parseFormDefinition(definition(many), 'x')).toEqual({ ok: false })
    expect(parseFormDefinition(definition([{ key: 'a', label: 'x'.repeat(501) }]), 'x')).toEqual({
      ok: false,
    })
  })

  it('gives the wizard tab1 then tab2, and refuses the hub when either is unreadable', () => {
    const tab = definition([{ key: 'a', type: 'text' }], null)
    const steps = wizardStepsOf({ tab1: tab, tab2: tab })
    expect(steps.ok && steps.steps.map((step) => step.title)).toEqual([
      'Application',
      'More about you',
    ])
    expect(wizardStepsOf({ tab1: null, tab2: null })).toEqual({ ok: true, steps: [] })
    expect(wizardStepsOf({ tab1: tab, tab2: '[' })).toEqual({ ok: false })
  })
})
