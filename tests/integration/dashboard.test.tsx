import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import {
  CARD_LOAD_FAILED,
  EMPTY_HINTS,
  NO_CHECK_INS,
  NO_CONNECTED_STUDENTS,
  NO_COURSES_APPLIED,
  NO_LEARNINGS,
  priorityOf,
  studentsPerCountry,
  upcomingModules,
} from '@/features/dashboard/dashboard-rules'
import { CHECK_IN_ROWS } from '@/features/dashboard/components/student-cards'
import { COUNTRIES_LISTED } from '@/features/dashboard/components/heatmap-card'
import { localDayKey, NO_ACTIVITY_TODAY } from '@/features/dashboard/planner-rules'
import { formatDate, formatTimeRange } from '@/lib/format/dates'
import { db } from '@mocks/db'
import { dashboardStudentsData } from '@mocks/handlers/dashboard/dashboard-data'
import { dashboardLearningData } from '@mocks/handlers/dashboard/learning-data'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { giveActivePlan } from '@mocks/testing/factories'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * The Catalyst dashboard (spec part 1 sections 2, 3, 8, 9; issue 13): every card shows what the
 * mock backend computes from the database, each has its own empty and failed state, and a
 * failed card does not take the others with it.
 */
const WAIT = { timeout: 8_000 }
const card = (name: string) => screen.findByRole('region', { name }, WAIT)
const me = () => findUserByEmail(demoAccounts.counsellor.email)!
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

