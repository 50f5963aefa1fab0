import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { OFFLINE_MESSAGE } from '@/components/layout/offline-notice'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

const server = withMockServer()

type User = Awaited<ReturnType<typeof renderRoute>>['user']

/** Every API call the app makes, as "METHOD /path". */
const calls: string[] = []
const record = ({ request }: { request: Request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1/, '')}`)
}

/** What the browser does when the connection drops or returns. */
function setOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
  })
}

beforeEach(() => {
  calls.length = 0
  sessionStorage.clear()
  server.events.on('request:start', record)
})
afterEach(() => {
  server.events.removeListener('request:start', record)
  // The online state is global to TanStack Query: never leak "offline" into the next test.
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
})

describe('offline notice', () => {
  it('shows on the sign-in pages while offline and goes when back online', async () => {
    await renderRoute('/auth/login')
    expect(await screen.findByRole('heading', { name: 'Sign in to Catalyst' })).toBeInTheDocument()
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull()
    setOffline(true)
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE)
    setOffline(false)
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull()
  })

  it('shows in the signed-in shell too', async () => {
    await renderRoute('/dashboard', { as: 'counsellor' })
    // The first signed-in render loads the user and the page chunk: slow on a busy machine.
    const heading = screen.findByRole(
      'heading',
      { name: 'Dashboard', level: 1 },
      { timeout: 10_000 },
    )
    expect(await heading).toBeVisible()
    setOffline(true)
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeVisible()
    setOffline(false)
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull()
  })
})

describe('sign-in while offline', () => {
  it('fails at once with the no-response message, sends nothing and keeps what was typed', async () => {
    const { email, password } = demoAccounts.counsellor
    const { user, router } = await renderRoute('/auth/login')
    await fill(user, await screen.findByLabelText(/^email/i), email)
    await fill(user, screen.getByLabelText(/^password/i), password)
    setOffline(true)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByText('Network error or no response from server')).toBeVisible()
    // Not queued: the button is usable again, and no wrong-credentials status is claimed.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    expect(screen.queryByText('The login details are incorrect')).toBeNull()
    expect(calls).not.toContain('POST /auth/signin')
    expect(screen.getByLabelText(/^email/i)).toHaveValue(email)
    expect(screen.getByLabelText(/^password/i)).toHaveValue(password)

    // Back online, nothing was sent behind the user's back; a new click signs in.
    setOffline(false)
    expect(calls).not.toContain('POST /auth/signin')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'))
  })
})

/** Pastes rather than types: one input event per field keeps the test fast on a busy machine. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

async function fillRegistration(user: User, email: string) {
  await user.click(await screen.findByRole('radio', { name: 'Student' }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await fill(user, await screen.findByLabelText(/^first name/i), 'Meera')
  await fill(user, screen.getByLabelText(/^email/i), email)
  await fill(user, screen.getByLabelText(/^password/i), 'Quiet#River42')
  await fill(user, screen.getByLabelText(/^confirm password/i), 'Quiet#River42')
  await user.click(screen.getByRole('combobox', { name: /^country$/i }))
  await fill(user, await screen.findByRole('combobox', { name: 'Search countries' }), 'India')
  await user.click(await screen.findByRole('option', { name: /^India/ }))
  await fill(user, screen.getByLabelText(/^contact number/i), '9876512345')
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }))
}

describe('a write made while offline', () => {
  it('waits visibly and is sent when the connection returns (registration)', async () => {
    const email = 'meera.offline@example.com'
    const { user } = await renderRoute('/auth/registration')
    await fillRegistration(user, email)
    setOffline(true)
    await user.click(screen.getByRole('button', { name: 'Register' }))

    // Paused, not lost: the button says it is working, the notice counts the waiting change.
    expect(await screen.findByText('1 change is waiting to be sent.')).toBeVisible()
    expect(screen.getByRole('button', { name: /Registering/ })).toBeDisabled()
    expect(calls).not.toContain('POST /auth/signup')
    expect(findUserByEmail(email)).toBeUndefined()

    setOffline(false)
    expect(await screen.findByText('Registration successful')).toBeVisible()
    expect(calls.filter((call) => call === 'POST /auth/signup')).toHaveLength(1)
    expect(findUserByEmail(email)).toMatchObject({ role: 'student', country: 'India' })
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull()
  })
})
