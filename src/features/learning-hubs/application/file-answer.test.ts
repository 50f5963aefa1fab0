import { describe, expect, it, vi } from 'vitest'

import {
  FILE_READ_ERROR,
  fileTooLarge,
  MAX_APPLICATION_FILE_BYTES,
  toFileAnswers,
} from './file-answer'

describe('file answers', () => {
  it('encodes each file as the spec file object with its content in a base64 data URL', async () => {
    const file = new File(['hello'], 'My CV (final).PDF', {
      type: 'application/pdf',
      lastModified: 42,
    })
    const [answer] = await toFileAnswers([file])
    expect(answer).toMatchObject({
      fileType: 'pdf',
      lastModified: 42,
      originalName: 'My CV (final).PDF',
      size: 5,
      storage: 'base64',
      type: 'application/pdf',
      url: `data:application/pdf;base64,${btoa('hello')}`,
    })
    expect(answer?.name).toMatch(/^My-CV-final-?-[a-z0-9]+\.pdf$/)
  })

  it('says Error reading one or more files. when a file cannot be read', async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      queueMicrotask(() => {
        this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>)
      })
    })
    await expect(toFileAnswers([new File(['x'], 'a.txt')])).rejects.toThrow(FILE_READ_ERROR)
    vi.restoreAllMocks()
  })

  it('caps each file at 5 MB', () => {
    const big = { size: MAX_APPLICATION_FILE_BYTES + 1 } as File
    const small = { size: MAX_APPLICATION_FILE_BYTES } as File
    expect(fileTooLarge([small, big])).toBe(true)
    expect(fileTooLarge([small])).toBe(false)
  })
})