describe('the Catalyst dashboard', () => {
  it('shows the demo Catalyst figures from the database', async () => {
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const students = dashboardStudentsData(me().id)
    const learning = dashboardLearningData(me().id)

    const connected = await card('Connected students')
    await waitFor(() =>
      expect(connected).toHaveTextContent(
        `Connected${students.connectedStudentsData.connectedStudents}Active`,
      ),
    )

    const interactions = await card('Interaction review summary')
    const firstInteraction = students.lastInteractionsData[0]!
    expect(
      (await within(interactions).findAllByText(firstInteraction.userName, {}, WAIT))[0],
    ).toBeVisible()

    const checkIns = await card('Students to check in on')
    const rows = await within(checkIns).findAllByRole('row', {}, WAIT)
    expect(rows).toHaveLength(Math.min(CHECK_IN_ROWS, students.studentsLastCheckInData.length) + 1)

    const topics = await card('Forthcoming learning topics')
    const firstTopic = learning.nextLearningAssignments[0]!
    const topicRow = (await within(topics).findAllByRole('row', {}, WAIT))[1]!
    expect(topicRow).toHaveTextContent(firstTopic.moduleName)
    // The demo seed's first topic has a priority, so its label is shown.
    expect(topicRow).toHaveTextContent(priorityOf(firstTopic.priority)!.label)

    // The heatmap's figures as a table (the map itself loads when scrolled into view).
    const heatmap = await card('Students by country')
    const countries = studentsPerCountry(students.studentsHeatMapData)
    const firstCountry = (await within(heatmap).findAllByRole('row', {}, WAIT))[1]!
    expect(firstCountry).toHaveTextContent(`${countries[0]!.country}${countries[0]!.count}`)
    expect(within(heatmap).getAllByRole('row')).toHaveLength(countries.length + 1)

    const requests = await card('Student requests')
    expect(await within(requests).findByText(/in the last 6 months/, {}, WAIT)).toBeVisible()
    // See More shows those requests: the header's Student Request drawer (issue 27).
    await user.click(within(requests).getByRole('button', { name: 'See More' }))
    const drawer = await screen.findByRole('dialog', { name: 'Student Request' }, WAIT)
    expect(
      await within(drawer).findByRole('list', { name: 'Student requests' }, WAIT),
    ).toBeVisible()
  }, 30_000)

  it('reads empty for a Catalyst with no students yet, in the spec words', async () => {
    // On Prime, so the smart dashboard's cards read too (dashboard-plans.test.tsx: without it).
    await seedScenario('demo')
    const pending = findUserByEmail(demoAccounts.pendingCounsellor.email)!
    await giveActivePlan(pending, 'prime')
    await renderRoute('/dashboard', { as: 'pendingCounsellor', scenario: null })
    expect(dashboardStudentsData(pending.id).studentsLastCheckInData).toEqual([])
    expect(
      await within(await card('Connected students')).findByText(NO_CONNECTED_STUDENTS, {}, WAIT),
    ).toBeVisible()
    expect(
      await within(await card('Students to check in on')).findByText(NO_CHECK_INS, {}, WAIT),
    ).toBeVisible()
    expect(
      await within(await card('Forthcoming learning topics')).findByText(NO_LEARNINGS, {}, WAIT),
    ).toBeVisible()
    expect(
      await within(await card('Upcoming learning modules')).findByText(
        NO_COURSES_APPLIED,
        {},
        WAIT,
      ),
    ).toBeVisible()
    // Issue 36: under the spec's words, what each card would show, in a person's words.
    for (const [title, hint] of [
      ['Students to check in on', EMPTY_HINTS.checkIns],
      ['Forthcoming learning topics', EMPTY_HINTS.learnings],
      ['Upcoming learning modules', EMPTY_HINTS.coursesApplied],
    ] as const)
      expect(within(await card(title)).getByText(hint)).toBeVisible()
    // Issue 28: the empty students cards say what to do next. Awaiting approval, a Catalyst
    // cannot invite yet (part 1 section 6): they complete their profile.
    for (const title of ['Connected students', 'Students to check in on']) {
      const next = within(await card(title)).getByRole('link', { name: 'Complete your profile' })
      expect(next).toHaveAttribute('href', '/counselor-profile')
    }
    expect(screen.queryByRole('link', { name: 'Invite a student' })).toBeNull()
    for (const title of ['Upcoming learning modules', 'Forthcoming learning topics']) {
      const next = within(await card(title)).getByRole('link', { name: 'Browse the Learning Hub' })
      expect(next).toHaveAttribute('href', '/learning-hub')
    }
  })

  it('names the months as Invite Student does, and lets the learning modules wrap (issue 28)', async () => {
    await renderRoute('/dashboard', { as: 'counsellor' })
    // The chart's figures as a table: the last six months by the same short names as Invite
    // Student's month tabs (its first three letters: "Sep", never en-GB's "Sept").
    const requests = await card('Student requests')
    const now = new Date()
    const expected = [5, 4, 3, 2, 1, 0].map((back) =>
      MONTHS[(now.getMonth() - back + 12) % 12]!.slice(0, 3),
    )
    const table = await within(requests).findByRole(
      'table',
      { name: 'Student requests per month, last 6 months' },
      WAIT,
    )
    const heads = within(table).getAllByRole('rowheader', { hidden: true })
    expect(heads.map((head) => head.textContent)).toEqual(expected)

    const learning = dashboardLearningData(me().id)
    const modules = await card('Upcoming learning modules')
    const first = upcomingModules(learning.learnHubProgressDetails, Date.now())[0]!
    const name = (
      await within(modules).findAllByText(first.moduleName || first.learnHubName, {}, WAIT)
    )[0]!
    const hub = within(modules).getAllByText(first.learnHubName)[0]!
    const start = within(modules).getAllByText(`${formatDate(first.learnHubStartDate)} –`)[0]!
    // Names, hubs and dates wrap where there is room; none is cut with "..." (issue 28).
    for (const text of [name, hub, start]) {
      expect(text).toBeVisible()
      expect(text).not.toHaveClass('truncate')
    }
  })

  it('a failed read says so on its cards with Retry; the other cards still show', async () => {
    injectFault('getNextLearningsAndLearnHubProgress', 500)
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const topics = await card('Forthcoming learning topics')
    expect(await within(topics).findByText(CARD_LOAD_FAILED, {}, WAIT)).toBeVisible()
    // The students' cards and the modules (their own read, issue 34) are not affected.
    const checkIns = await card('Students to check in on')
    expect(await within(checkIns).findAllByRole('row', {}, WAIT)).not.toHaveLength(0)
    const modules = await card('Upcoming learning modules')
    await waitFor(() => expect(modules).toHaveAttribute('aria-busy', 'false'), WAIT)
    expect(within(modules).queryByText(CARD_LOAD_FAILED)).toBeNull()

    clearFaults()
    await user.click(within(topics).getByRole('button', { name: 'Retry' }))
    await waitFor(
      () => expect(within(topics).queryByText(CARD_LOAD_FAILED)).not.toBeInTheDocument(),
      WAIT,
    )
    expect(within(topics).getAllByRole('row').length).toBeGreaterThan(1)
  })

  it('shows each card loading on its own', async () => {
    injectFault('getDashboardStudentCounts', { delayMs: 60_000 })
    await renderRoute('/dashboard', { as: 'counsellor' })
    expect(await card('Connected students')).toHaveAttribute('aria-busy', 'true')
    const topics = await card('Forthcoming learning topics')
    await waitFor(() => expect(topics).toHaveAttribute('aria-busy', 'false'), WAIT)
  })
})

