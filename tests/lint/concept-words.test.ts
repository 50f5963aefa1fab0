import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { readTracked, trackedFiles } from './tracked-files'

/**
 * One word per concept (docs/architecture.md, issue 33): "session" is a booked session. A sign-in
 * is `auth` (tokens, token families), a payment's checkout is a checkout, a billing-portal visit
 * the portal, and a live socket a connection. The homes of those four concepts below name nothing
 * "session" of their own.
 *
 * What stays: the contract's names, as the generated client spells them (createCheckoutSession,
 * CheckoutSession, the `sessionId` field and path parameter), used as they are and never declared
 * again; the browser's session storage; and strings, where the wire speaks (`session ended`,
 * `?session_id=`). Comments are prose and are not read.
 */
const HOMES = [
  'src/lib/auth/',
  'src/features/auth/',
  'src/app/create-app.ts',
  'src/app/router-context.ts',
  'src/lib/socket/',
  'src/api/payment/',
  'src/features/payments/',
  'src/routes/_app/_counsellor/pricing.tsx',
  'mocks/services/tokens.ts',
  'mocks/handlers/auth.ts',
  'mocks/handlers/payment.ts',
  'mocks/handlers/billing/',
  'mocks/services/stripe.ts',
  'mocks/dev-panel/app-sign-in.ts',
  'mocks/socket/',
  'mocks/serving/',
]

/**
 * The booked session's own words inside those homes: the live event that carries a booking
 * change, beside the sign-in and chat events it shares a file with. Each entry must still be
 * used, so none outlives its reason.
 */
const BOOKING_WORDS: Record<string, Record<string, string>> = {
  'src/lib/socket/events.ts': {
    SessionsChangedPayload: "the payload of `sessions changed`, a booked session's live event",
  },
  'mocks/socket/live-events.ts': {
    session: 'the booked session whose change `sessions changed` reports',
  },
  'mocks/serving/clock-ops.test.ts': {
    sessionIn: "the sessions' test factory: a booked session whose reminder is the next job",
    session: 'the booked session whose reminder the clock operations run',
  },
}

/**
 * Names the wire gives that the contract does not declare, used as field names only: the card
 * provider returns to `/pricing?session_id=<checkout id>`, and the route reads that parameter.
 */
const WIRE_NAMES: Record<string, string> = {
  session_id: "the card provider's return parameter, `?session_id=`",
}

const SOURCE = /\.(ts|tsx|mjs|js)$/
const SESSION = /session/i
/** The browser's Web Storage area is called session storage: its name is not ours to change. */
const WEB_STORAGE = /session(?=storage)/gi

const isSessionWord = (name: string) => SESSION.test(name.replace(WEB_STORAGE, ''))

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
}

function identifiers(source: ts.SourceFile): ts.Identifier[] {
  const found: ts.Identifier[] = []
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) found.push(node)
    node.forEachChild(visit)
  }
  visit(source)
  return found
}

/**
 * The contract's names with "session" in them (every such identifier of the generated client),
 * and the wire's.
 */
function contractNames(): Set<string> {
  const names = new Set<string>(Object.keys(WIRE_NAMES))
  for (const file of trackedFiles()) {
    if (!file.startsWith('src/api/generated/') || !SOURCE.test(file)) continue
    for (const id of identifiers(parse(file, readTracked(file))))
      if (isSessionWord(id.text)) names.add(id.text)
  }
  return names
}

/**
 * Whether `id` gives a name of this file's own: a variable, parameter, function, class, type,
 * destructured binding, or an import or export under another name. Field names and references
 * are not: they repeat a name declared elsewhere (the contract's, when it says "session").
 */
