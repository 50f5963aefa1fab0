import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { FileField, formatFileSize, type FileProgress } from './file-field'

const pdf = (name = 'notes.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' })

/** A single-file field holding what it is given, refusing what is not a PDF, as a place does. */
function OneFile({
  confirm = false,
  progress = null,
  disabled = false,
}: {
  confirm?: boolean
  progress?: FileProgress | null
  disabled?: boolean
}) {
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  return (
    <FileField
      label="Attachment (optional)"
      description="PDF, up to 5 MB"
      error={error}
      accept=".pdf"
      disabled={disabled}
      progress={progress}
      onFiles={([chosen]) => {
        if (!chosen) return
        if (chosen.name.endsWith('.pdf')) {
          setFile(chosen)
          setError(null)
        } else setError('Only PDF files are accepted.')
      }}
      files={file ? [{ name: file.name, size: file.size }] : undefined}
      onRemove={() => setFile(null)}
      confirmRemove={
        confirm
          ? { title: 'Remove file', description: 'Remove this file?', confirmLabel: 'Remove' }
          : undefined
      }
    />
  )
}

describe('FileField', () => {
  it('is one labelled, described control reached with Tab, its styled button naming the action', async () => {
    const user = userEvent.setup()
    render(
      <>
        <button type="button">Before</button>
        <OneFile />
      </>,
    )
    const input = screen.getByLabelText(/^Attachment \(optional\)/)
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', '.pdf')
    expect(input).toHaveAccessibleName('Attachment (optional) Choose file')
    expect(input).toHaveAccessibleDescription('PDF, up to 5 MB')
    // No bare browser control: the visible control is the input's second label, styled as a button.
    expect([...(input as HTMLInputElement).labels!].map((label) => label.textContent)).toEqual([
      'Attachment (optional)',
      'Choose file',
    ])
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(input).toHaveFocus()
  })

  it("shows the place's message for a refused file, word for word, and marks the input invalid", async () => {
    const user = userEvent.setup({ applyAccept: false })
    render(<OneFile />)
    const input = screen.getByLabelText(/^Attachment/)
    await user.upload(input, new File(['x'], 'notes.docx', { type: 'application/msword' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF files are accepted.')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('PDF, up to 5 MB Only PDF files are accepted.')
  })

  it('lists the file held with its size and a named Remove, and offers the picker again once removed', async () => {
    const user = userEvent.setup()
    render(<OneFile />)
    await user.upload(
      screen.getByLabelText(/^Attachment/),
      pdf('a-very-long-file-name-kept-whole.pdf'),
    )
    const list = screen.getByRole('list', { name: 'Attachment (optional)' })
    const item = within(list).getByRole('listitem')
    // The whole name, never cut.
    expect(item).toHaveTextContent('a-very-long-file-name-kept-whole.pdf')
    expect(item).toHaveTextContent(formatFileSize(8))
    expect(screen.queryByText('Choose file')).toBeNull()
    await user.click(
      within(item).getByRole('button', { name: 'Remove a-very-long-file-name-kept-whole.pdf' }),
    )
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByLabelText(/^Attachment/)).toBeInTheDocument()
  })

  it('asks before removing when the place wants it', async () => {
    const user = userEvent.setup()
    render(<OneFile confirm />)
    await user.upload(screen.getByLabelText(/^Attachment/), pdf())
    await user.click(screen.getByRole('button', { name: 'Remove notes.pdf' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove file' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(screen.queryByText('notes.pdf')).toBeNull()
  })

  it('shows progress with Cancel upload instead of the picker while a file is on its way', async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    render(<OneFile progress={{ label: 'Uploading file', percent: 40, onCancel }} />)
    const bar = screen.getByRole('progressbar', { name: 'Uploading file' })
    expect(bar).toHaveAttribute('aria-valuenow', '40')
    expect(screen.queryByText('Choose file')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('takes several files at once when multiple', async () => {
    const user = userEvent.setup()
    const onFiles = vi.fn<(files: File[]) => void>()
    render(<FileField label="Portfolio" multiple onFiles={onFiles} />)
    await user.upload(screen.getByLabelText(/^Portfolio/), [pdf('one.pdf'), pdf('two.pdf')])
    expect(onFiles.mock.calls[0]![0].map((file) => file.name)).toEqual(['one.pdf', 'two.pdf'])
  })

  it('cannot be used while disabled', () => {
    render(<OneFile disabled />)
    expect(screen.getByLabelText(/^Attachment/)).toBeDisabled()
  })
})
