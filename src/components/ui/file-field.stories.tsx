import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

import { FileField, type ChosenFile, type FileFieldProps } from './file-field'

/** A file field holding what it is given, as a form does. */
function FileFieldStory(
  props: Omit<FileFieldProps, 'onFiles' | 'files' | 'onRemove'> & {
    initial?: ChosenFile[]
  },
) {
  const { initial = [], ...rest } = props
  const [files, setFiles] = useState<ChosenFile[]>(initial)
  return (
    <div className="max-w-md">
      <FileField
        {...rest}
        files={files}
        onFiles={(chosen) =>
          setFiles((held) => [
            ...(rest.multiple ? held : []),
            ...chosen.map((file) => ({ name: file.name, size: file.size })),
          ])
        }
        onRemove={(index) => setFiles((held) => held.filter((_, other) => other !== index))}
      />
    </div>
  )
}

const meta = {
  title: 'UI/File field',
  component: FileFieldStory,
  args: {
    label: 'Attachment (optional)',
    description: 'PDF, DOCX, PNG, JPG, JPEG or MP4, up to 5 MB',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FileFieldStory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const EmptyDark: Story = { globals: { theme: 'dark' } }

export const Chosen: Story = {
  args: { initial: [{ name: 'steps-to-reproduce-the-problem-on-my-pathway.png', size: 482_113 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Remove steps-to-reproduce-the-problem-on-my-pathway.png',
      }),
    )
    await expect(canvas.getByText('Choose file')).toBeVisible()
  },
}
export const ChosenDark: Story = {
  args: Chosen.args,
  globals: { theme: 'dark' },
}

export const Refused: Story = {
  args: {
    label: 'Or upload a file (PDF, PNG, JPG or JPEG)',
    description: undefined,
    error: 'Only PDF, PNG, JPG or JPEG files are allowed.',
  },
}
export const RefusedDark: Story = { ...Refused, globals: { theme: 'dark' } }

export const Uploading: Story = {
  args: {
    label: 'File',
    progress: { label: 'Uploading file', percent: 45, onCancel: fn() },
  },
}
export const UploadingDark: Story = { ...Uploading, globals: { theme: 'dark' } }

/** A hub question taking several files, with Remove asking first. */
export const SeveralFiles: Story = {
  args: {
    label: 'Your CV or a sample of your work',
    description: 'Any file type, up to 5 MB each.',
    required: true,
    multiple: true,
    initial: [
      { name: 'cv.pdf', size: 120_400 },
      { name: 'portfolio.zip', size: 3_400_000 },
    ],
    confirmRemove: {
      title: 'Remove file',
      description: 'Are you sure you want to remove this file?',
      confirmLabel: 'Remove',
    },
  },
}
export const SeveralFilesDark: Story = { ...SeveralFiles, globals: { theme: 'dark' } }

export const Disabled: Story = { args: { disabled: true } }
