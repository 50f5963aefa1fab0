import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'

import { Field } from './field'
import { OtpInput, type OtpInputProps } from './otp-input'

/** Holds the value like react-hook-form's Controller would. */
function Controlled(props: Omit<OtpInputProps, 'onChange'> & { error?: string }) {
  const { error, value: initial, ...rest } = props
  const [value, setValue] = useState(initial)
  return (
    <Field label="Verification code" error={error}>
      <OtpInput {...rest} value={value} onChange={setValue} />
    </Field>
  )
}

const meta = {
  title: 'UI/OtpInput',
  component: Controlled,
  tags: ['autodocs'],
  args: { value: '' },
} satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const PartlyFilled: Story = { args: { value: '493' } }
export const Complete: Story = { args: { value: '493817' } }
export const Invalid: Story = { args: { value: '49', error: 'OTP must be at least 6 digits' } }
export const Disabled: Story = { args: { value: '493817', disabled: true } }

/** Typing advances box by box; letters are ignored. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }))
    await userEvent.keyboard('49a3817')
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('7')
  },
}

/** A pasted code fills every box. */
export const Pasting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }))
    await userEvent.paste('493 817')
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveValue('3')
  },
}
