import { useState } from 'react'

import type { ApplicationRecord, LearnHubRecord, UserRecord } from '../../db'
import type { LifecycleResult } from '../../handlers/learning-hubs/lifecycle'
import { callServer } from '../../serving/client'

const STATUS: Record<number, string> = {
  1010: 'Applied',
  1020: 'Accepted',
  1030: 'Rejected',
  1100: 'Complete',
  1120: 'Rewards Awarded',
}

/**
 * The hosted course of a learning hub as the mock learning platform shows it (spec part 2
 * section 7: Start My Experience opens it): the modules, where the learner is, and the buttons
 * QA uses to finish the current module and award the badge. Each change is made by the mock
 * server, so the app's tab shows the new status when it is focused again.
 */
export function MoodlePage({
  hub,
  learner,
  initial,
}: {
  hub: LearnHubRecord
  learner: UserRecord
  initial: ApplicationRecord
}) {
  const [application, setApplication] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const modules = hub.modules ?? []
  const current = modules.findIndex((module) => module.sk === application.curr_mdl)
  const finished = application.status === 1100 || application.status === 1120

  async function run(action: (id: string) => Promise<LifecycleResult>) {
    setBusy(true)
    try {
      const result = await action(application.id)
      if (!result.ok) {
        setProblem(result.reason)
        return
      }
      setProblem(null)
      setApplication({ ...result.application })
    } catch {
      setProblem('The mock server did not answer. Try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-5 px-4 py-8">
      <p className="self-start rounded-full bg-warning/15 px-2 py-0.5 text-xs font-medium text-warning">
        Mock learning platform: stands in for the hosted Moodle course
      </p>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{hub.name}</h1>
        <p className="text-sm text-muted-foreground">
          Learner: {[learner.firstName, learner.lastName].filter(Boolean).join(' ')} · Status:{' '}
          <span data-testid="status">{STATUS[application.status] ?? application.status}</span> ·
          Progress: <span data-testid="progress">{application.prog_percent}%</span>
        </p>
      </div>
      <ol aria-label="Modules" className="flex flex-col gap-2">
        {modules.map((module, index) => {
          const done = finished || index < current
          const here = !finished && index === current
          return (
            <li
              key={module.sk}
              aria-current={here ? 'step' : undefined}
              className="flex items-center justify-between gap-3 rounded-md border border-border bg-surface px-3 py-2 text-sm"
            >
              <span>{module.name}</span>
              <span className="text-xs text-muted-foreground">
                {done ? 'Done' : here ? 'Current' : 'Upcoming'}
              </span>
            </li>
          )
        })}
      </ol>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {application.status === 1020 ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run((id) => callServer('completeModule', id))}
            className="rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground disabled:opacity-60"
          >
            Complete the current module
          </button>
        ) : null}
        {application.status === 1100 ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run((id) => callServer('awardBadge', id))}
            className="rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground disabled:opacity-60"
          >
            Award the badge
          </button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        Go back to the app's tab to see the new status and progress.
      </p>
    </main>
  )
}

/** No such course, or the learner has no application to it. */
export function NoCourse({ moodleId }: { moodleId: string }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-3 px-4 py-8">
      <h1 className="text-2xl font-semibold">Course not available</h1>
      <p className="text-sm text-muted-foreground">
        The mock learning platform has no course {moodleId} for this learner.
      </p>
    </main>
  )
}
