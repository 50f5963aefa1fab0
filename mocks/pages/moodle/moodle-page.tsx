import { APPLICATION_STATUS, applicationStatusName } from '@/config/status-codes'

import type { ApplicationRecord, LearnHubRecord, UserRecord } from '../../db'
import { PostForm, usePosting } from '../post-form'
import type { PostProblem } from '../stand-in'

const button =
  'rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground disabled:opacity-60'

export interface MoodleCourse {
  hub: LearnHubRecord
  learner: UserRecord
  application: ApplicationRecord
}

/**
 * The hosted course of a learning hub as the mock learning platform shows it (spec part 2
 * section 7: Start My Experience opens it): the modules, where the learner is, and the buttons
 * QA uses to finish the current module and award the badge (posts of `action`). Each change is
 * made by the mock server, so the app's tab shows the new status when it is focused again.
 */
export function MoodlePage({
  course: { hub, learner, application },
  problem,
}: {
  course: MoodleCourse
  problem: PostProblem | null
}) {
  const { busy } = usePosting()
  const modules = hub.modules ?? []
  const current = modules.findIndex((module) => module.sk === application.curr_mdl)
  const finished =
    application.status === APPLICATION_STATUS.complete ||
    application.status === APPLICATION_STATUS.rewardsAwarded

  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-5 px-4 py-8">
      <p className="self-start rounded-full bg-warning/15 px-2 py-0.5 text-xs font-medium text-warning">
        Mock learning platform: stands in for the hosted Moodle course
      </p>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{hub.name}</h1>
        <p className="text-sm text-muted-foreground">
          Learner: {[learner.firstName, learner.lastName].filter(Boolean).join(' ')} · Status:{' '}
          <span data-testid="status">
            {applicationStatusName(application.status) ?? String(application.status)}
          </span>{' '}
          · Progress: <span data-testid="progress">{`${application.prog_percent}%`}</span>
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
              <span>{module.name}</span>{' '}
              <small className="text-xs text-muted-foreground">
                {done ? 'Done' : here ? 'Current' : 'Upcoming'}
              </small>
            </li>
          )
        })}
      </ol>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem.message}
        </p>
      ) : null}
      <PostForm className="flex flex-wrap gap-2">
        {application.status === APPLICATION_STATUS.accepted ? (
          <button name="action" value="complete" disabled={busy} className={button}>
            Complete the current module
          </button>
        ) : null}
        {application.status === APPLICATION_STATUS.complete ? (
          <button name="action" value="award" disabled={busy} className={button}>
            Award the badge
          </button>
        ) : null}
      </PostForm>
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
