import * as z from 'zod/mini'

/**
 * A hub's application form (spec part 2 section 3: tab1 and tab2 are JSON strings of a form.io
 * style definition: panels of fields with key, label, type, validate, data.values, conditional
 * and customConditional). The definitions come from the server, so they are untrusted: they are
 * checked against a schema, capped in size, and an unknown field type becomes `unsupported`
 * (shown as a notice) rather than breaking the form.
 */
export const FIELD_REQUIRED = 'This field must contain valid characters.'

export type FieldType =
  'select' | 'checkbox' | 'radio' | 'textarea' | 'text' | 'email' | 'number' | 'date' | 'file'

export interface WizardField {
  key: string
  label: string
  type: FieldType | 'unsupported'
  /** The type as the definition wrote it (shown for an unsupported one). */
  rawType: string
  required: boolean
  /** The field's custom message, or FIELD_REQUIRED. */
  requiredMessage: string
  options: { value: string; label: string }[]
  conditional: { when: string; eq: string; show: boolean } | null
  customConditional: string | null
}

export interface WizardPanel {
  key: string
  title: string | null
  fields: WizardField[]
}

export interface WizardStep {
  title: string
  panels: WizardPanel[]
  fields: WizardField[]
}

const MAX_FIELDS = 200
const MAX_TEXT = 500
const MAX_SCRIPT = 1_000

/** Form.io type names and their aliases. */
const TYPES: Record<string, FieldType> = {
  select: 'select',
  checkbox: 'checkbox',
  radio: 'radio',
  textarea: 'textarea',
  text: 'text',
  textfield: 'text',
  email: 'email',
  number: 'number',
  date: 'date',
  datetime: 'date',
  day: 'date',
  file: 'file',
}

const text = (max = MAX_TEXT) => z.string().check(z.maxLength(max))
const optionalText = (max = MAX_TEXT) => z.optional(z.nullable(text(max)))

const zComponent = z.looseObject({
  key: optionalText(),
  label: optionalText(),
  title: optionalText(),
  type: optionalText(100),
  validate: z.optional(
    z.nullable(
      z.looseObject({
        required: z.optional(z.nullable(z.boolean())),
        customMessage: optionalText(),
      }),
    ),
  ),
  data: z.optional(
    z.nullable(
      z.looseObject({
        values: z.optional(
          z.nullable(
            z
              .array(
                z.looseObject({
                  value: z.union([text(), z.number(), z.boolean()]),
                  label: text(),
                }),
              )
              .check(z.maxLength(MAX_FIELDS)),
          ),
        ),
      }),
    ),
  ),
  // Also accepted at the top level, as form.io writes them for a field without a panel.
  values: z.optional(z.unknown()),
  conditional: z.optional(
    z.nullable(
      z.looseObject({
        show: z.optional(z.nullable(z.union([z.boolean(), z.string()]))),
        when: optionalText(),
        eq: z.optional(z.nullable(z.union([text(), z.number(), z.boolean()]))),
      }),
    ),
  ),
  customConditional: optionalText(MAX_SCRIPT),
  // A panel's children are checked one by one as they are read (see `fieldsOf`).
  components: z.optional(z.array(z.unknown()).check(z.maxLength(MAX_FIELDS))),
})
type Component = z.infer<typeof zComponent>

const zDefinition = z.looseObject({
  title: optionalText(),
  components: z.array(zComponent).check(z.maxLength(MAX_FIELDS)),
})
/** Panels inside panels are read this deep, no deeper. */
const MAX_DEPTH = 4

function toField(component: Component): WizardField | null {
  const key = component.key?.trim()
  if (!key) return null
  const rawType = (component.type ?? 'text').trim()
  const type = TYPES[rawType.toLowerCase()] ?? 'unsupported'
  const condition = component.conditional
  const when = condition?.when?.trim()
  const eq = condition?.eq
  return {
    key,
    label: (component.label ?? '').trim() || key,
    type,
    rawType,
    required: component.validate?.required === true,
    requiredMessage: component.validate?.customMessage?.trim() || FIELD_REQUIRED,
    options: (component.data?.values ?? []).map((option) => ({
      value: String(option.value),
      label: option.label,
    })),
    conditional:
      when && eq !== undefined && eq !== null && String(eq) !== ''
        ? { when, eq: String(eq), show: condition?.show !== false && condition?.show !== 'false' }
        : null,
    customConditional: component.customConditional?.trim() || null,
  }
}

function isPanel(component: Component): boolean {
  return Array.isArray(component.components)
}

/**
 * One step from a definition string: null when there is none, `ok: false` when it cannot be read
 * (not JSON, not the schema, too large). Buttons are left out, a field at the top level gets a
 * panel of its own, a repeated key keeps its first field.
 */
export function parseFormDefinition(
  json: string | null | undefined,
  fallbackTitle: string,
): { ok: true; step: WizardStep | null } | { ok: false } {
  if (json === null || json === undefined || json.trim() === '') return { ok: true, step: null }
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    return { ok: false }
  }
  const parsed = zDefinition.safeParse(raw)
  if (!parsed.success) return { ok: false }
  const seen = new Set<string>()
  const panels: WizardPanel[] = []
  let loose: WizardPanel | null = null
  let count = 0
  let broken = false
  const fieldsOf = (children: readonly unknown[], depth: number): WizardField[] =>
    children.flatMap((child) => {
      const checked = zComponent.safeParse(child)
      if (!checked.success || depth > MAX_DEPTH) {
        broken = true
        return []
      }
      const component = checked.data
      if (isPanel(component)) return fieldsOf(component.components ?? [], depth + 1)
      if ((component.type ?? '').toLowerCase() === 'button') return []
      const field = toField(component)
      if (!field || seen.has(field.key)) return []
      seen.add(field.key)
      count += 1
      return [field]
    })
  parsed.data.components.forEach((component, index) => {
    if (isPanel(component)) {
      panels.push({
        key: component.key?.trim() || `panel-${index}`,
        title: component.title?.trim() || null,
        fields: fieldsOf(component.components ?? [], 1),
      })
      loose = null
    } else {
      const fields = fieldsOf([component], 0)
      if (fields.length === 0) return
      if (!loose) {
        loose = { key: `fields-${index}`, title: null, fields: [] }
        panels.push(loose)
      }
      loose.fields.push(...fields)
    }
  })
  if (broken || count > MAX_FIELDS) return { ok: false }
  return {
    ok: true,
    step: {
      title: parsed.data.title?.trim() || fallbackTitle,
      panels,
      fields: panels.flatMap((panel) => panel.fields),
    },
  }
}

/** The wizard's form steps: tab1, then tab2 when there is one. */
export function wizardStepsOf(hub: {
  tab1?: string | null
  tab2?: string | null
}): { ok: true; steps: WizardStep[] } | { ok: false } {
  const first = parseFormDefinition(hub.tab1, 'Application')
  const second = parseFormDefinition(hub.tab2, 'More about you')
  if (!first.ok || !second.ok) return { ok: false }
  return { ok: true, steps: [first.step, second.step].filter((step) => step !== null) }
}
