import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react'

import {
  addFault,
  clearFaults,
  describeFault,
  injectableStatuses,
  faultOperations,
  listFaults,
  loadFaultContract,
  operationIds,
  removeFault,
  SERVICE_OPERATIONS,
  specOf,
  subscribeFaults,
  type Fault,
  type FaultKind,
  type FaultSpec,
  type FaultStatus,
} from '../faults'

const STATUS_NAMES: Record<FaultStatus, string> = {
  400: 'Bad request',
  401: 'Unauthorized (ends the session)',
  403: 'Forbidden',
  404: 'Not found',
  429: 'Too many requests',
  500: 'Server error',
}

const field =
  'mt-1 block w-full rounded-md border border-input bg-surface px-2.5 py-1.5 text-sm font-normal text-foreground'

function kindOf(choice: string, delayMs: string): FaultKind {
  if (choice === 'network') return 'network'
  if (choice === 'delay') return { delayMs: Number(delayMs) }
  return Number(choice) as FaultStatus
}

function summary(fault: Fault): string {
  const left = fault.remaining === null ? 'until removed' : `${fault.remaining} left`
  return `${left}, hit ${fault.hits} time${fault.hits === 1 ? '' : 's'}`
}

/**
 * Fault injection (mocks/faults.ts): make one operation, or all, answer with an error status,
 * fail with no answer, or wait; for the next N calls or until removed. Kept for the tab's life.
 * The contract's operation list loads when the tab first opens.
 */
export function FaultsTab() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void loadFaultContract().then(() => {
      if (live) setReady(true)
    })
    return () => {
      live = false
    }
  }, [])
  if (!ready) return <p role="status">Loading the contract's operations…</p>
  return <FaultsForm />
}

function FaultsForm() {
  const id = useId()
  const faults = useSyncExternalStore(subscribeFaults, listFaults)
  const [operationId, setOperationId] = useState<FaultSpec['operationId']>('*')
  const [choice, setChoice] = useState('500')
  const [delayMs, setDelayMs] = useState('2000')
  const [times, setTimes] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const statuses = injectableStatuses(operationId)
  // A status the newly picked operation does not declare falls back to 500 (all declare it).
  const kind =
    /^\d+$/.test(choice) && !statuses.includes(Number(choice) as FaultStatus) ? '500' : choice

  function add(event: FormEvent) {
    event.preventDefault()
    try {
      addFault({
        operationId,
        kind: kindOf(kind, delayMs),
        times: times.trim() ? Number(times) : undefined,
      })
      setProblem(null)
    } catch (error) {
      setProblem((error as Error).message)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={add} className="flex flex-col gap-3" aria-describedby={`${id}-help`}>
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          Answers follow the contract: a status only reaches operations that declare it. The
          third-party services (the IP lookup behind Get Address) fail only when named.
        </p>
        <label className="text-xs font-medium">
          Operation
          <select
            value={operationId}
            onChange={(event) => setOperationId(event.target.value as FaultSpec['operationId'])}
            className={field}
          >
            <option value="*">All operations (*)</option>
            {operationIds().map((op) => {
              const { method, path } = faultOperations().get(op) ?? { method: '', path: '' }
              return (
                <option key={op} value={op}>
                  {`${op} — ${method.toUpperCase()} ${path}`}
                </option>
              )
            })}
            <optgroup label="Third-party services (named only, not reached by *)">
              {Object.entries(SERVICE_OPERATIONS).map(([service, { method, path }]) => (
                <option key={service} value={service}>
                  {`${service} — ${method.toUpperCase()} ${path}`}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className="text-xs font-medium">
            Fault
            <select
              value={kind}
              onChange={(event) => setChoice(event.target.value)}
              className={field}
            >
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {`${status} ${STATUS_NAMES[status]}`}
                </option>
              ))}
              <option value="network">Network error (no answer)</option>
              <option value="delay">Delay</option>
            </select>
          </label>
          {kind === 'delay' ? (
            <label className="text-xs font-medium">
              Delay (ms)
              <input
                type="number"
                min={0}
                step={500}
                value={delayMs}
                onChange={(event) => setDelayMs(event.target.value)}
                className={field}
              />
            </label>
          ) : null}
          <label className="text-xs font-medium">
            Times (empty: until removed)
            <input
              type="number"
              min={1}
              value={times}
              onChange={(event) => setTimes(event.target.value)}
              className={field}
            />
          </label>
        </div>
        {problem ? (
          <p role="alert" className="text-xs text-danger">
            {problem}
          </p>
        ) : null}
        <button
          type="submit"
          className="self-start rounded-md bg-primary px-3 py-1.5 text-xs font-medium text-primary-foreground hover:opacity-90"
        >
          Add fault
        </button>
      </form>
      <section aria-labelledby={`${id}-active`} className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <h3 id={`${id}-active`} className="text-xs font-medium">
            Active faults ({faults.length})
          </h3>
          <button
            type="button"
            onClick={clearFaults}
            disabled={faults.length === 0}
            className="rounded-md px-2 py-1 text-xs text-danger hover:bg-surface-muted disabled:opacity-50"
          >
            Clear all
          </button>
        </div>
        {faults.length === 0 ? (
          <p className="text-xs text-muted-foreground">None: every call is answered as usual.</p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {faults.map((fault) => (
              <li
                key={fault.id}
                className="flex items-center gap-2 rounded-md border border-border px-2.5 py-1.5 text-xs"
              >
                <code className="font-mono">{describeFault(specOf(fault))}</code>
                <span className="text-muted-foreground">{summary(fault)}</span>
                <button
                  type="button"
                  onClick={() => removeFault(fault.id)}
                  aria-label={`Remove fault ${describeFault(specOf(fault))}`}
                  className="ml-auto rounded-md px-2 py-0.5 text-muted-foreground hover:bg-surface-muted hover:text-foreground"
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
