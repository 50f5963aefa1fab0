import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'

import { Toaster } from '@/components/ui/toaster'
import { env, MOCK_IP_LOCATION_URL } from '@/config/env'
import type { DetectedAddress } from '@/lib/geolocation'
import { createBrowserTokenStore } from '@/lib/auth/token-store'
import { injectFault } from '@mocks/testing/faults'
import { startMockBackend } from '@mocks/testing/server'

import {
  GET_ADDRESS_MESSAGES,
  GetAddressButton,
  type GetAddressButtonProps,
} from './get-address-button'

const server = startMockBackend({ seed: false })
const lookupPath = `*${MOCK_IP_LOCATION_URL}`

const bengaluru: DetectedAddress = {
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  timeZone: 'Asia/Kolkata',
}

/** The button in a form, as the profile forms will hold it, with the app's toaster. */
function renderInForm(props: Partial<GetAddressButtonProps> = {}) {
  const onLocated = vi.fn<(address: DetectedAddress) => void>()
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault())
  render(
    <>
      <form aria-label="Profile" onSubmit={onSubmit}>
        <GetAddressButton onLocated={onLocated} {...props} />
      </form>
      <Toaster theme="light" />
    </>,
  )
  return { onLocated, onSubmit, user: userEvent.setup() }
}

const getAddress = () => screen.getByRole('button', { name: 'Get Address' })

/** Holds the lookup's answer until `release()`, then lets the mock service answer. */
function holdLookup() {
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  // Answering nothing passes the request on to the mock service.
  server.use(http.get(lookupPath, async () => void (await held)))
  return () => release()
}

describe('GetAddressButton', () => {
  it('is a plain button: clicking it never submits the form', async () => {
    const { onSubmit, onLocated, user } = renderInForm()
    expect(getAddress()).toHaveAttribute('type', 'button')
    await user.click(getAddress())
    await waitFor(() => expect(onLocated).toHaveBeenCalled())
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows "Locating..." while it looks up, then hands over the mapped address', async () => {
    const release = holdLookup()
    const { onLocated, user } = renderInForm()
    await user.click(getAddress())
    const busy = screen.getByRole('button', { name: 'Locating...' })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(busy).toBeDisabled()
    expect(onLocated).not.toHaveBeenCalled()
    release()
    await waitFor(() => expect(onLocated).toHaveBeenCalledWith(bengaluru))
    expect(onLocated).toHaveBeenCalledTimes(1)
    expect(await screen.findByText(GET_ADDRESS_MESSAGES.filled)).toBeInTheDocument()
    expect(getAddress()).toBeEnabled()
    expect(getAddress()).not.toHaveAttribute('aria-busy')
  })

  it('fills what it can and names what is left, such as a time zone that is not an option', async () => {
    server.use(
      http.get(lookupPath, () =>
        HttpResponse.json({
          city: 'Paris',
          region: 'Ile-de-France',
          country_code: 'FR',
          timezone: 'Europe/Paris',
        }),
      ),
    )
    const { onLocated, user } = renderInForm()
    await user.click(getAddress())
    await waitFor(() =>
      expect(onLocated).toHaveBeenCalledWith({
        city: 'Paris',
        state: 'Ile de France',
        country: 'France',
        timeZone: undefined,
      }),
    )
    expect(await screen.findByText('Address detected. Please fill in the time zone.')).toBeVisible()
  })

  it("names only the form's own fields (a form without state or time zone)", async () => {
    server.use(
      http.get(lookupPath, () => HttpResponse.json({ country_code: 'IN', timezone: 'UTC' })),
    )
    const { onLocated, user } = renderInForm({ fields: ['city', 'country'] })
    await user.click(getAddress())
    await waitFor(() => expect(onLocated).toHaveBeenCalled())
    expect(await screen.findByText('Address detected. Please fill in the city.')).toBeVisible()
  })

  it.each([
    [
      'answers with an error',
      () => void server.use(http.get(lookupPath, () => new HttpResponse(null, { status: 500 }))),
    ],
    [
      'cannot be reached (Faults: ipLocation network)',
      () => void injectFault('ipLocation', 'network'),
    ],
    [
      'answers nonsense',
      () => void server.use(http.get(lookupPath, () => HttpResponse.json(['?']))),
    ],
  ])('says so and changes nothing when the service %s', async (_name, fail) => {
    fail()
    const { onLocated, user } = renderInForm()
    await user.click(getAddress())
    expect(await screen.findByText(GET_ADDRESS_MESSAGES.failed)).toBeVisible()
    expect(onLocated).not.toHaveBeenCalled()
    expect(getAddress()).toBeEnabled()
  })

  it("sends the third party no Authorization header, even with a user's tokens stored", async () => {
    createBrowserTokenStore().save({
      accessToken: 'access-token-of-the-signed-in-user',
      refreshToken: 'refresh-token',
      remember: true,
    })
    onTestFinished(() => createBrowserTokenStore().clear())
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const seen: Request[] = []
    server.events.on('request:start', ({ request }) => {
      seen.push(request)
    })
    onTestFinished(() => server.events.removeAllListeners())
    const { onLocated, user } = renderInForm()
    await user.click(getAddress())
    await waitFor(() => expect(onLocated).toHaveBeenCalledWith(bengaluru))
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual([MOCK_IP_LOCATION_URL])
    expect(seen[0]?.headers.get('authorization')).toBeNull()
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' })
  })

  it('asks nothing while disabled', async () => {
    const { onLocated, user } = renderInForm({ disabled: true })
    expect(getAddress()).toBeDisabled()
    await user.click(getAddress())
    expect(onLocated).not.toHaveBeenCalled()
  })

  it('drops the answer when the form goes away before it comes', async () => {
    const release = holdLookup()
    const onLocated = vi.fn()
    const user = userEvent.setup()
    const { unmount } = render(<GetAddressButton onLocated={onLocated} />)
    await user.click(getAddress())
    unmount()
    release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onLocated).not.toHaveBeenCalled()
  })

  it('is not there when no IP-location service is configured (production without one)', () => {
    const configured = env.ipLocationUrl
    ;(env as { ipLocationUrl: string }).ipLocationUrl = ''
    onTestFinished(() => {
      ;(env as { ipLocationUrl: string }).ipLocationUrl = configured
    })
    renderInForm()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
