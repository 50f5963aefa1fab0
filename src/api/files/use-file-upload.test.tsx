import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { setAccessTokenGetter } from '@/api/access-token'
import { ApiError } from '@/api/api-error'
import { createAppQueryClient } from '@/app/query-client'
import { db } from '@mocks/db'
import { injectFault } from '@mocks/testing/faults'
import { fileOf, PDF_HEAD, pdfFile, pngFile } from '@mocks/testing/files'
import { createUser, tokenFor } from '@mocks/testing/fixtures'
import { startMockBackend } from '@mocks/testing/server'

import { UploadRefusedError, useFileUpload, type FileUploadOptions } from './use-file-upload'

startMockBackend()
afterEach(() => setAccessTokenGetter(() => null))

async function signIn() {
  const token = await tokenFor(await createUser({ role: 'counsellor' }))
  setAccessTokenGetter(() => token)
}

function renderUpload(options: FileUploadOptions = { errorToast: false }) {
  const onUnauthorized = vi.fn()
  const queryClient = createAppQueryClient({ onUnauthorized })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const view = renderHook(() => useFileUpload(options), { wrapper })
  return { ...view, onUnauthorized }
}

describe('useFileUpload', () => {
  it('goes from idle to uploading to done, with the stored file and full progress', async () => {
    await signIn()
    // The answer waits a little, so that the upload is seen running even on a busy machine.
    injectFault('uploadFile', { delayMs: 300 })
    const { result } = renderUpload()
    expect(result.current).toMatchObject({ status: 'idle', progress: null, error: null })
    let sending: Promise<unknown> | undefined
    act(() => {
      sending = result.current.upload(pdfFile('passport.pdf', 10_000), 'kyc-document')
    })
    await waitFor(() => expect(result.current.status).toBe('uploading'))
    const stored = await act(async () => sending)
    expect(result.current).toMatchObject({ status: 'done', progress: 100, error: null })
    expect(result.current.uploaded).toEqual(stored)
    expect(result.current.uploaded?.mime).toBe('application/pdf')
  })

  it('refuses a file of the wrong type or size before sending anything', async () => {
    await signIn()
    const { result } = renderUpload()
    await act(async () => {
      expect(await result.current.upload(pdfFile('me.png'), 'profile-photo')).toBeNull()
    })
    expect(result.current.status).toBe('error')
    expect(result.current.error).toBeInstanceOf(UploadRefusedError)
    expect(result.current.error?.message).toBe('Only PNG, JPG and JPEG images are allowed.')
    await act(async () => {
      await result.current.upload(pngFile('big.png', 3 * 1024 * 1024), 'profile-photo')
    })
    expect(result.current.error?.message).toBe('File size should be less than 2 MB')
    // Nothing reached the server: no file, and no upload counted against the limit.
    expect(db.files.all()).toEqual([])
    expect(db.throttle.all()).toEqual([])
  })

  it("shows the server's refusal as the error, and a later upload clears it", async () => {
    await signIn()
    const { result } = renderUpload()
    injectFault('uploadFile', 500, { times: 1 })
    await act(async () => {
      expect(await result.current.upload(pngFile(), 'profile-photo')).toBeNull()
    })
    expect(result.current.status).toBe('error')
    expect(result.current.error).toBeInstanceOf(ApiError)
    expect(result.current.progress).toBeNull()
    await act(async () => {
      await result.current.upload(pngFile(), 'profile-photo')
    })
    expect(result.current).toMatchObject({ status: 'done', error: null })
  })

  it('goes back to idle when cancelled, with no error and no result', async () => {
    await signIn()
    injectFault('uploadFile', { delayMs: 500 })
    const { result } = renderUpload()
    let sending: Promise<unknown> | undefined
    act(() => {
      sending = result.current.upload(fileOf(PDF_HEAD, 'id.pdf', 100_000), 'kyc-document')
    })
    await waitFor(() => expect(result.current.status).toBe('uploading'))
    act(() => result.current.cancel())
    expect(await act(async () => sending)).toBeNull()
    expect(result.current).toMatchObject({
      status: 'idle',
      progress: null,
      error: null,
      uploaded: null,
    })
  })

  it('ends the sign-in on 401, as every call does', async () => {
    const { result, onUnauthorized } = renderUpload()
    await act(async () => {
      await result.current.upload(pngFile(), 'profile-photo')
    })
    expect(result.current.error).toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('keeps only the latest of two uploads', async () => {
    await signIn()
    const { result } = renderUpload()
    let first: Promise<unknown> | undefined
    let second: Promise<unknown> | undefined
    act(() => {
      first = result.current.upload(pngFile('first.png'), 'profile-photo')
      second = result.current.upload(pngFile('second.png'), 'profile-photo')
    })
    expect(await act(async () => first)).toBeNull()
    await act(async () => second)
    expect(result.current).toMatchObject({ status: 'done', uploaded: { name: 'second.png' } })
  })
})
