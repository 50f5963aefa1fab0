import type { Meta, StoryObj } from '@storybook/react-vite'
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { OfflineNotice } from './offline-notice'

/** A client with `waiting` writes paused in it (they never resolve), made once per story. */
function ClientWith({ waiting, children }: { waiting: number; children: ReactNode }) {
  const [client] = useState(() => {
    const queryClient = new QueryClient()
    for (let i = 0; i < waiting; i += 1) {
      void queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => new Promise<never>(() => {}) })
        .execute(undefined)
        .catch(() => {})
    }
    return queryClient
  })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

function withClient(waiting: number): Meta['decorators'] {
  return [
    (Story) => (
      <ClientWith waiting={waiting}>
        <Story />
      </ClientWith>
    ),
  ]
}

/** Stories show the offline state whatever the real connection; the next story gets it back. */
function offline() {
  onlineManager.setOnline(false)
  return () => onlineManager.setOnline(true)
}

const meta = {
  title: 'Shell/Offline notice',
  component: OfflineNotice,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineNotice>

export default meta
type Story = StoryObj<typeof meta>

/** The strip under the header of the signed-in shell. */
export const Offline: Story = { beforeEach: offline, decorators: withClient(0) }

/** Two writes made while offline wait to be sent. */
export const WithWaitingChanges: Story = { beforeEach: offline, decorators: withClient(2) }

/** As it sits on the sign-in pages, above the form. */
export const OnAuthPages: Story = {
  beforeEach: offline,
  decorators: withClient(0),
  args: { className: 'm-6 max-w-md rounded-md border sm:px-4' },
}

/** Online, nothing is shown. */
export const Online: Story = { decorators: withClient(0) }
