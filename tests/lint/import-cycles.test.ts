import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { isGenerated, readTracked, root, trackedFiles } from './tracked-files'

/**
 * No import cycles, type imports included. ESLint's import-x/no-cycle (eslint.config.js) flags a
 * cycle of value imports as it is typed, but skips `import type` by design; the three cycles
 * issue 33 found were all closed by a type import. A type cycle costs nothing at run time, yet it
 * still says two files each need the other: the shared piece belongs in a third file both import.
 */

const SOURCE = /\.(ts|tsx|js|mjs)$/

const options: ts.CompilerOptions = {
  ...ts.parseJsonConfigFileContent(
    ts.readConfigFile(`${root}tsconfig.app.json`, (path) => ts.sys.readFile(path)).config,
    ts.sys,
    root,
  ).options,
  allowJs: true,
}

/** Every module specifier of a file: imports and re-exports (type-only too) and `import('...')`. */
function specifiers(file: string): string[] {
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text)
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, readTracked(file), ts.ScriptTarget.Latest, true))
  return found
}

/** The project's own files each file imports (packages left out), by path from the root. */
function importGraph(): Map<string, string[]> {
  const files = trackedFiles().filter((file) => SOURCE.test(file) && !isGenerated(file))
  const known = new Set(files)
  return new Map(
    files.map((file) => [
      file,
      specifiers(file).flatMap((specifier) => {
        const target = ts
          .resolveModuleName(specifier, `${root}${file}`, options, ts.sys)
          .resolvedModule?.resolvedFileName.slice(root.length)
        return target && known.has(target) ? [target] : []
      }),
    ]),
  )
}

/** The graph's cycles: its strongly connected components of more than one file (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) visit(target)
      if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, low.get(target)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component = stack.splice(stack.indexOf(file))
    if (component.length > 1) found.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

describe('import cycles', () => {
  it('finds a cycle however long, and none in a chain', () => {
    const graph = (edges: string) =>
      new Map(edges.split(' ').map((edge) => [edge[0]!, edge.slice(2).split('')]))
    expect(cycles(graph('a>b b>c c>a d>a'))).toEqual([['a', 'b', 'c']])
    expect(cycles(graph('a>b b>c c> d>c'))).toEqual([])
  })

  const graph = importGraph()

  it('reads the real graph: aliases and type imports resolve to files', () => {
    expect([...graph.values()].flat().length).toBeGreaterThan(2000)
    // Relative imports, a type-only one among them; an @/ alias imported for a type only.
    expect(graph.get('mocks/seed/users.ts')).toEqual(
      expect.arrayContaining(['mocks/db/index.ts', 'mocks/seed/country-info.ts']),
    )
    expect(graph.get('src/routes/__root.tsx')).toContain('src/app/router-context.ts')
  })

  it('has none in the project’s own code (generated code aside)', () => {
    const described = cycles(graph).map((files) =>
      files.map((file) => {
        const targets = graph.get(file)!.filter((target) => files.includes(target))
        return `${file} -> ${targets.join(', ')}`
      }),
    )
    expect(described).toEqual([])
  })
})
