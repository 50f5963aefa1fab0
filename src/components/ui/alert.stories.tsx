import type { Meta, StoryObj } from '@storybook/react-vite'

import { Alert } from './alert'

const meta = {
  title: 'UI/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { title: 'Profile saved', children: 'Your Catalysts will see the changes right away.' },
  argTypes: {
    variant: { control: 'select', options: ['info', 'success', 'warning', 'danger'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {
  args: {
    variant: 'info',
    title: 'New feature',
    children: 'You can now share notes after a session.',
  },
}
export const Success: Story = { args: { variant: 'success' } }
export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'Plan ends soon',
    children: 'Renew within 3 days to keep your sessions.',
  },
}
export const Danger: Story = {
  args: { variant: 'danger', title: 'The login details are incorrect', children: undefined },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-3">
      <Alert variant="info" title="Info">
        Something worth knowing.
      </Alert>
      <Alert variant="success" title="Success">
        It worked.
      </Alert>
      <Alert variant="warning" title="Warning">
        Check this before you continue.
      </Alert>
      <Alert variant="danger" title="Danger">
        Something went wrong.
      </Alert>
    </div>
  ),
}
