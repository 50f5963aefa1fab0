import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { NOT_FOUND_MESSAGE } from '@/features/errors/not-found-page'
import { NOTE_MESSAGES, PATHWAY_MESSAGES, PROFILE_MESSAGES } from '@/features/students/messages'
import {
  BAD_URL_MESSAGE,
  COMMENT_REQUIRED,
  EVIDENCE_REQUIRED,
} from '@/features/students/pathway/pathway-rules'
import { db, type UserRecord } from '@mocks/db'
import { assignmentOf } from '@mocks/handlers/pathways/pathways'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { newId } from '@mocks/services/ids'
import { findUserByEmail, INVITE_STATUS } from '@mocks/services/relations'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * The Student Profile a Catalyst sees (issue 14 points 2 to 5; spec part 2 sections 2, 4, 5, 8,
 * 9): the real route tree at /students/view/{studentId} against the mock backend.
 */
const WAIT = { timeout: 5_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!
const demoStudent = () => findUserByEmail(demoAccounts.student.email)!
const nameOf = (user: UserRecord) => `${user.firstName} ${user.lastName ?? ''}`.trim()

/** A connected student of the demo Catalyst with no pathway (and, unless asked, no notes). */
function studentWithoutPathway({ keepNotes = false } = {}): UserRecord {
  const ids = db.connections
    .findMany((q) => q.where({ counsellorId: me().id, status: INVITE_STATUS.accepted }))
    .map((link) => link.studentId!)
  const id = ids.find((studentId) => !assignmentOf(studentId))!
  if (!keepNotes) db.notes.deleteMany((q) => q.where({ studentId: id }))
  return db.users.findFirst((q) => q.where({ id }))!
}

async function open(student: () => UserRecord, prepare?: () => void | Promise<void>) {
  await seedScenario('demo')
  await prepare?.()
  const who = student()
  const view = await renderRoute(`/students/view/${who.id}`, { as: 'counsellor', scenario: null })
  await screen.findByRole('heading', { name: nameOf(who) }, WAIT)
  return { ...view, who }
}

const recommend = () => screen.getByRole('region', { name: 'Recommend a Pathway' })
const notesRegion = () => screen.getByRole('region', { name: 'Last Interaction Notes' })

describe('the Student Profile, as the student’s Catalyst', () => {
  it('shows the student, their goal, experience, notes and pathway; Start chat opens their chat', async () => {
    const { user, who } = await open(demoStudent)
    expect(screen.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
    expect(screen.getByText(who.interest?.college ?? who.email, { exact: false })).toBeVisible()
    // The number with its dial code, once, though the record keeps them apart.
    expect(who.phoneNumber).toBe('6350795481')
    expect(screen.getByText('+916350795481', { selector: 'dd' })).toBeVisible()
    const experience = screen.getByRole('list', { name: 'Experience' })
    expect(within(experience).getAllByRole('listitem')).toHaveLength(
      (who.education?.length ?? 0) + (who.experience?.length ?? 0),
    )
    const notes = await within(notesRegion()).findByRole('list', { name: 'Notes' }, WAIT)
    expect(within(notes).getAllByRole('listitem')).toHaveLength(3)

    const assigned = assignmentOf(who.id)!
    const steps = screen.getByRole('list', { name: 'Pathway steps' })
    const done = assigned.assignment.steps.filter((step) => step.status === 'COMPLETED').length
    const items = within(steps).getAllByRole('listitem')
    expect(items).toHaveLength(assigned.pathway.steps.length)
    items.slice(0, done).forEach((item) => expect(item).toHaveTextContent('Completed'))
    expect(within(items[0]!).getByRole('link', { name: 'View evidence' })).toHaveAttribute(
      'target',
      '_blank',
    )

    // Two pathways first, See More for all; the assigned one reads Recommended.
    const region = recommend()
    await user.click(within(region).getByRole('button', { name: 'See More' }))
    expect(
      within(region).getByRole('button', { name: `Recommended: ${assigned.pathway.name}` }),
    ).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Start chat' }))
    const dock = await screen.findByRole('region', { name: 'Open chats' }, WAIT)
    expect(within(dock).getByRole('dialog', { name: `Chat with ${nameOf(who)}` })).toBeVisible()
  })

  it('labels the goal as the accept form asks it: College, Work location, Dream job', async () => {
    const { who } = await open(demoStudent)
    const card = screen.getByRole('region', { name: 'Student Goal' })
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['College', 'Work location', 'Dream job'])
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([who.interest?.college, who.interest?.stream, who.interest?.company])
    // A long college or place wraps onto more lines; none is cut with "..." (issue 28).
    const facts = [
      ...within(card).getAllByRole('definition'),
      ...screen.getAllByRole('definition').filter((value) => value.textContent?.includes(',')),
    ]
    for (const value of facts) expect(value).not.toHaveClass('truncate')
  })

  it('shows two pathways first, each with its first 5 steps and See more', async () => {
    const { user } = await open(() => studentWithoutPathway())
    const region = recommend()
    const pathways = db.pathways.all()
    const choose = () => within(region).getAllByRole('button', { name: /^Choose Pathway/ })
    expect(
      await within(region).findAllByRole('button', { name: /^Choose Pathway/ }, WAIT),
    ).toHaveLength(2)
    // The server's order: the first pathway has more than 5 steps in the demo seed.
    const long = pathways[0]!
    expect(long.steps.length).toBeGreaterThan(5)
    const first = within(region).getByRole('list', { name: `Steps of ${long.name}` })
    expect(within(first).getAllByRole('listitem')).toHaveLength(5)
    {
      await user.click(
        within(region).getByRole('button', {
          name: (name) => name.startsWith('See more') && name.endsWith(`steps of ${long.name}`),
        }),
      )
      expect(
        within(within(region).getByRole('list', { name: `Steps of ${long.name}` })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(long.steps.length)
    }
    await user.click(within(region).getByRole('button', { name: 'See More' }))
    expect(choose()).toHaveLength(pathways.length)
  })

  it('assigns a pathway, then asks before changing it (one pathway per student)', async () => {
    const { user, who } = await open(() => studentWithoutPathway())
    expect(screen.queryByRole('list', { name: 'Pathway steps' })).toBeNull()
    const [first, second] = db.pathways.all()
    await user.click(
      within(recommend()).getByRole('button', { name: `Choose Pathway: ${first!.name}` }),
    )
    expect(await screen.findByText(PATHWAY_MESSAGES.assigned, {}, WAIT)).toBeVisible()
    await screen.findByRole('list', { name: 'Pathway steps' }, WAIT)
    expect(assignmentOf(who.id)?.pathway.id).toBe(first!.id)
    expect(
      within(recommend()).getByRole('button', { name: `Recommended: ${first!.name}` }),
    ).toBeDisabled()

    await user.click(
      within(recommend()).getByRole('button', { name: `Change Pathway: ${second!.name}` }),
    )
    const confirm = await screen.findByRole('alertdialog', { name: 'Change pathway?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(assignmentOf(who.id)?.pathway.id).toBe(first!.id)

    await user.click(
      within(recommend()).getByRole('button', { name: `Change Pathway: ${second!.name}` }),
    )
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Change Pathway',
      }),
    )
    await waitFor(() => expect(assignmentOf(who.id)?.pathway.id).toBe(second!.id), WAIT)
    expect(db.pathwayAssignments.findMany((q) => q.where({ studentId: who.id }))).toHaveLength(1)
  })

  it('says Failed to assign pathway when the call fails, and nothing changes', async () => {
    const { user, who } = await open(() => studentWithoutPathway())
    injectFault('assignPathway', 500)
    const first = db.pathways.all()[0]!
    await user.click(
      within(recommend()).getByRole('button', { name: `Choose Pathway: ${first.name}` }),
    )
    expect(await screen.findByText(PATHWAY_MESSAGES.assignFailed, {}, WAIT)).toBeVisible()
    expect(assignmentOf(who.id)).toBeUndefined()
    expect(
      within(recommend()).getByRole('button', { name: `Choose Pathway: ${first.name}` }),
    ).toBeEnabled()
  })

  it('says No pathways available when there are none', async () => {
    await open(
      () => studentWithoutPathway(),
      () => void db.pathways.deleteMany((q) => q.where(() => true)),
    )
    expect(await within(recommend()).findByText(PATHWAY_MESSAGES.none, {}, WAIT)).toBeVisible()
  })

  it('says Failed to load recommended pathways, and Retry recovers', async () => {
    injectFault('getAllPathways', 500)
    const { user } = await open(() => studentWithoutPathway())
    expect(
      await within(recommend()).findByText(PATHWAY_MESSAGES.loadFailed, {}, WAIT),
    ).toBeVisible()
    act(() => clearFaults())
    await user.click(within(recommend()).getByRole('button', { name: 'Retry' }))
    expect(
      await within(recommend()).findAllByRole('button', { name: /^Choose Pathway/ }, WAIT),
    ).toHaveLength(2)
  })

  it('adds a note: refuses a blank one, then posts, sanitised, with the success toast', async () => {
    const { user, who } = await open(() => studentWithoutPathway())
    const region = notesRegion()
    expect(await within(region).findByText(NOTE_MESSAGES.empty, {}, WAIT)).toBeVisible()
    const add = within(region).getByRole('button', { name: 'Add Note' })
    expect(add).toBeDisabled()
    const editor = within(region).getByRole('textbox', { name: 'New note' })
    await user.type(editor, '   ')
    expect(add).toBeEnabled()
    await user.click(add)
    expect(within(region).getByText(NOTE_MESSAGES.required)).toBeVisible()
    expect(db.notes.findMany((q) => q.where({ studentId: who.id }))).toHaveLength(0)

    editor.innerHTML = '<p>Discussed <b>essays</b><img src=x onerror="alert(1)"></p>'
    fireEvent.input(editor)
    await user.click(add)
    expect(await screen.findByText(NOTE_MESSAGES.added, {}, WAIT)).toBeVisible()
    const stored = db.notes.findMany((q) => q.where({ studentId: who.id }))
    expect(stored.map((note) => note.note)).toEqual(['<p>Discussed <b>essays</b></p>'])
    const notes = await within(region).findByRole('list', { name: 'Notes' }, WAIT)
    expect(within(notes).getByText('essays').tagName).toBe('B')
    // Its time reads as every relative time of the app does (part 1 section 9), not "Just now".
    expect(within(notes).getByText('Now').tagName).toBe('TIME')
    // A fresh, empty editor for the next note, with no mark left pressed (issue 27).
    const next = within(region).getByRole('textbox', { name: 'New note' })
    expect(next).toBeEmptyDOMElement()
    expect(within(region).getByRole('button', { name: 'Italic' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('keeps the typed note when posting fails', async () => {
    const { user } = await open(() => studentWithoutPathway())
    injectFault('addStudentNote', 500)
    const region = notesRegion()
    const editor = await within(region).findByRole('textbox', { name: 'New note' })
    await user.type(editor, 'Call on Friday')
    await user.click(within(region).getByRole('button', { name: 'Add Note' }))
    expect(await screen.findByText(NOTE_MESSAGES.failed, {}, WAIT)).toBeVisible()
    expect(editor).toHaveTextContent('Call on Friday')
  })

  it('says the notes failed to load without taking the rest of the page, and Retry recovers', async () => {
    injectFault('getStudentNotes', 500)
    const { user } = await open(demoStudent)
    const region = notesRegion()
    expect(await within(region).findByText('Failed to load notes.', {}, WAIT)).toBeVisible()
    expect(screen.getByRole('list', { name: 'Pathway steps' })).toBeVisible()
    act(() => clearFaults())
    await user.click(within(region).getByRole('button', { name: 'Retry' }))
    expect(await within(region).findByRole('list', { name: 'Notes' }, WAIT)).toBeVisible()
  })

  it('loads the newest 5 notes, and older ones when scrolled to the top', async () => {
    let who: UserRecord | undefined
    await open(
      () => who!,
      async () => {
        who = studentWithoutPathway()
        for (let index = 0; index < 7; index += 1)
          await db.notes.create({
            id: newId(),
            studentId: who.id,
            counsellorId: me().id,
            note: `<p>Note ${index + 1}</p>`,
            created_at: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
          })
      },
    )
    const notes = await within(notesRegion()).findByRole('list', { name: 'Notes' }, WAIT)
    const texts = () =>
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(texts()).toHaveLength(5)
    expect(texts()[0]).toContain('Note 3')
    expect(texts()[4]).toContain('Note 7')
    fireEvent.scroll(notes)
    await waitFor(() => expect(texts()).toHaveLength(7), WAIT)
    expect(texts()[0]).toContain('Note 1')
  })

  it('offers Older notes while older ones wait, by button as well as by scrolling', async () => {
    let who: UserRecord | undefined
    const { user } = await open(
      () => who!,
      async () => {
        who = studentWithoutPathway()
        for (let index = 0; index < 6; index += 1)
          await db.notes.create({
            id: newId(),
            studentId: who.id,
            counsellorId: me().id,
            note: `<p>Note ${index + 1}</p>`,
            created_at: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
          })
      },
    )
    const notes = await within(notesRegion()).findByRole('list', { name: 'Notes' }, WAIT)
    await user.click(within(notesRegion()).getByRole('button', { name: 'Older notes' }))
    await waitFor(() => expect(within(notes).getAllByRole('listitem')).toHaveLength(6), WAIT)
    expect(within(notes).getAllByRole('listitem')[0]).toHaveTextContent('Note 1')
    // All there and in view (jsdom draws nothing, so nothing is above): no button.
    await waitFor(() =>
      expect(within(notesRegion()).queryByRole('button', { name: 'Older notes' })).toBeNull(),
    )
  })

  it('marks a step complete with a comment and a link; the rules speak first', async () => {
    const { user, who } = await open(demoStudent)
    const steps = screen.getByRole('list', { name: 'Pathway steps' })
    const mark = within(steps).getAllByRole('button', { name: /^Mark as Complete/ })[0]!
    const stepName = (mark.textContent ?? '').replace('Mark as Complete: ', '')
    await user.click(mark)
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Complete' })
    const submit = within(dialog).getByRole('button', { name: 'Mark as Complete' })
    await user.click(submit)
    expect(within(dialog).getByText(COMMENT_REQUIRED)).toBeVisible()
    expect(within(dialog).getByText(EVIDENCE_REQUIRED)).toBeVisible()

    await user.type(within(dialog).getByLabelText(/Comment/), 'Great analysis')
    const link = within(dialog).getByLabelText('Link')
    await user.type(link, 'not a url')
    expect(within(dialog).getByText(BAD_URL_MESSAGE)).toBeVisible()
    // A link and a file are exclusive: the file input is off while a link is typed.
    expect(within(dialog).getByLabelText(/upload a file/)).toBeDisabled()
    await user.clear(link)
    await user.type(link, 'https://github.com/riya/eda')

    injectFault('markStepComplete', 500, { times: 1 })
    await user.click(submit)
    expect(await screen.findByText(PATHWAY_MESSAGES.stepFailed, {}, WAIT)).toBeVisible()
    expect(within(dialog).getByLabelText('Link')).toHaveValue('https://github.com/riya/eda')

    await user.click(submit)
    expect(await screen.findByText(PATHWAY_MESSAGES.stepDone, {}, WAIT)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT)
    const item = within(steps)
      .getAllByRole('listitem')
      .find((entry) => within(entry).queryByRole('heading', { name: stepName }))!
    expect(item).toHaveTextContent('Completed')
    expect(item).toHaveTextContent('Great analysis')
    expect(within(item).getByRole('link', { name: 'View evidence' })).toHaveAttribute(
      'href',
      'https://github.com/riya/eda',
    )
    const state = assignmentOf(who.id)!.assignment.steps.find(
      (step) => step.status === 'COMPLETED' && step.comment === 'Great analysis',
    )
    expect(state?.completionLink).toBe('https://github.com/riya/eda')
  })

  it('takes a PDF as evidence, refusing other types first', async () => {
    const { user } = await open(demoStudent)
    const steps = screen.getByRole('list', { name: 'Pathway steps' })
    await user.click(within(steps).getAllByRole('button', { name: /^Mark as Complete/ })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Complete' })
    // The picker's `accept` is only a hint ("All files" is one click away): the dialog checks.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        within(dialog).getByLabelText(/upload a file/),
        new File(['x'], 'notes.docx', { type: 'application/msword' }),
      )
    expect(await within(dialog).findByText(PATHWAY_MESSAGES.badFileType)).toBeVisible()
    await user.upload(
      within(dialog).getByLabelText(/upload a file/),
      new File(['%PDF-1.4 proof'], 'certificate.pdf', { type: 'application/pdf' }),
    )
    expect(await within(dialog).findByText('certificate.pdf', {}, WAIT)).toBeVisible()
    expect(within(dialog).getByLabelText('Link')).toBeDisabled()
    await user.type(within(dialog).getByLabelText(/Comment/), 'Certificate attached')
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Complete' }))
    expect(await screen.findByText(PATHWAY_MESSAGES.stepDone, {}, WAIT)).toBeVisible()
    expect(
      await within(steps).findByRole('button', { name: 'Open evidence file' }, WAIT),
    ).toBeVisible()
  })

  it("shows the not-found page for a student who is not this Catalyst's, and none of their data", async () => {
    await seedScenario('demo')
    const theirs = db.connections.findFirst((q) =>
      q.where(
        (link) =>
          link.counsellorId !== me().id &&
          link.status === INVITE_STATUS.accepted &&
          !!link.studentId,
      ),
    )!
    const student = db.users.findFirst((q) => q.where({ id: theirs.studentId! }))!
    await renderRoute(`/students/view/${student.id}`, { as: 'counsellor', scenario: null })
    expect(await screen.findByText(NOT_FOUND_MESSAGE, {}, WAIT)).toBeVisible()
    expect(screen.queryByText(student.email)).toBeNull()
    expect(screen.queryByText(nameOf(student))).toBeNull()
  })

  it('shows the not-found page for an address that names no student', async () => {
    for (const id of ['no-such-student', '00000000-0000-4000-8000-000000000000']) {
      const view = await renderRoute(`/students/view/${id}`, { as: 'counsellor' })
      expect(await screen.findByText(NOT_FOUND_MESSAGE, {}, WAIT)).toBeVisible()
      view.unmount()
    }
  })

  it('says Failed to load profile or pathway data when a read fails, and Retry recovers', async () => {
    await seedScenario('demo')
    injectFault('getAssignedPathway', 500)
    const { user } = await renderRoute(`/students/view/${demoStudent().id}`, {
      as: 'counsellor',
      scenario: null,
    })
    expect(await screen.findByText(PROFILE_MESSAGES.loadFailed, {}, WAIT)).toBeVisible()
    act(() => clearFaults())
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: nameOf(demoStudent()) }, WAIT)).toBeVisible()
  })
})
