import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

/**
 * A story that logs an error or a warning fails (issue 37): a designer's catalogue shows no
 * screen that is broken underneath. Expected API failures are not errors in the console: the
 * error-state stories show them on screen, and the app logs nothing for them. A message listed
 * here is one the product cannot avoid, with its reason.
 */
const tolerated: { pattern: RegExp; reason: string }[] = []

let spies: MockInstance[] = []
let logged: string[] = []

beforeEach(() => {
  logged = []
  spies = (['error', 'warn'] as const).map((level) => {
    const original = console[level].bind(console)
    return vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      original(...args)
      const text = args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ')
      if (!tolerated.some(({ pattern }) => pattern.test(text)))
        logged.push(`console.${level}: ${text}`)
    })
  })
})

afterEach(() => {
  for (const spy of spies) spy.mockRestore()
  spies = []
  if (logged.length > 0) {
    throw new Error(
      `The story logged ${logged.length} unexpected message(s):\n${logged.join('\n')}`,
    )
  }
})
