import type { Meta, StoryObj } from '@storybook/react-vite'

import { Avatar } from './avatar'

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Priya Nair' },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {}
export const WithImage: Story = {
  args: {
    src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Crect width="40" height="40" fill="%230f766e"/%3E%3Ccircle cx="20" cy="16" r="7" fill="%23fff"/%3E%3Crect x="8" y="26" width="24" height="14" rx="7" fill="%23fff"/%3E%3C/svg%3E',
  },
}
export const BrokenImageFallsBack: Story = { args: { src: '/does-not-exist.png' } }
export const NoName: Story = { args: { name: '' } }

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
}
