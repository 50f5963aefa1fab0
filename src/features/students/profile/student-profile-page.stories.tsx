import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { db } from '../../../../mocks/db'
import { assignmentOf } from '../../../../mocks/handlers/pathways/pathways'
import { demoAccounts } from '../../../../mocks/seed/demo-accounts'
import { connectedStudentIds, findUserByEmail } from '../../../../mocks/services/relations'
import { appStory } from '../../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Student Profile',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/students/view/$studentId'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 8_000 }

/** The demo student: connected to the demo Catalyst, with a pathway, notes and experience. */
const withPathway = () => findUserByEmail(demoAccounts.student.email)?.id ?? 'unknown'
/** A connected student of the demo Catalyst with no pathway. */
const withoutPathway = () => {
  const catalyst = findUserByEmail(demoAccounts.counsellor.email)
  return (
    connectedStudentIds(catalyst?.id ?? '').find((id) => !assignmentOf(id)) ??
    db.users.all()[0]?.id ??
    'unknown'
  )
}

/** The URL is resolved when the story renders: the seed is loaded by then (preview.tsx). */
const profileStory = (studentId: () => string) =>
  appStory({ url: () => `/students/view/${studentId()}`, as: 'counsellor' })

/** With an assigned pathway: the timeline runs full width, the notes sit beside the pathway. */
export const WithPathway: Story = {
  tags: ['state:loaded'],
  ...profileStory(withPathway),
  play: async () => {
    await expect(await page().findByRole('list', { name: 'Pathway steps' }, WAIT)).toBeVisible()
  },
}
export const WithPathwayDark: Story = { ...WithPathway, globals: { theme: 'dark' } }
export const WithPathwayMobile: Story = {
  ...WithPathway,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** No pathway yet: experience and notes side by side, Choose Pathway on each. */
export const WithoutPathway: Story = {
  ...profileStory(withoutPathway),
  play: async () => {
    await expect(
      (await page().findAllByRole('button', { name: /^Choose Pathway/ }, WAIT))[0],
    ).toBeVisible()
  },
}
export const WithoutPathwayDark: Story = { ...WithoutPathway, globals: { theme: 'dark' } }

/** Mark as Complete, its rules speaking after a first try with nothing filled in. */
export const MarkAsCompleteDialog: Story = {
  ...profileStory(withPathway),
  play: async () => {
    const steps = await page().findByRole('list', { name: 'Pathway steps' }, WAIT)
    await userEvent.click(within(steps).getAllByRole('button', { name: /^Mark as Complete/ })[0]!)
    const dialog = within(await page().findByRole('dialog', { name: 'Mark as Complete' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as Complete' }))
    await expect(dialog.getByText('Please add a comment.')).toBeVisible()
  },
}
export const MarkAsCompleteDialogDark: Story = {
  ...MarkAsCompleteDialog,
  globals: { theme: 'dark' },
}

/** Empty: no notes, no experience, no pathways to recommend. */
export const Empty: Story = {
  ...profileStory(withoutPathway),
  parameters: {
    msw: [
      http.get('*/api/v1/auth/student/:studentId/notes', () =>
        HttpResponse.json({ success: { notes: [], totalCount: 0, hasMore: false } }),
      ),
      http.get('*/api/v1/auth/pathway/all', () => HttpResponse.json({ success: [] })),
    ],
  },
  play: async () => {
    await expect(await page().findByText('No notes available yet.', {}, WAIT)).toBeVisible()
    await expect(await page().findByText('No pathways available.', {}, WAIT)).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

export const Loading: Story = {
  ...profileStory(withPathway),
  parameters: {
    msw: [
      http.get('*/api/v1/auth/pathway/student/:studentId/assigned-pathway', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(
      await page().findByText('Loading student profile...', {}, WAIT),
    ).toBeInTheDocument()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

export const LoadError: Story = {
  ...profileStory(withPathway),
  parameters: {
    msw: [
      http.get('*/api/v1/auth/pathway/student/:studentId/assigned-pathway', () =>
        HttpResponse.error(),
      ),
    ],
  },
  play: async () => {
    await expect(
      await page().findByText('Failed to load profile or pathway data.', {}, WAIT),
    ).toBeVisible()
  },
}
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }
