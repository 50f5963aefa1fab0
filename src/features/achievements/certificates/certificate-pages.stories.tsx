import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { db } from '../../../../mocks/db'
import { demoAccounts } from '../../../../mocks/seed/demo-accounts'
import { findUserByEmail } from '../../../../mocks/services/relations'
import { appStory } from '../../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Certificates',
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 15_000 }
const certificateRead = '*/api/v1/auth/achievement/certificate/:id'
const verifyRead = '*/api/v1/auth/achievement/verifyCertificate/:badgeId/:userId/:firstName'

/** The demo Catalyst and one of their badges (the seed is loaded before a story renders). */
function demoBadge() {
  const holder = findUserByEmail(demoAccounts.counsellor.email)
  const badge = db.achievements.findFirst((q) => q.where({ userId: holder?.id ?? '' }))
  return { holder, badge }
}

/** A story at a URL computed from the seed once it is loaded. */
const storyAt = (url: () => string, as: 'counsellor' | null) => appStory({ url, as })

const ownPage = () => `/verified-certificate/${demoBadge().badge?.id ?? 'none'}`
const publicPage = (firstName?: string) => () => {
  const { holder, badge } = demoBadge()
  const name = encodeURIComponent(firstName ?? holder?.firstName ?? 'Meera')
  return `/verification/certificate/${badge?.id ?? 'none'}/${holder?.id ?? 'none'}/${name}`
}

/** The holder's page: the certificate drawn by pdf.js, Download, the public page, LinkedIn. */
export const Own: Story = {
  ...storyAt(ownPage, 'counsellor'),
  play: async () => {
    await expect(
      await page().findByRole('link', { name: 'Add to LinkedIn profile' }, WAIT),
    ).toBeVisible()
  },
}
export const OwnDark: Story = { ...Own, globals: { theme: 'dark' } }
export const OwnMobile: Story = {
  ...Own,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

export const OwnNotFound: Story = {
  ...storyAt(() => '/verified-certificate/00000000-0000-4000-8000-000000000000', 'counsellor'),
  play: async () => {
    await expect(
      await page().findByText('Certificate not found or invalid.', {}, WAIT),
    ).toBeVisible()
  },
}
export const OwnNotFoundDark: Story = { ...OwnNotFound, globals: { theme: 'dark' } }

export const OwnLoading: Story = {
  ...storyAt(ownPage, 'counsellor'),
  parameters: {
    msw: [
      http.get(certificateRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
}
export const OwnLoadingDark: Story = { ...OwnLoading, globals: { theme: 'dark' } }

export const OwnLoadError: Story = {
  ...storyAt(ownPage, 'counsellor'),
  parameters: { msw: [http.get(certificateRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(
      await page().findByText('The certificate could not be loaded.', {}, WAIT),
    ).toBeVisible()
  },
}
export const OwnLoadErrorDark: Story = { ...OwnLoadError, globals: { theme: 'dark' } }

/** The public page, for anyone: valid, and the first page drawn. */
export const PublicValid: Story = {
  ...storyAt(publicPage(), null),
  play: async () => {
    await expect(await page().findByText(/This certificate is valid/, {}, WAIT)).toBeVisible()
  },
}
export const PublicValidDark: Story = { ...PublicValid, globals: { theme: 'dark' } }
export const PublicValidMobile: Story = {
  ...PublicValid,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** A name that does not match the holder's: not verified. */
export const PublicInvalid: Story = {
  ...storyAt(publicPage('Someone'), null),
  play: async () => {
    await expect(
      await page().findByText('Certificate not found or invalid.', {}, WAIT),
    ).toBeVisible()
  },
}
export const PublicInvalidDark: Story = { ...PublicInvalid, globals: { theme: 'dark' } }

export const PublicLoading: Story = {
  ...storyAt(publicPage(), null),
  parameters: {
    msw: [
      http.get(verifyRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
}
export const PublicLoadingDark: Story = { ...PublicLoading, globals: { theme: 'dark' } }

export const PublicLoadError: Story = {
  ...storyAt(publicPage(), null),
  parameters: { msw: [http.get(verifyRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(
      await page().findByText('The certificate could not be loaded.', {}, WAIT),
    ).toBeVisible()
  },
}
export const PublicLoadErrorDark: Story = { ...PublicLoadError, globals: { theme: 'dark' } }
