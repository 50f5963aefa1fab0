import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Toaster } from '@/components/ui/toaster'
import { MOCK_IP_LOCATION_URL } from '@/config/env'
import type { DetectedAddress } from '@/lib/geolocation'

import { GET_ADDRESS_MESSAGES, GetAddressButton } from './get-address-button'

const lookup = `*${MOCK_IP_LOCATION_URL}`

/** The button beside the fields it fills, as a profile form holds it: every field stays editable. */
function AddressForm() {
  const [address, setAddress] = useState<Record<keyof DetectedAddress, string>>({
    city: '',
    state: '',
    country: '',
    timeZone: '',
  })
  const field = (name: keyof DetectedAddress, label: string) => (
    <Field label={label}>
      <Input
        value={address[name]}
        onChange={(event) => setAddress({ ...address, [name]: event.target.value })}
      />
    </Field>
  )
  return (
    <form className="flex max-w-md flex-col gap-4 p-6" onSubmit={(event) => event.preventDefault()}>
      <GetAddressButton
        className="self-start"
        onLocated={(found) =>
          setAddress((current) => ({
            city: found.city ?? current.city,
            state: found.state ?? current.state,
            country: found.country ?? current.country,
            timeZone: found.timeZone ?? current.timeZone,
          }))
        }
      />
      {field('city', 'City')}
      {field('state', 'State')}
      {field('country', 'Country')}
      {field('timeZone', 'Time zone')}
      <Toaster theme="light" />
    </form>
  )
}

const meta = {
  title: 'Components/Country/Get Address button',
  component: AddressForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AddressForm>
export default meta
type Story = StoryObj<typeof meta>

/**
 * The toast that says what happened: it slides in (opacity from 0), so it is found first and
 * then awaited until it shows.
 */
const expectToast = async (root: HTMLElement, text: string) => {
  const toast = await within(root).findByText(text)
  await waitFor(() => expect(toast).toBeVisible())
}

const clickGetAddress = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: 'Get Address' }))
  return canvas
}

/** Before a click: the fields are empty and the button waits. */
export const Idle: Story = {}

/** While the service answers: "Locating...", busy and disabled. */
export const Locating: Story = {
  parameters: { msw: [http.get(lookup, () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const canvas = await clickGetAddress(canvasElement)
    const busy = await canvas.findByRole('button', { name: 'Locating...' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
  },
}

/** The mock service's location fills the four fields; the user may still change them. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await clickGetAddress(canvasElement)
    await expect(await canvas.findByDisplayValue('Bengaluru')).toBeVisible()
    await expect(canvas.getByLabelText('State')).toHaveValue('Karnataka')
    await expect(canvas.getByLabelText('Country')).toHaveValue('India')
    await expect(canvas.getByLabelText('Time zone')).toHaveValue('Asia/Kolkata')
    await expectToast(canvasElement, GET_ADDRESS_MESSAGES.filled)
  },
}

/** A zone that is not one of the options: the rest is filled, the time zone left to the user. */
export const PartlyDetected: Story = {
  parameters: {
    msw: [
      http.get(lookup, () =>
        HttpResponse.json({
          city: 'Paris',
          region: 'Ile-de-France',
          country_code: 'FR',
          country_name: 'France',
          timezone: 'Europe/Paris',
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await clickGetAddress(canvasElement)
    await expect(await canvas.findByDisplayValue('Paris')).toBeVisible()
    await expect(canvas.getByLabelText('Time zone')).toHaveValue('')
    await expectToast(canvasElement, 'Address detected. Please fill in the time zone.')
  },
}

/** The service cannot be reached: a toast says so and no field changes. */
export const Failure: Story = {
  parameters: { msw: [http.get(lookup, () => HttpResponse.error())] },
  play: async ({ canvasElement }) => {
    const canvas = await clickGetAddress(canvasElement)
    await expectToast(canvasElement, GET_ADDRESS_MESSAGES.failed)
    await expect(canvas.getByLabelText('City')).toHaveValue('')
  },
}
