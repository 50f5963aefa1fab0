import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { setAccessTokenGetter } from '@/api/access-token'
import { ApiError } from '@/api/api-error'
import { setContractViolationHandler } from '@/api/contract-check'
import { db } from '@mocks/db'
import { injectFault } from '@mocks/testing/faults'
import { fileOf, openLink, PDF_HEAD, pdfFile, pngFile } from '@mocks/testing/files'
import { createUser, tokenFor } from '@mocks/testing/fixtures'
import { startMockBackend } from '@mocks/testing/server'

import { isAbortError, uploadFile, type UploadProgress } from './upload'

const server = startMockBackend()
afterEach(() => setAccessTokenGetter(() => null))

async function signedInStudent() {
  const student = await createUser({ role: 'student' })
  const token = await tokenFor(student)
  setAccessTokenGetter(() => token)
  return student
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the upload to fail')
}

describe('uploadFile against the mock backend', () => {
  it("uploads with the signed-in user's token and resolves with the stored file and its link", async () => {
    const student = await signedInStudent()
    const progress: UploadProgress[] = []
    const file = pngFile('me.png', 300_000)
    const stored = await uploadFile(file, 'profile-photo', {
      onProgress: (event) => progress.push(event),
    })
    expect(stored).toMatchObject({ name: 'me.png', mime: 'image/png', size: 300_000 })
    expect(db.files.findFirst((q) => q.where({ id: stored.fileId }))?.userId).toBe(student.id)
    // The link is on the API's origin (jsdom's page origin here) and opens to the same bytes.
    expect(stored.url.startsWith(`${location.origin}/api/v1/files/${stored.fileId}/content?`)).toBe(
      true,
    )
    const opened = await openLink(stored.url)
    expect(opened.bytes).toEqual(new Uint8Array(await file.arrayBuffer()))
    // jsdom reports the request body sent in one event (browsers report it as it goes): the
    // last event says everything was sent, and the total covers the multipart body.
    expect(progress.at(-1)).toMatchObject({ percent: 100 })
    expect(progress.at(-1)?.total).toBeGreaterThan(300_000)
  })

  it("turns the server's refusal into an ApiError with its message", async () => {
    await signedInStudent()
    const error = await failureOf(uploadFile(pdfFile(), 'profile-photo'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Only PNG, JPG and JPEG images are allowed.',
      operation: 'POST /files/upload',
    })
    expect(db.files.all()).toEqual([])
  })

  it('answers 401 when not signed in, as any call (the query client then ends the sign-in)', async () => {
    const error = await failureOf(uploadFile(pngFile(), 'profile-photo'))
    expect(error).toMatchObject({ kind: 'http', status: 401 })
  })

  it('carries the limit answer (429) with its retry time', async () => {
    await signedInStudent()
    injectFault('uploadFile', 429, {
      message: 'Too many uploads. Please try again in a few minutes.',
    })
    const error = await failureOf(uploadFile(pngFile(), 'profile-photo'))
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      message: 'Too many uploads. Please try again in a few minutes.',
    })
  })

  it('turns no answer into a network ApiError', async () => {
    await signedInStudent()
    injectFault('uploadFile', 'network')
    const error = await failureOf(uploadFile(pngFile(), 'profile-photo'))
    expect(error).toMatchObject({
      kind: 'network',
      status: null,
      message: 'Network error or no response from server',
    })
  })

  it('rejects with an AbortError, storing nothing, when cancelled before or while sending', async () => {
    await signedInStudent()
    const before = new AbortController()
    before.abort()
    const early = await failureOf(uploadFile(pngFile(), 'profile-photo', { signal: before.signal }))
    expect(isAbortError(early)).toBe(true)

    const during = new AbortController()
    const sending = uploadFile(fileOf(PDF_HEAD, 'id.pdf', 2_000_000), 'kyc-document', {
      signal: during.signal,
    })
    during.abort()
    const late = await failureOf(sending)
    expect(isAbortError(late)).toBe(true)
    expect(late).not.toBeInstanceOf(ApiError)
    expect(db.files.all()).toEqual([])
  })

  it('reports a success answer that breaks the contract', async () => {
    await signedInStudent()
    const onViolation = vi.fn()
    setContractViolationHandler(onViolation)
    server.use(
      http.post('*/api/v1/files/upload', () =>
        HttpResponse.json({ success: { fileId: 'not-a-file-id' } }, { status: 201 }),
      ),
    )
    await uploadFile(pngFile(), 'profile-photo')
    expect(onViolation).toHaveBeenCalledOnce()
    expect(onViolation.mock.calls[0]?.[0]).toMatchObject({
      kind: 'contract',
      operation: 'POST /files/upload',
    })
  })
})

/**
 * jsdom sends the body in one go, so progress as a browser reports it (many events while the
 * bytes leave) is played here by a stand-in XMLHttpRequest.
 */
describe('uploadFile progress', () => {
  class ScriptedUpload extends EventTarget {
    static last: ScriptedUpload | undefined
    upload = new EventTarget()
    status = 0
    response = ''
    responseType = ''
    timeout = 0
    sent: FormData | undefined
    headers: Record<string, string> = {}
    constructor() {
      super()
      ScriptedUpload.last = this
    }
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value
    }
    send(body: FormData) {
      this.sent = body
    }
    abort() {
      this.dispatchEvent(new Event('abort'))
    }
    progress(loaded: number, total: number, lengthComputable = true) {
      this.upload.dispatchEvent(
        Object.assign(new Event('progress'), { loaded, total, lengthComputable }),
      )
    }
  }

  it('reports each step in whole percent, ignoring events of unknown length', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedUpload)
    try {
      const seen: number[] = []
      const sending = uploadFile(pngFile(), 'profile-photo', {
        onProgress: ({ percent }) => seen.push(percent),
      })
      const xhr = ScriptedUpload.last!
      expect(xhr.sent?.get('purpose')).toBe('profile-photo')
      expect([...(xhr.sent?.keys() ?? [])]).toEqual(['purpose', 'file'])
      xhr.progress(0, 1000)
      xhr.progress(333, 1000)
      xhr.progress(500, 0, false)
      xhr.progress(999, 1000)
      xhr.progress(1000, 1000)
      xhr.status = 201
      xhr.response = JSON.stringify({
        success: {
          fileId: 'file-6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
          name: 'portrait.png',
          mime: 'image/png',
          size: 64,
          url: 'http://localhost:3000/api/v1/files/file-6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/content?expires=1&signature=x',
          expiresAt: '2026-03-02T10:00:00.000Z',
        },
      })
      xhr.dispatchEvent(new Event('load'))
      expect((await sending).fileId).toBe('file-6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b')
      expect(seen).toEqual([0, 33, 99, 100])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
