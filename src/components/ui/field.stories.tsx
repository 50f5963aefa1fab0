import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { expect, userEvent, within } from 'storybook/test'

import { Button } from './button'
import { Checkbox } from './checkbox'
import { Field } from './field'
import { Input } from './input'
import { PasswordInput } from './password-input'
import { Select } from './select'
import { Textarea } from './textarea'

const meta = {
  title: 'UI/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'Email', children: <Input type="email" autoComplete="email" /> },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithDescription: Story = {
  args: { description: 'We send session reminders to this address.', required: true },
}

export const WithError: Story = {
  args: {
    required: true,
    description: 'We send session reminders to this address.',
    error: 'Please enter a valid email address',
    children: <Input type="email" defaultValue="asha@" />,
  },
}

export const Password: Story = {
  args: { label: 'Password', required: true, children: <PasswordInput /> },
}

export const TextareaField: Story = {
  args: {
    label: 'About you',
    description: 'Up to 500 characters.',
    children: <Textarea />,
  },
}

export const SelectField: Story = {
  args: {
    label: 'Role',
    error: 'Please choose a role',
    children: (
      <Select defaultValue="">
        <option value="">Choose...</option>
        <option value="student">Student</option>
        <option value="counsellor">Catalyst</option>
      </Select>
    ),
  },
}

export const CheckboxField: Story = {
  args: {
    label: 'I accept the terms and privacy policy',
    orientation: 'horizontal',
    error: 'You must accept the terms to continue',
    children: <Checkbox />,
  },
}

/** Left with a mistake, a field shows its error once the click on the next control is over. */
function LeaveToValidate() {
  const [clicks, setClicks] = useState(0)
  const { register, formState } = useForm<{ email: string }>({
    mode: 'onTouched',
    defaultValues: { email: '' },
  })
  return (
    <form noValidate className="grid gap-4">
      <Field label="Email" required error={formState.errors.email?.message}>
        <Input
          type="email"
          {...register('email', {
            pattern: { value: /^[^@\s]+@[^@\s]+\.[^@\s]+$/, message: 'Wrong email format' },
          })}
        />
      </Field>
      <Button type="button" variant="outline" onClick={() => setClicks((count) => count + 1)}>
        Next control (clicked {clicks} times)
      </Button>
    </form>
  )
}

export const ErrorWhenLeaving: Story = {
  render: () => <LeaveToValidate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@')
    await userEvent.click(canvas.getByRole('button', { name: /^Next control/ }))
    await expect(await canvas.findByText('Wrong email format')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /clicked 1 times/ })).toBeVisible()
  },
}
