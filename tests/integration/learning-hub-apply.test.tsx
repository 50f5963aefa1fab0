import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { APPLY_SUCCESS } from '@/features/learning-hubs/application/application-wizard'
import { FIELD_REQUIRED } from '@/features/learning-hubs/application/form-definition'
import { HUB_MESSAGES } from '@/features/learning-hubs/hub-rules'
import { PENDING_HUB_REDIRECT_KEY, slugify } from '@/lib/post-login-redirect'
import { db } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

withMockServer()

/**
 * Learning Hub (the new hubs) and the application wizard (issue 15 points 1 and 3; spec part 2
 * sections 2, 4, 5 and 8), in the real route tree against the mock backend.
 */
const WAIT = { timeout: 8_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!
const hubNamed = (code: string) => db.learnHubs.findFirst((q) => q.where({ code }))!
const applicationTo = (code: string) =>
  db.applications.findFirst((q) => q.where({ userId: me().id, learnHubId: hubNamed(code).id }))

type User = Awaited<ReturnType<typeof renderRoute>>['user']

async function openWizard(user: User, code: string) {
  const card = await screen.findByRole('article', { name: hubNamed(code).name }, WAIT)
  await user.click(within(card).getByRole('button', { name: /^Apply Now/ }))
  return screen.findByRole('dialog', { name: `Apply to ${hubNamed(code).name}` }, WAIT)
}

/** Step 1 (every hub's tab1), answered; `mentored` reveals the conditional story question. */
async function answerAboutYou(user: User, dialog: HTMLElement, mentored: 'yes' | 'no' = 'no') {
  const inDialog = within(dialog)
  await user.type(inDialog.getByRole('textbox', { name: /^Current role/ }), 'School counsellor')
  await user.selectOptions(
    inDialog.getByRole('combobox', { name: /^Experience guiding students/ }),
    'some',
  )
  await user.selectOptions(
    inDialog.getByRole('combobox', { name: /^Have you mentored a student/ }),
    mentored,
  )
  if (mentored === 'yes')
    await user.type(
      inDialog.getByRole('textbox', { name: /^Tell us briefly about one student/ }),
      'A student who found her way into nursing.',
    )
  await user.type(
    inDialog.getByRole('textbox', { name: /^Why do you want to join this hub/ }),
    'To guide my students better.',
  )
  await user.click(inDialog.getByRole('checkbox', { name: /^I can commit about 4 hours/ }))
}

describe('Learning Hub (new hubs)', () => {
  it('lists the open hubs the user has not applied to, with Apply Now and View Details', async () => {
    await renderRoute('/learning-hub', { as: 'counsellor' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learning Hub' }, WAIT),
    ).toBeVisible()
    const list = await screen.findByRole('list', { name: 'Learning hubs' }, WAIT)
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    // SFA-220 and STEM-300 run, SAB-150 is upcoming; applied (PSY-201, ...) and ended (DSM-120) are not offered.
    expect(names).toEqual(
      expect.arrayContaining([
        hubNamed('SFA-220').name,
        hubNamed('STEM-300').name,
        hubNamed('SAB-150').name,
      ]),
    )
    expect(names).not.toContain(hubNamed('PSY-201').name)
    expect(names).not.toContain(hubNamed('DSM-120').name)
    const card = screen.getByRole('article', { name: hubNamed('STEM-300').name })
    // No status and no progress before applying.
    expect(within(card).queryByRole('progressbar')).toBeNull()
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/learning-hub/[^/]+/${hubNamed('STEM-300').id}$`)),
    )
  })

  it('says Failed to load trainings. Please try again. when the list fails, and Retry recovers', async () => {
    injectFault('newHubList', 500)
    const { user } = await renderRoute('/learning-hub', { as: 'counsellor' })
    expect(await screen.findByText(HUB_MESSAGES.loadFailed, {}, WAIT)).toBeVisible()
    act(() => clearFaults())
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect((await screen.findAllByRole('article', {}, WAIT)).length).toBeGreaterThan(0)
  })

  it('says so when there is no hub left to apply to', async () => {
    await seedScenario('demo')
    for (const hub of db.learnHubs.all())
      await db.learnHubs.update((q) => q.where({ id: hub.id }), {
        data(record) {
          record.end_date = Date.now() - 1_000
        },
      })
    await renderRoute('/learning-hub', { as: 'counsellor', scenario: null })
    expect(await screen.findByText(HUB_MESSAGES.noNew, {}, WAIT)).toBeVisible()
  })
})

describe('Application wizard', () => {
  it('checks each required field with its own message or the default one, and shows a conditional question only when its condition holds', async () => {
    const { user } = await renderRoute('/learning-hub', { as: 'counsellor' })
    const dialog = await openWizard(user, 'SFA-220')
    const inDialog = within(dialog)
    expect(inDialog.getByText('Step 1 of 2: About you')).toBeVisible()
    await user.click(inDialog.getByRole('button', { name: 'Next' }))
    expect(inDialog.getByText('Please tell us your current role.')).toBeVisible()
    expect(inDialog.getByText('Please choose your experience level.')).toBeVisible()
    expect(inDialog.getByText(FIELD_REQUIRED)).toBeVisible()
    expect(inDialog.getByText('Please confirm your weekly commitment.')).toBeVisible()
    // The first invalid field takes the focus.
    await waitFor(() =>
      expect(inDialog.getByRole('textbox', { name: /^Current role/ })).toHaveFocus(),
    )

    // Typing clears that field's error.
    await user.type(inDialog.getByRole('textbox', { name: /^Current role/ }), 'Counsellor')
    expect(inDialog.queryByText('Please tell us your current role.')).toBeNull()

    const story = /^Tell us briefly about one student/
    expect(inDialog.queryByRole('textbox', { name: story })).toBeNull()
    const mentored = inDialog.getByRole('combobox', { name: /^Have you mentored a student/ })
    await user.selectOptions(mentored, 'yes')
    expect(inDialog.getByRole('textbox', { name: story })).toBeVisible()
    await user.selectOptions(mentored, 'no')
    expect(inDialog.queryByRole('textbox', { name: story })).toBeNull()
  })

  it('applies: review shows the answers, Submit sends only visible answers, Successfully applied, then Enrolled Hubs', async () => {
    const { user, router } = await renderRoute('/learning-hub', { as: 'counsellor' })
    const dialog = await openWizard(user, 'SFA-220')
    await answerAboutYou(user, dialog, 'yes')
    // Answered the story, then changed the answer it depends on: the story is hidden and dropped.
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Have you mentored a student/ }),
      'no',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(within(dialog).getByText('Step 2 of 2: Review and Submit')).toBeVisible()
    const review = within(dialog).getByRole('region', { name: 'About you' })
    expect(within(review).getByText('School counsellor')).toBeVisible()
    expect(within(review).getByText('1 to 3 years')).toBeVisible()
    expect(within(review).queryByText('A student who found her way into nursing.')).toBeNull()

    // Previous keeps the answers.
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }))
    expect(within(dialog).getByRole('textbox', { name: /^Current role/ })).toHaveValue(
      'School counsellor',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))

    expect(await screen.findByText(APPLY_SUCCESS, {}, WAIT)).toBeVisible()
    await waitFor(() => expect(currentPath(router)).toBe('/learning-hub/applied'), WAIT)
    expect(screen.queryByRole('dialog')).toBeNull()
    const card = await screen.findByRole('article', { name: hubNamed('SFA-220').name }, WAIT)
    expect(within(card).getByText('Applied')).toBeVisible()

    const stored = applicationTo('SFA-220')!
    expect(stored.status).toBe(1010)
    expect(stored.properties).toMatchObject({
      currentRole: 'School counsellor',
      experienceLevel: 'some',
      hasMentored: 'no',
      commitment: true,
    })
    expect(stored.properties).not.toHaveProperty('mentoringStory')
  })

  it('keeps every answer and says why when applying fails', async () => {
    const { user } = await renderRoute('/learning-hub', { as: 'counsellor' })
    const dialog = await openWizard(user, 'SFA-220')
    await answerAboutYou(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    injectFault('provisionHub', 500, { times: 1 })
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByRole('alert', {}, WAIT)).toBeVisible()
    expect(applicationTo('SFA-220')).toBeUndefined()
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }))
    expect(within(dialog).getByRole('textbox', { name: /^Current role/ })).toHaveValue(
      'School counsellor',
    )
    // Closing and reopening keeps them too; then it goes through.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const again = await openWizard(user, 'SFA-220')
    expect(within(again).getByRole('textbox', { name: /^Current role/ })).toHaveValue(
      'School counsellor',
    )
    await user.click(within(again).getByRole('button', { name: 'Next' }))
    await user.click(within(again).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(APPLY_SUCCESS, {}, WAIT)).toBeVisible()
    expect(applicationTo('SFA-220')?.status).toBe(1010)
  })

  it('runs both steps of a two-step hub: radio, number, e-mail, date and file answers, and custom conditions', async () => {
    const { user } = await renderRoute('/learning-hub', { as: 'counsellor' })
    const dialog = await openWizard(user, 'STEM-300')
    const inDialog = within(dialog)
    expect(inDialog.getByText('Step 1 of 3: About you')).toBeVisible()
    await answerAboutYou(user, dialog)
    // "More than 3 years" reveals a step 2 question through its custom script.
    await user.selectOptions(
      inDialog.getByRole('combobox', { name: /^Experience guiding students/ }),
      'extensive',
    )
    await user.click(inDialog.getByRole('button', { name: 'Next' }))
    expect(inDialog.getByText('Step 2 of 3: Your goals')).toBeVisible()

    await user.click(inDialog.getByRole('button', { name: 'Next' }))
    expect(inDialog.getByText('Please describe your goal.')).toBeVisible()
    expect(inDialog.getByText('Please choose how you prefer to learn.')).toBeVisible()
    await user.type(
      inDialog.getByRole('textbox', { name: /^What do you want to be able to do/ }),
      'Run a full guidance cycle.',
    )
    await user.click(inDialog.getByRole('radio', { name: 'Recorded lessons' }))
    expect(inDialog.getByRole('textbox', { name: /^Which advanced topics/ })).toBeVisible()
    await user.type(
      inDialog.getByRole('textbox', { name: /^Which advanced topics/ }),
      'Scholarships',
    )

    // The number's script: 3 years or more reveals the peer-mentoring box.
    const peer = /^I would like to mentor newer Catalysts/
    expect(inDialog.queryByRole('checkbox', { name: peer })).toBeNull()
    await user.type(inDialog.getByRole('spinbutton', { name: /^Years you have guided/ }), '4')
    await user.click(inDialog.getByRole('checkbox', { name: peer }))
    await user.type(inDialog.getByLabelText(/^When can you start/), '2027-01-15')
    const email = inDialog.getByRole('textbox', { name: /^E-mail of a colleague/ })
    await user.type(email, 'not-an-email')
    await user.click(inDialog.getByRole('button', { name: 'Next' }))
    expect(inDialog.getByText('Enter a valid e-mail address.')).toBeVisible()
    await user.clear(email)
    await user.type(email, 'colleague@school.example')
    await user.upload(
      inDialog.getByLabelText(/^Your CV or a sample/),
      new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }),
    )
    expect(await inDialog.findByText('cv.pdf', {}, WAIT)).toBeVisible()
    await user.click(inDialog.getByRole('button', { name: 'Next' }))

    expect(inDialog.getByText('Step 3 of 3: Review and Submit')).toBeVisible()
    const goals = inDialog.getByRole('region', { name: 'Your goals' })
    expect(within(goals).getByText('Recorded lessons')).toBeVisible()
    expect(within(goals).getByText('15 JAN 2027')).toBeVisible()
    expect(within(goals).getByText('cv.pdf')).toBeVisible()
    await user.click(inDialog.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(APPLY_SUCCESS, {}, WAIT)).toBeVisible()

    const stored = applicationTo('STEM-300')!.properties as Record<string, unknown>
    expect(stored).toMatchObject({
      learningFormat: 'recorded',
      advancedTopics: 'Scholarships',
      yearsGuiding: 4,
      peerMentoring: true,
      availableFrom: '2027-01-15',
      refereeEmail: 'colleague@school.example',
    })
    expect(stored.portfolioFile).toEqual([
      expect.objectContaining({
        originalName: 'cv.pdf',
        storage: 'base64',
        type: 'application/pdf',
        url: `data:application/pdf;base64,${btoa('%PDF-1.4 cv')}`,
      }),
    ])
  })

  const setTab1 = (tab1: string) =>
    db.learnHubs.update((q) => q.where({ id: hubNamed('SFA-220').id }), {
      data(record) {
        record.tab1 = tab1
      },
    })

  it('says the form cannot be read when its definition is broken, with no way forward', async () => {
    await seedScenario('demo')
    await setTab1('{"components": [}')
    const { user } = await renderRoute('/learning-hub', { as: 'counsellor', scenario: null })
    const dialog = await openWizard(user, 'SFA-220')
    expect(within(dialog).getByText(/application form could not be read/)).toBeVisible()
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull()
  })

  it('shows an unknown field type as a notice and applies without it', async () => {
    await seedScenario('demo')
    await setTab1(
      JSON.stringify({
        title: 'About you',
        components: [
          { key: 'sig', label: 'Your signature', type: 'signature', validate: { required: true } },
        ],
      }),
    )
    const { user } = await renderRoute('/learning-hub', { as: 'counsellor', scenario: null })
    const dialog = await openWizard(user, 'SFA-220')
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Your signatureThis question cannot be shown here, so it is left out of your application.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(APPLY_SUCCESS, {}, WAIT)).toBeVisible()
    expect(applicationTo('SFA-220')?.properties).toEqual({})
  })
})

describe("A hub's page, signed in", () => {
  it('opens from View Details inside the app, and applies from there', async () => {
    const { user, router } = await renderRoute('/learning-hub', { as: 'counsellor' })
    const hub = hubNamed('SFA-220')
    const card = await screen.findByRole('article', { name: hub.name }, WAIT)
    await user.click(within(card).getByRole('link', { name: /View Details/ }))
    await waitFor(() =>
      expect(currentPath(router)).toBe(`/learning-hub/${slugify(hub.name)}/${hub.id}`),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learning Hub Details' }, WAIT),
    ).toBeVisible()
    // Inside the app: the shell's navigation is there.
    expect(screen.getByRole('navigation', { name: /main|primary|sidebar/i })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: hub.name }, WAIT)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Apply Now' }))
    const dialog = await screen.findByRole('dialog', { name: `Apply to ${hub.name}` }, WAIT)
    await answerAboutYou(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(APPLY_SUCCESS, {}, WAIT)).toBeVisible()
    await waitFor(() => expect(currentPath(router)).toBe('/learning-hub/applied'), WAIT)
  })

  it('says applications are closed on an ended hub, with no Apply Now', async () => {
    const hub = hubNamed('DSM-120')
    await seedScenario('demo')
    await renderRoute(`/learning-hub/${slugify(hub.name)}/${hubNamed('DSM-120').id}`, {
      as: 'student',
      scenario: null,
    })
    expect(await screen.findByText(HUB_MESSAGES.closed, {}, WAIT)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull()
  })

  it('is where login brings a visitor back to within 30 minutes of choosing to apply', async () => {
    await seedScenario('demo')
    const hub = hubNamed('STEM-300')
    sessionStorage.setItem(
      PENDING_HUB_REDIRECT_KEY,
      JSON.stringify({ learnHubId: hub.id, trainingTitle: hub.name, timestamp: Date.now() }),
    )
    const { user, router } = await renderRoute('/auth/login', { scenario: null })
    await user.type(
      await screen.findByLabelText(/^email/i, {}, WAIT),
      demoAccounts.counsellor.email,
    )
    await user.type(screen.getByLabelText(/^password/i), 'Catalyst#2026')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(
      () => expect(currentPath(router)).toBe(`/learning-hub/${slugify(hub.name)}/${hub.id}`),
      WAIT,
    )
    expect(await screen.findByRole('button', { name: 'Apply Now' }, WAIT)).toBeVisible()
    sessionStorage.clear()
  })
})