function declares(id: ts.Identifier): boolean {
  const parent = id.parent
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent))
    return parent.name === id && parent.propertyName !== undefined
  if (ts.isBindingElement(parent)) return parent.name === id
  const named =
    ts.isVariableDeclaration(parent) ||
    ts.isParameter(parent) ||
    ts.isFunctionDeclaration(parent) ||
    ts.isFunctionExpression(parent) ||
    ts.isClassDeclaration(parent) ||
    ts.isClassExpression(parent) ||
    ts.isInterfaceDeclaration(parent) ||
    ts.isTypeAliasDeclaration(parent) ||
    ts.isEnumDeclaration(parent) ||
    ts.isTypeParameterDeclaration(parent) ||
    ts.isModuleDeclaration(parent) ||
    ts.isImportClause(parent) ||
    ts.isNamespaceImport(parent)
  return named && (parent as ts.NamedDeclaration).name === id
}

/** The "session" words of one file that are not allowed, as `file:line name`. */
function offenders(
  file: string,
  text: string,
  contract: ReadonlySet<string>,
  booking: Readonly<Record<string, string>> = {},
): string[] {
  const source = parse(file, text)
  return identifiers(source)
    .filter((id) => isSessionWord(id.text) && !(id.text in booking))
    .filter((id) => declares(id) || !contract.has(id.text))
    .map((id) => {
      const line = source.getLineAndCharacterOfPosition(id.getStart(source)).line + 1
      return `${file}:${line} ${id.text}`
    })
}

const inHomes = (file: string) => HOMES.some((home) => file === home || file.startsWith(home))

describe('one word per concept: no "session" in the homes of sign-in, checkout and connection', () => {
  const contract = contractNames()
  const files = trackedFiles().filter((file) => SOURCE.test(file) && inHomes(file))

  it('reads the contract’s names from the generated client', () => {
    expect([...contract]).toEqual(
      expect.arrayContaining(['createCheckoutSession', 'CheckoutSession', 'sessionId']),
    )
    // A bare `session` from the contract would excuse the word itself here: look again then.
    expect(contract.has('session')).toBe(false)
  })

  it('finds every home it guards, each with code in it', () => {
    const empty = HOMES.filter((home) => !files.some((file) => file.startsWith(home)))
    expect(empty).toEqual([])
    expect(files.length).toBeGreaterThan(60)
  })

  it('names the offenders, and lets the contract, session storage and the wire be', () => {
    const planted = [
      "import { createAuth as createSession } from '@/lib/auth/auth'",
      'const session = createSession(store)',
      'export function newSessionId(): string { return "cs" }',
      'interface PricingProps { onSessionResult: (id: string) => void }',
      'const { sessionId } = created',
      'type SessionListener = () => void',
      'useSession()',
    ].join('\n')
    expect(offenders('src/lib/auth/probe.ts', planted, contract)).toEqual([
      'src/lib/auth/probe.ts:1 createSession',
      'src/lib/auth/probe.ts:2 session',
      'src/lib/auth/probe.ts:2 createSession',
      'src/lib/auth/probe.ts:3 newSessionId',
      'src/lib/auth/probe.ts:4 onSessionResult',
      'src/lib/auth/probe.ts:5 sessionId',
      'src/lib/auth/probe.ts:6 SessionListener',
      'src/lib/auth/probe.ts:7 useSession',
    ])
    const allowed = [
      "import type { CheckoutSession } from '@/api/generated/types.gen'",
      'export type { CheckoutSession }',
      'const token = safeSessionStorage()?.getItem(key) ?? sessionStorage.getItem(key)',
      'await sdk.createCheckoutSession({ body, throwOnError: true })',
      'await sdk.getPaymentStatus({ path: { sessionId: checkoutId } })',
      'const { sessionId: checkoutId } = created',
      "socket.on('session ended', onEnd)",
      'const returned = `/pricing?session_id=${checkoutId}`',
      'const { session_id: returnedId } = search',
    ].join('\n')
    expect(offenders('src/features/payments/probe.tsx', allowed, contract)).toEqual([])
  })

  it('keeps each booking word and wire name where it is still used', () => {
    const namesIn = (file: string) =>
      new Set(identifiers(parse(file, readTracked(file))).map((id) => id.text))
    const unused = Object.entries(BOOKING_WORDS).flatMap(([file, words]) => {
      const used = namesIn(file)
      return Object.keys(words)
        .filter((word) => !used.has(word))
        .map((word) => `${file}: ${word}`)
    })
    const everywhere = new Set(files.flatMap((file) => [...namesIn(file)]))
    unused.push(...Object.keys(WIRE_NAMES).filter((name) => !everywhere.has(name)))
    expect(unused).toEqual([])
  })

  it('finds none in the code', () => {
    const found = files.flatMap((file) =>
      offenders(file, readTracked(file), contract, BOOKING_WORDS[file]),
    )
    expect(found).toEqual([])
  })
})

