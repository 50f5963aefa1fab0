import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Catalyst Profile',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/counselor-profile'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const saveCall = '*/api/v1/profile/counselor/update-profile'
const panel = async (name: string) => within(await page().findByRole('tabpanel', { name }, WAIT))

/** A complete profile: every step filled, the donut teal, the status badge green. */
export const Filled: Story = {
  tags: ['state:loaded'],
  ...appStory({ url: '/counselor-profile', as: 'counsellor' }),
  play: async () => {
    await expect(await page().findByLabelText(/^Bio/, {}, WAIT)).toBeVisible()
  },
}
export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } }
export const FilledMobile: Story = {
  ...Filled,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** A new Catalyst: only the sign-up fields; every required field says so once editing starts. */
export const NewCatalyst: Story = {
  tags: ['state:empty'],
  ...appStory({ url: '/counselor-profile', as: 'pendingCounsellor' }),
  play: async () => {
    await userEvent.type(await page().findByLabelText(/^City/, {}, WAIT), 'Pune')
    await expect(await page().findByText('Time Zone is required', {}, WAIT)).toBeVisible()
  },
}
export const NewCatalystDark: Story = { ...NewCatalyst, globals: { theme: 'dark' } }

/** Invalid values: the spec's messages under the fields, Save off. */
export const Invalid: Story = {
  ...appStory({ url: '/counselor-profile', as: 'counsellor' }),
  play: async () => {
    const pincode = await page().findByLabelText(/^Pincode/, {}, WAIT)
    await userEvent.type(pincode, '99')
    await userEvent.type(page().getByLabelText(/^City/), '!')
    await userEvent.tab()
    await expect(
      await page().findByText('Zip code must be at most 6 digits', {}, WAIT),
    ).toBeVisible()
    await expect(page().getByRole('button', { name: 'Save' })).toBeDisabled()
  },
}
export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } }

/** Saving: the call has not answered yet. */
export const Saving: Story = {
  ...appStory({ url: '/counselor-profile', as: 'counsellor' }),
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
    await userEvent.type(city, 'Udaipur')
    await userEvent.click(page().getByRole('button', { name: 'Save' }))
    await expect(await page().findByRole('button', { name: 'Saving...' }, WAIT)).toBeDisabled()
  },
}
export const SavingDark: Story = { ...Saving, globals: { theme: 'dark' } }

/** A failed save: the toast, and everything typed still there. */
export const SaveFailed: Story = {
  ...appStory({ url: '/counselor-profile', as: 'counsellor' }),
  parameters: { msw: [http.post(saveCall, () => HttpResponse.error())] },
  play: async () => {
    const city = await page().findByLabelText(/^City/, {}, WAIT)
    await userEvent.clear(city)
    await userEvent.type(city, 'Udaipur')
    await userEvent.click(page().getByRole('button', { name: 'Save' }))
    await expect(await page().findByText(/Network error/, {}, WAIT)).toBeVisible()
    await expect(city).toHaveValue('Udaipur')
  },
}
export const SaveFailedDark: Story = { ...SaveFailed, globals: { theme: 'dark' } }

/** Educational/Academic with its entries. */
export const Academic: Story = {
  ...appStory({ url: '/counselor-profile?step=academic', as: 'counsellor' }),
  play: async () => {
    const step = await panel('2 Educational/Academic')
    await expect(await step.findByRole('button', { name: 'Add education' }, WAIT)).toBeVisible()
  },
}
export const AcademicDark: Story = { ...Academic, globals: { theme: 'dark' } }

/** Professional/Work, empty for a new Catalyst. */
export const ProfessionalEmpty: Story = {
  ...appStory({ url: '/counselor-profile?step=work', as: 'pendingCounsellor' }),
  play: async () => {
    const step = await panel('3 Professional/Work')
    await expect(await step.findByText('No certifications yet.', {}, WAIT)).toBeVisible()
  },
}
export const ProfessionalEmptyDark: Story = { ...ProfessionalEmpty, globals: { theme: 'dark' } }

/** Professional/Work with a half-filled certification: all or nothing. */
export const ProfessionalInvalid: Story = {
  ...appStory({ url: '/counselor-profile?step=work', as: 'counsellor' }),
  play: async () => {
    const step = await panel('3 Professional/Work')
    await userEvent.click(await step.findByRole('button', { name: 'Add certification' }, WAIT))
    await expect(
      await step.findByText('When more than one certification exists, all must be fully filled'),
    ).toBeVisible()
  },
}
export const ProfessionalInvalidDark: Story = {
  ...ProfessionalInvalid,
  globals: { theme: 'dark' },
}

/** KYC Details: a saved document and a second one being added. */
export const Kyc: Story = {
  ...appStory({ url: '/counselor-profile?step=kyc', as: 'counsellor' }),
  play: async () => {
    const step = await panel('4 KYC Details')
    await userEvent.click(await step.findByRole('button', { name: 'Add document' }, WAIT))
    await expect(step.getByRole('listitem', { name: 'Document 2' })).toBeVisible()
  },
}
export const KycDark: Story = { ...Kyc, globals: { theme: 'dark' } }

/** KYC Details for a new Catalyst: one empty document to fill. */
export const KycEmpty: Story = {
  ...appStory({ url: '/counselor-profile?step=kyc', as: 'pendingCounsellor' }),
  play: async () => {
    const step = await panel('4 KYC Details')
    await expect(await step.findByRole('listitem', { name: 'Document 1' }, WAIT)).toBeVisible()
  },
}
export const KycEmptyDark: Story = { ...KycEmpty, globals: { theme: 'dark' } }