describe('the countries heatmap', () => {
  /** The list's rows as shown (a row kept for screen readers only is not shown). */
  const shownCountries = (region: HTMLElement) =>
    within(region)
      .getAllByRole('row')
      .slice(1)
      .filter((row) => !row.classList.contains('sr-only'))
      .map((row) => row.textContent)

  it('lists every country of a Catalyst with ten or fewer (issue 27: 5 of 9 were shown)', async () => {
    await renderRoute('/dashboard', { as: 'counsellor' })
    const countries = studentsPerCountry(dashboardStudentsData(me().id).studentsHeatMapData)
    expect(countries.length).toBeGreaterThan(5)
    expect(countries.length).toBeLessThanOrEqual(COUNTRIES_LISTED)
    const heatmap = await card('Students by country')
    await within(heatmap).findAllByRole('row', {}, WAIT)
    expect(shownCountries(heatmap)).toEqual(
      countries.map((entry) => `${entry.country}${entry.count}`),
    )
    expect(within(heatmap).queryByRole('button', { name: /more/ })).toBeNull()
  })

  it('beyond ten, shows nine with "+N more", which shows them all', async () => {
    const { user } = await renderRoute('/dashboard', { as: 'counsellor', scenario: 'large' })
    const countries = studentsPerCountry(dashboardStudentsData(me().id).studentsHeatMapData)
    expect(countries.length).toBeGreaterThan(COUNTRIES_LISTED)
    const heatmap = await card('Students by country')
    await within(heatmap).findAllByRole('row', {}, WAIT)
    const rows = countries.map((entry) => `${entry.country}${entry.count}`)
    // Screen readers have the whole table all along.
    expect(within(heatmap).getAllByRole('row')).toHaveLength(countries.length + 1)
    expect(shownCountries(heatmap)).toEqual(rows.slice(0, COUNTRIES_LISTED - 1))

    const more = within(heatmap).getByRole('button', {
      name: `+${countries.length - COUNTRIES_LISTED + 1} more countries`,
    })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await user.click(more)
    expect(shownCountries(heatmap)).toEqual(rows)
    await user.click(within(heatmap).getByRole('button', { name: 'Show fewer' }))
    expect(shownCountries(heatmap)).toHaveLength(COUNTRIES_LISTED - 1)
  }, 30_000)
})

