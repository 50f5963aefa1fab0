import { ApiError } from './api-error'

/**
 * Answers are checked against the contract in development and tests (production trusts the
 * server): the API client (client.ts) checks every answer of the generated SDK, and the upload
 * (files/upload.ts, which sends with XMLHttpRequest for its progress events) checks its own.
 */
type ContractViolationHandler = (error: ApiError) => void
/** Tests turn contract violations into failures; development logs them. */
let onContractViolation: ContractViolationHandler = (error) => {
  console.error(error.message, error.cause)
}
export function setContractViolationHandler(handler: ContractViolationHandler): void {
  onContractViolation = handler
}

type ResponseSchema = { parseAsync(data: unknown): Promise<unknown> }
let validators: Promise<Readonly<Record<string, ResponseSchema>>> | undefined
/** The contract's answer schemas, loaded on the first call so that zod never reaches production. */
function responseSchemaFor(operation: string): Promise<ResponseSchema | undefined> {
  validators ??= import('./response-validators.gen').then((m) => m.responseValidators)
  return validators.then((table) => table[operation])
}

/**
 * Reports a success answer of `operation` ("POST /files/upload", as the contract's paths write
 * it) that breaks the contract; `label` names the concrete call in the report.
 */
export async function checkAnswer(
  operation: string,
  data: unknown,
  label: string | undefined = operation,
): Promise<void> {
  // Read from import.meta.env directly so that the build drops the schemas (and zod).
  if (!import.meta.env.DEV && import.meta.env.MODE !== 'test') return
  try {
    const schema = await responseSchemaFor(operation)
    if (!schema) throw new Error(`${operation} is not an operation of the contract`)
    await schema.parseAsync(data)
  } catch (cause) {
    onContractViolation(
      new ApiError({
        kind: 'contract',
        status: null,
        message: `Response of ${label} does not match the contract`,
        operation: label,
        cause,
      }),
    )
  }
}
