import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Student Profile',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/student-profile'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const saveCall = '*/api/v1/profile/updateStudentProfile'

/** A complete profile: every tab filled, the donut teal. */
export const Filled: Story = {
  tags: ['state:loaded'],
  ...appStory({ url: '/student-profile', as: 'student' }),
  play: async () => {
    await expect(
      await page().findByRole('progressbar', { name: 'Profile completion' }, WAIT),
    ).toBeVisible()
  },
}
export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } }
export const FilledMobile: Story = {
  ...Filled,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** A new student: only the sign-up fields, the donut red; every missing field says so. */
export const NewStudent: Story = {
  tags: ['state:empty'],
  ...appStory({ url: '/student-profile', as: 'newStudent' }),
  play: async () => {
    await userEvent.type(await page().findByLabelText(/^City/, {}, WAIT), 'Jaipur')
    await expect(await page().findByText('Contact Number Is Required', {}, WAIT)).toBeVisible()
  },
}
export const NewStudentDark: Story = { ...NewStudent, globals: { theme: 'dark' } }

/** Invalid values: the spec's messages under the fields, Save off. */
export const Invalid: Story = {
  ...appStory({ url: '/student-profile', as: 'student' }),
  play: async () => {
    const first = await page().findByLabelText(/^First name/, {}, WAIT)
    await userEvent.clear(first)
    await userEvent.type(page().getByLabelText(/^Pincode/), 'AB')
    await userEvent.tab()
    await expect(await page().findByText('First Name Is Required', {}, WAIT)).toBeVisible()
    await expect(page().getByRole('button', { name: 'Save' })).toBeDisabled()
  },
}
export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } }

/** Saving: the call has not answered yet. */
export const Saving: Story = {
  ...appStory({ url: '/student-profile', as: 'student' }),
  parameters: {
    msw: [
      http.post(saveCall, async () => {
        await delay('infinite')
        return HttpResponse.json({ success: true })
      }),
    ],
  },
  play: async () => {
    const city = await page().findByLabelText(/^City/, {}, WAIT)
    await userEvent.clear(city)
    await userEvent.type(city, 'Nagpur')
    await userEvent.click(page().getByRole('button', { name: 'Save' }))
    await expect(await page().findByRole('button', { name: 'Saving...' }, WAIT)).toBeDisabled()
  },
}
export const SavingDark: Story = { ...Saving, globals: { theme: 'dark' } }

/** Academic Details with the month picker open on an entry's start date. */
export const AcademicDetails: Story = {
  ...appStory({ url: '/student-profile?tab=academic', as: 'student' }),
  play: async () => {
    const panel = within(await page().findByRole('tabpanel', { name: 'Academic Details' }, WAIT))
    await userEvent.click(panel.getAllByRole('button', { name: /^Start date/ })[0]!)
    await expect(await page().findByRole('group', { name: /^Months of/ }, WAIT)).toBeVisible()
  },
}
export const AcademicDetailsDark: Story = { ...AcademicDetails, globals: { theme: 'dark' } }

/** Work Experience, empty for a new student. */
export const WorkEmpty: Story = {
  ...appStory({ url: '/student-profile?tab=work', as: 'newStudent' }),
  play: async () => {
    await expect(await page().findByText(/No work experience yet/, {}, WAIT)).toBeVisible()
  },
}
export const WorkEmptyDark: Story = { ...WorkEmpty, globals: { theme: 'dark' } }

/** A failed save: the toast, and everything typed still there. */
export const SaveFailed: Story = {
  ...appStory({ url: '/student-profile', as: 'student' }),
  parameters: { msw: [http.post(saveCall, () => HttpResponse.error())] },
  play: async () => {
    const city = await page().findByLabelText(/^City/, {}, WAIT)
    await userEvent.clear(city)
    await userEvent.type(city, 'Nagpur')
    await userEvent.click(page().getByRole('button', { name: 'Save' }))
    await expect(await page().findByText(/Network error/, {}, WAIT)).toBeVisible()
    await expect(city).toHaveValue('Nagpur')
  },
}
export const SaveFailedDark: Story = { ...SaveFailed, globals: { theme: 'dark' } }
