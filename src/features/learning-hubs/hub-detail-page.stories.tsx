import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { db } from '../../../mocks/db'
import { slugify } from '../../lib/post-login-redirect'
import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Learning Hub Details',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/learning-hub/applied/$learnerHubName/$learnHubId'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const detailRead = '*/api/v1/auth/LearnHub/:id/viewDetail'
const page = () => within(document.body)
const WAIT = { timeout: 8_000 }

/** The applied hub's address, from the seed (loaded before the story renders). */
const hubUrl = (code: string) => () => {
  const hub = db.learnHubs.findFirst((q) => q.where({ code }))
  return `/learning-hub/applied/${slugify(hub?.name ?? 'hub')}/${hub?.id ?? 'none'}`
}

/** Accepted: progress, Start My Experience, done / current / upcoming modules. */
export const Accepted: Story = {
  tags: ['state:loaded'],
  ...appStory({ url: hubUrl('PSY-201'), as: 'counsellor' }),
  play: async () => {
    await expect(
      await page().findByRole('button', { name: 'Start My Experience' }, WAIT),
    ).toBeVisible()
  },
}
export const AcceptedDark: Story = { ...Accepted, globals: { theme: 'dark' } }
export const AcceptedMobile: Story = {
  ...Accepted,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** Rewards Awarded: every module gold with a check. */
export const RewardsAwarded: Story = {
  ...appStory({ url: hubUrl('CGF-101'), as: 'counsellor' }),
  play: async () => {
    await expect(await page().findByText('Rewards Awarded', {}, WAIT)).toBeVisible()
  },
}
export const RewardsAwardedDark: Story = { ...RewardsAwarded, globals: { theme: 'dark' } }

export const NotFound: Story = {
  tags: ['state:empty'],
  ...appStory({
    url: '/learning-hub/applied/hub/00000000-0000-4000-8000-000000000000',
    as: 'counsellor',
  }),
  play: async () => {
    await expect(
      await page().findByText(/could not be found or may no longer be available/, {}, WAIT),
    ).toBeVisible()
  },
}
export const NotFoundDark: Story = { ...NotFound, globals: { theme: 'dark' } }

export const Loading: Story = {
  ...appStory({ url: hubUrl('PSY-201'), as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(detailRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(
      await page().findByText('Loading Learning Hub Details...', {}, WAIT),
    ).toBeInTheDocument()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

export const LoadError: Story = {
  ...appStory({ url: hubUrl('PSY-201'), as: 'counsellor' }),
  parameters: { msw: [http.get(detailRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(await page().findByText('Failed to load training details', {}, WAIT)).toBeVisible()
  },
}
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }

/** A hub the user has not applied to, from its own address: Apply Now. */
const openHubUrl = (code: string) => () => {
  const hub = db.learnHubs.findFirst((q) => q.where({ code }))
  return `/learning-hub/${slugify(hub?.name ?? 'hub')}/${hub?.id ?? 'none'}`
}
export const NotApplied: Story = {
  ...appStory({ url: openHubUrl('STEM-300'), as: 'counsellor' }),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Apply Now' }, WAIT)).toBeVisible()
  },
}
export const NotAppliedDark: Story = { ...NotApplied, globals: { theme: 'dark' } }

/** The wizard's second step (every other field type, a custom condition met) after step 1. */
export const WizardStepTwo: Story = {
  ...appStory({ url: openHubUrl('STEM-300'), as: 'counsellor' }),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Apply Now' }, WAIT))
    const dialog = within(await page().findByRole('dialog', {}, WAIT))
    await userEvent.type(dialog.getByRole('textbox', { name: /^Current role/ }), 'Counsellor')
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /^Experience guiding/ }),
      'extensive',
    )
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /^Have you mentored/ }),
      'no',
    )
    await userEvent.type(dialog.getByRole('textbox', { name: /^Why do you want/ }), 'To learn.')
    await userEvent.click(dialog.getByRole('checkbox', { name: /^I can commit/ }))
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }))
    await expect(dialog.getByRole('textbox', { name: /^Which advanced topics/ })).toBeVisible()
  },
}
export const WizardStepTwoDark: Story = { ...WizardStepTwo, globals: { theme: 'dark' } }
export const WizardStepTwoMobile: Story = {
  ...WizardStepTwo,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
