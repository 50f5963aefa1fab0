import { useEffect, useId, useState } from 'react'

import { mockConfig } from '../config'
import type { ScenarioName } from '../seed'
import { callServer } from '../serving/client'
import { setLatencyMs } from './settings'
import { TokenTtlField } from './token-ttl-field'

const SCENARIOS: Array<{ name: ScenarioName; description: string }> = [
  { name: 'demo', description: 'Demo accounts with connections, chats and hubs' },
  { name: 'empty', description: 'No users at all: sign up from scratch' },
  {
    name: 'large',
    description: 'Thousands of students and messages (seeding takes a few seconds)',
  },
]

const field =
  'mt-1 block w-full rounded-md border border-input bg-surface px-2.5 py-1.5 text-sm font-normal text-foreground'

/**
 * Scenario and reset, the latency every mock answer waits and the access-token lifetime (both
 * remembered across reloads).
 */
export function DataTab() {
  const id = useId()
  const [scenario, setScenario] = useState<ScenarioName>('demo')
  const [resetting, setResetting] = useState(false)
  // The scenario the server's data was seeded from is the one offered first.
  useEffect(() => {
    void callServer('scenario').then((seeded) => {
      if (seeded) setScenario(seeded)
    })
  }, [])
  const [latency, setLatency] = useState(String(mockConfig.latencyMs))

  async function reset() {
    setResetting(true)
    await callServer('reset', scenario)
    location.reload()
  }

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2" disabled={resetting}>
        <legend className="mb-1 text-xs font-medium text-foreground">Scenario</legend>
        {SCENARIOS.map((option) => (
          <label key={option.name} className="flex items-start gap-2 text-sm text-foreground">
            <input
              type="radio"
              name={`${id}-scenario`}
              checked={scenario === option.name}
              onChange={() => setScenario(option.name)}
              className="mt-1 accent-primary"
            />
            <span>
              <span className="font-medium capitalize">{option.name}</span>
              <span className="block text-xs text-muted-foreground">{option.description}</span>
            </span>
          </label>
        ))}
        <button
          type="button"
          onClick={() => void reset()}
          className="mt-1 self-start rounded-md bg-danger px-3 py-1.5 text-xs font-medium text-danger-foreground hover:opacity-90 disabled:opacity-60"
        >
          {resetting ? 'Resetting…' : 'Reset to seed and reload'}
        </button>
        <p className="text-xs text-muted-foreground">
          Replaces all mock data, including accounts you created, for every tab of this browser.
        </p>
      </fieldset>
      <label className="text-xs font-medium text-foreground">
        Latency of every answer (ms)
        <input
          type="number"
          min={0}
          step={100}
          inputMode="numeric"
          value={latency}
          onChange={(event) => {
            setLatency(event.target.value)
            const value = Number(event.target.value)
            if (event.target.value !== '' && Number.isFinite(value)) setLatencyMs(value)
          }}
          className={`${field} max-w-32`}
        />
        <span className="mt-1 block font-normal text-muted-foreground">
          Applies at once and is remembered across reloads.
        </span>
      </label>
      <TokenTtlField />
    </div>
  )
}