/**
 * One name per thing on screen (issue 36), where the spec does not fix it: the role is the
 * Catalyst, capitalised, as the spec shows counsellors to users ("4 Catalysts", "Show more
 * Catalysts"); the top plan is Elite Access (part 2: "Basic, Prime, Elite Access"), never "Elite"
 * alone; the spelling is counsellor (the spec's), never "counselor" (URLs aside). The texts the
 * spec quotes word for word keep its words, listed here with where they are quoted.
 */
const SETTLED_NAMES: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['Catalyst, capitalised, for the person', /(?<![\w/@.-])catalysts?\b(?![-/.])/],
  ['Elite Access, the plan’s whole name', /\bElite\b(?! Access)/],
  ['counsellor, the spec’s spelling', /\bcounselors?\b(?![-/])/i],
]
const SPEC_QUOTED: Record<string, string> = {
  'Failed to load catalysts. Please try again later.': 'part 2 section 8, Catalyst list',
  'No catalyst found': 'part 2 section 3, the directory’s empty state',
  'Search catalyst name': 'part 2 section 3, the directory’s search (its label)',
  'Search catalyst name...': 'part 2 section 3, the directory’s search placeholder',
  'No catalyst Assigned': 'part 2 section 3, My Pathway without a Catalyst',
  'Connect with a catalyst to get guidance for your journey.': 'part 2 section 3, the same box',
}

/** The on-screen words of a file (strings with a space, JSX text) breaking a settled name. */
function unsettled(file: string, text: string): string[] {
  const source = parse(file, text)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const raw =
      ts.isJsxText(node) || ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)
        ? node.text
        : ''
    // Words a person reads have a space (a template's part keeps the one before its value).
    const words = raw.trim()
    if (raw.includes(' ') && !(words in SPEC_QUOTED))
      for (const [name, pattern] of SETTLED_NAMES)
        if (pattern.test(words)) found.push(`${file}: "${words}" (${name})`)
    node.forEachChild(visit)
  }
  visit(source)
  return found
}

describe('one name per thing on screen', () => {
  const screens = trackedFiles().filter(
    (file) => /^src\/.*\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
  )

  it('names the variants, and lets the spec’s quoted texts, ids and addresses be', () => {
    const planted = [
      'const count = `${n} catalysts`',
      "const offer = 'Choose Prime or Elite on Pricing.'",
      "const feature = 'Invite junior counselors'",
      'return <p>Show more catalysts</p>',
    ].join('\n')
    expect(unsettled('src/features/probe.tsx', planted)).toHaveLength(4)
    const allowed = [
      "const empty = 'No catalyst Assigned'",
      "const offer = 'Choose Prime or Elite Access on Pricing.'",
      "const to = '/counselor-profile'",
      "const key = 'catalysts'",
      'return <p>4 Catalysts, junior counsellors</p>',
    ].join('\n')
    expect(unsettled('src/features/probe.tsx', allowed)).toEqual([])
  })

  it('finds none in the app', () => {
    expect(screens.flatMap((file) => unsettled(file, readTracked(file)))).toEqual([])
  })
})
