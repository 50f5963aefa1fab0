import jsep from 'jsep'

/**
 * A safe evaluator for the `customConditional` scripts of a hub's form (spec part 2 section 5):
 * form.io writes them as JavaScript (`show = data.level === 'extensive';`). The definitions are
 * untrusted and the CSP forbids eval, so the script is parsed with jsep (an expression parser,
 * nothing runs) and only a small whitelist is interpreted: literals, `data` / `row` (the answers),
 * member reads, `.length`, `includes` / `indexOf`, comparisons, arithmetic, logic, `?:` and array
 * literals. Anything else (calls, `this`, globals, assignments, prototypes) cannot be evaluated:
 * the caller then shows the field.
 */
const MAX_LENGTH = 1_000
const MAX_DEPTH = 32
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype'])

class Refused extends Error {}

type Value = unknown
type Node = jsep.Expression

function own(target: unknown, name: string): Value {
  if (FORBIDDEN.has(name)) throw new Refused(name)
  if (name === 'length' && (typeof target === 'string' || Array.isArray(target)))
    return target.length
  if (target === null || typeof target !== 'object') return undefined
  return Object.prototype.hasOwnProperty.call(target, name)
    ? (target as Record<string, unknown>)[name]
    : undefined
}

function binary(operator: string, left: Value, right: Value): Value {
  const l = left as number
  const r = right as number
  switch (operator) {
    case '===':
      return left === right
    case '!==':
      return left !== right
    case '==':
      // Loose only between primitives; no object coercion (it could call a method).
      return typeof left === 'object' || typeof right === 'object' ? left === right : left == right
    case '!=':
      return typeof left === 'object' || typeof right === 'object' ? left !== right : left != right
    case '<':
      return l < r
    case '<=':
      return l <= r
    case '>':
      return l > r
    case '>=':
      return l >= r
    case '+':
      if (typeof left === 'object' || typeof right === 'object') throw new Refused('+')
      return (l as unknown as string) + (r as unknown as string)
    case '-':
      return l - r
    case '*':
      return l * r
    case '/':
      return l / r
    case '%':
      return l % r
    default:
      throw new Refused(operator)
  }
}

function evaluate(node: Node, data: Record<string, unknown>, depth: number): Value {
  if (depth > MAX_DEPTH) throw new Refused('depth')
  const next = (child: Node) => evaluate(child, data, depth + 1)
  switch (node.type) {
    case 'Literal':
      if (node.value instanceof RegExp) throw new Refused('regexp')
      return node.value
    case 'Identifier': {
      const name = node.name as string
      if (name === 'data' || name === 'row') return data
      if (name === 'undefined') return undefined
      throw new Refused(name)
    }
    case 'MemberExpression': {
      const target = next(node.object as Node)
      const property = node.property as Node
      const name = node.computed ? next(property) : property.name
      if (typeof name !== 'string' && typeof name !== 'number') throw new Refused('member')
      return own(target, String(name))
    }
    case 'CallExpression': {
      const callee = node.callee as Node
      if (callee.type !== 'MemberExpression' || callee.computed) throw new Refused('call')
      const name = (callee.property as Node).name
      const method = typeof name === 'string' ? name : ''
      const target = next(callee.object as Node)
      const args = (node.arguments as Node[]).map(next)
      if (args.length !== 1 || (typeof target !== 'string' && !Array.isArray(target)))
        throw new Refused('call')
      if (method === 'includes') return (target as string).includes(args[0] as string)
      if (method === 'indexOf') return (target as string).indexOf(args[0] as string)
      throw new Refused(method)
    }
    case 'BinaryExpression': {
      const operator = node.operator as string
      if (operator === '&&') return next(node.left as Node) && next(node.right as Node)
      if (operator === '||') return next(node.left as Node) || next(node.right as Node)
      return binary(operator, next(node.left as Node), next(node.right as Node))
    }
    case 'UnaryExpression': {
      const argument = next(node.argument as Node)
      if (node.operator === '!') return !argument
      if (node.operator === '-') return -(argument as number)
      if (node.operator === '+') return +(argument as number)
      throw new Refused('unary')
    }
    case 'ConditionalExpression':
      return next(node.test as Node) ? next(node.consequent as Node) : next(node.alternate as Node)
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).map((element) =>
        element ? next(element) : undefined,
      )
    default:
      throw new Refused(node.type)
  }
}

/**
 * Whether the script shows its field: true or false, or null when it cannot be evaluated (too
 * long, not one expression, anything outside the whitelist). Nothing in the script ever runs.
 */
export function evaluateCondition(script: string, data: Record<string, unknown>): boolean | null {
  if (script.length > MAX_LENGTH) return null
  // `show = <expression>;` is the form.io way; the assignment itself is not evaluated.
  const expression = script
    .trim()
    .replace(/;\s*$/, '')
    .replace(/^show\s*=(?!=)/, '')
    .trim()
  if (!expression) return null
  try {
    const tree = jsep(expression)
    if (tree.type === 'Compound') return null
    return Boolean(evaluate(tree, data, 0))
  } catch {
    return null
  }
}
