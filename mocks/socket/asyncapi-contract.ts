import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

/**
 * openapi/asyncapi.yaml as the tests read it (Node only): every `$ref`, within a file or to
 * another one (openapi/asyncapi/*.yaml), replaced by what it points to, so a message carries its
 * name, tags, examples and payload schema; and a validator of payloads by event name.
 */
export interface ContractMessage {
  name: string
  tags?: Array<{ name: string }>
  examples?: Array<{ payload: unknown }>
  payload: object
}

export interface AsyncApiContract {
  info: { description: string }
  channels: Record<string, { messages: Record<string, ContractMessage> }>
  components: { messages: Record<string, ContractMessage> }
}

const CONTRACT = fileURLToPath(new URL('../../openapi/asyncapi.yaml', import.meta.url))

/** The node a JSON pointer (`/a/b`, RFC 6901) names in a document. */
function pointTo(document: unknown, pointer: string, ref: string): unknown {
  let node = document
  for (const raw of pointer.split('/').slice(1)) {
    const step = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~')
    if (!node || typeof node !== 'object' || !(step in node))
      throw new Error(`$ref ${ref} points to nothing`)
    node = (node as Record<string, unknown>)[step]
  }
  return node
}

export function loadAsyncApi(path = CONTRACT): AsyncApiContract {
  const files = new Map<string, unknown>()
  const load = (file: string) => {
    if (!files.has(file)) files.set(file, parse(readFileSync(file, 'utf8')))
    return files.get(file)
  }
  const inline = (node: unknown, file: string, trail: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => inline(item, file, trail))
    if (!node || typeof node !== 'object') return node
    if ('$ref' in node && typeof node.$ref === 'string') {
      const [target = '', pointer = ''] = node.$ref.split('#')
      const targetFile = target ? resolve(dirname(file), target) : file
      const id = `${targetFile}#${pointer}`
      if (trail.includes(id)) throw new Error(`$ref ${node.$ref} in ${file} refers to itself`)
      return inline(pointTo(load(targetFile), pointer, node.$ref), targetFile, [...trail, id])
    }
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, inline(value, file, trail)]),
    )
  }
  return inline(load(path), path, []) as AsyncApiContract
}

/** Every message the contract names (the channel's and the components' own), by event name. */
export function contractMessages(contract: AsyncApiContract): Map<string, ContractMessage> {
  const all = [
    ...Object.values(contract.channels).flatMap((channel) => Object.values(channel.messages)),
    ...Object.values(contract.components.messages),
  ]
  return new Map(all.map((message) => [message.name, message]))
}

/** Checks a value against the payload schema of the named message: the errors, none if valid. */
export function payloadValidator(contract: AsyncApiContract) {
  const messages = contractMessages(contract)
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  const compiled = new Map<string, ValidateFunction>()
  return (eventName: string, value: unknown): string[] => {
    const message = messages.get(eventName)
    if (!message) throw new Error(`asyncapi.yaml names no message ${eventName}`)
    const check = compiled.get(eventName) ?? ajv.compile(message.payload)
    compiled.set(eventName, check)
    return check(value)
      ? []
      : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`)
  }
}