describe('the schedule planner', () => {
  it('lists the chosen day, says when it is empty, and moves by month within 10 years', async () => {
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const planner = await card('Schedule planner')
    await within(planner).findByRole('button', { name: 'Next month' }, WAIT)
    // The day's dots need the learning data.
    await within(await card('Forthcoming learning topics')).findAllByRole('row', {}, WAIT)
    const due = dashboardLearningData(me().id).nextLearningAssignments.find((item) => item.dueDate)!
    const dueDay = new Date(due.dueDate!)
    const now = new Date()
    // Go to the due date's month, then pick the day.
    const months =
      (dueDay.getUTCFullYear() - now.getUTCFullYear()) * 12 +
      dueDay.getUTCMonth() -
      now.getUTCMonth()
    for (let step = 0; step < Math.abs(months); step++)
      await user.click(
        within(planner).getByRole('button', { name: months > 0 ? 'Next month' : 'Previous month' }),
      )
    const dayButton = within(planner).getByRole('button', {
      name: new RegExp(`^${formatDate(due.dueDate)}, (1 event|\\d+ events)$`),
    })
    // "1 event", never "1 events".
    expect(
      within(planner)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? ''),
    ).not.toContainEqual(expect.stringMatching(/, 1 events$/))
    await user.click(dayButton)
    expect(
      within(planner).getByRole('region', { name: `Activities on ${formatDate(due.dueDate)}` }),
    ).toHaveTextContent(`Learning due:${due.moduleName}`)

    // A day without anything.
    const quiet = within(planner)
      .getAllByRole('button', { pressed: false })
      .find((button) => /^\d+ [A-Z]+ \d{4}$/.test(button.getAttribute('aria-label') ?? ''))!
    await user.click(quiet)
    // The chosen day is named: "No activity today" only for today.
    const quietDay = quiet.getAttribute('aria-label') ?? ''
    expect(within(planner).getByText(`No activity on ${quietDay}`)).toBeVisible()
    expect(within(planner).queryByText(NO_ACTIVITY_TODAY)).toBeNull()

    // 10 years back at most.
    const previous = within(planner).getByRole('button', { name: 'Previous month' })
    for (let step = 0; step < 12 * 11 && !previous.hasAttribute('disabled'); step++)
      await user.click(previous)
    expect(previous).toBeDisabled()
    expect(within(planner).getByRole('table')).toHaveAccessibleName(
      `January ${now.getUTCFullYear() - 10}`,
    )
  }, 60_000)

  it('shows a booked session of the Catalyst on its day, with its time and student (issue 29)', async () => {
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const session = db.sessions
      .lookup('counsellor', me().id)
      .filter((entry) => entry.status === 'booked' && entry.start > new Date().toISOString())
      .sort((a, b) => a.start.localeCompare(b.start))[0]!
    const student = db.users.get(session.studentId)!
    const day = localDayKey(session.start)!
    const planner = await card('Schedule planner')
    const now = new Date()
    const months =
      (Number(day.slice(0, 4)) - now.getUTCFullYear()) * 12 +
      Number(day.slice(5, 7)) -
      1 -
      now.getUTCMonth()
    // The planner's month controls come with its data (the card is busy until then).
    const next = await within(planner).findByRole('button', { name: 'Next month' }, WAIT)
    for (let step = 0; step < months; step++) await user.click(next)
    await user.click(
      await within(planner).findByRole(
        'button',
        { name: new RegExp(`^${formatDate(day)}, (1 event|\\d+ events)$`) },
        WAIT,
      ),
    )
    const activities = within(planner).getByRole('region', {
      name: `Activities on ${formatDate(day)}`,
    })
    const link = within(activities).getByRole('link', {
      name: `${formatTimeRange(session.start, session.end)} ${student.firstName} ${student.lastName}`,
    })
    expect(link).toHaveAttribute('href', '/sessions')
  }, 30_000)

  it('lists only modules not over yet under Upcoming; the year tab keeps the year (issue 36)', async () => {
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const all = dashboardLearningData(me().id).learnHubProgressDetails
    const ended = all.filter((row) => !upcomingModules([row], Date.now()).length)
    const upcoming = upcomingModules(all, Date.now())
    // The demo Catalyst has both (a module that ended a month ago was listed as upcoming).
    expect(ended.length).toBeGreaterThan(0)
    expect(upcoming.length).toBeGreaterThan(0)
    const modules = await card('Upcoming learning modules')
    const names = async () =>
      (await within(modules).findAllByRole('progressbar', {}, WAIT)).map((bar) =>
        bar.getAttribute('aria-label'),
      )
    const label = (row: (typeof all)[number]) => `Progress of ${row.moduleName || row.learnHubName}`
    expect(await names()).toEqual(upcoming.map(label))
    await user.click(
      within(modules).getByRole('button', { name: String(new Date().getFullYear()) }),
    )
    await waitFor(async () => expect((await names()).length).toBeGreaterThan(upcoming.length), WAIT)
  }, 30_000)
})
