import { afterEach, describe, expect, it, vi } from 'vitest'

import type { UploadFileResponse } from '@/api/generated/types.gen'
import {
  KYC_UPLOAD_MAX_BYTES,
  PROFILE_UPLOAD_MAX_BYTES,
  UPLOADS_PER_WINDOW,
} from '@/config/constants'

import { db } from '../db'
import { api } from '../testing/api'
import {
  fileOf,
  JPEG_HEAD,
  openLink,
  PDF_HEAD,
  pdfFile,
  PNG_HEAD,
  pngFile,
  upload,
  uploadForm,
} from '../testing/files'
import { createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'

startMockBackend()
afterEach(() => {
  vi.useRealTimers()
})

const PHOTO_TYPE = 'Only PNG, JPG and JPEG images are allowed.'
const PHOTO_SIZE = 'File size should be less than 2 MB'
const KYC_TYPE = 'Invalid file type. Please upload JPG, JPEG, PNG, or PDF only.'
const KYC_SIZE = 'File size should be less than 5 MB'

async function send(token: string, body: FormData | object) {
  return api<UploadFileResponse>('POST', '/files/upload', { token, body })
}

async function studentToken() {
  return tokenFor(await createUser({ role: 'student' }))
}

describe('uploadFile', () => {
  it.each([
    ['profile-photo', fileOf(PNG_HEAD, 'me.png', 5000), 'image/png'],
    ['profile-photo', fileOf(JPEG_HEAD, 'me.jpeg', 5000), 'image/jpeg'],
    ['kyc-document', fileOf(PDF_HEAD, 'passport.pdf', 5000), 'application/pdf'],
    ['kyc-document', fileOf(JPEG_HEAD, 'passport scan.jpg', 5000), 'image/jpeg'],
  ])('stores a %s (%s) and answers 201 with a signed link to it', async (purpose, file, mime) => {
    const user = await createUser({ role: 'counsellor' })
    const answer = await send(await tokenFor(user), uploadForm(purpose, file))
    expect(answer.status).toBe(201)
    const stored = answer.body.success
    expect(stored).toMatchObject({ name: file.name, mime, size: 5000 })
    expect(stored.fileId).toMatch(/^file-[0-9a-f-]{36}$/)
    expect(db.files.findFirst((q) => q.where({ id: stored.fileId }))).toMatchObject({
      userId: user.id,
      purpose,
      mime,
    })
    // On the API's own origin and base path, so <img src> and the service worker reach it.
    expect(stored.url).toMatch(
      new RegExp(
        `^http://localhost/api/v1/files/${stored.fileId}/content\\?expires=\\d+&signature=`,
      ),
    )
    const opened = await openLink(stored.url)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-type')).toBe(mime)
    expect(opened.bytes).toEqual(new Uint8Array(await file.arrayBuffer()))
  })

  it('decides the type by content: a lying name or declared type changes nothing', async () => {
    const token = await studentToken()
    // A PDF named and declared as a PNG is not a photo...
    const pdfAsPhoto = fileOf(PDF_HEAD, 'selfie.png', 100, 'image/png')
    expect((await send(token, uploadForm('profile-photo', pdfAsPhoto))).body).toEqual({
      message: PHOTO_TYPE,
    })
    // ...nor is an HTML page a PDF because it says so.
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'id.pdf', {
      type: 'application/pdf',
    })
    expect((await send(token, uploadForm('kyc-document', html))).body).toEqual({
      message: KYC_TYPE,
    })
    // A PNG named .pdf is a PNG: stored and served as one.
    const pngAsPdf = await upload(
      token,
      'kyc-document',
      fileOf(PNG_HEAD, 'id.pdf', 100, 'application/pdf'),
    )
    expect(pngAsPdf.mime).toBe('image/png')
    expect((await openLink(pngAsPdf.url)).headers.get('content-type')).toBe('image/png')
    expect(db.files.all()).toHaveLength(1)
  })

  it('takes files up to the limit of their purpose and refuses one byte more', async () => {
    const token = await studentToken()
    const photo = (size: number) => uploadForm('profile-photo', pngFile('me.png', size))
    const kyc = (size: number) => uploadForm('kyc-document', pdfFile('id.pdf', size))
    expect((await send(token, photo(PROFILE_UPLOAD_MAX_BYTES))).status).toBe(201)
    expect(await send(token, photo(PROFILE_UPLOAD_MAX_BYTES + 1))).toEqual({
      status: 400,
      body: { message: PHOTO_SIZE },
    })
    expect((await send(token, kyc(KYC_UPLOAD_MAX_BYTES))).status).toBe(201)
    expect(await send(token, kyc(KYC_UPLOAD_MAX_BYTES + 1))).toEqual({
      status: 400,
      body: { message: KYC_SIZE },
    })
    // A 3 MB scan is a fine KYC document but too large for a photo.
    const scan = fileOf(JPEG_HEAD, 'scan.jpg', 3 * 1024 * 1024)
    expect((await send(token, uploadForm('kyc-document', scan))).status).toBe(201)
    expect((await send(token, uploadForm('profile-photo', scan))).body.message).toBe(PHOTO_SIZE)
  })

  it('refuses a missing, empty or extra file, a bad purpose and a body that is not multipart', async () => {
    const token = await studentToken()
    const refused = async (body: FormData | object) => {
      const answer = await send(token, body)
      expect(answer.status).toBe(400)
      return answer.body.message
    }
    expect(await refused(uploadForm('profile-photo'))).toBe('A file is required.')
    expect(await refused(uploadForm('profile-photo', 'not a file'))).toBe('A file is required.')
    expect(await refused(uploadForm('profile-photo', pngFile('empty.png', 0)))).toBe(
      'The file is empty.',
    )
    const two = uploadForm('profile-photo', pngFile())
    two.append('file', pngFile())
    expect(await refused(two)).toBe('Invalid request: send one file')
    expect(await refused(uploadForm('avatar', pngFile()))).toBe(
      'Invalid request: purpose must be profile-photo or kyc-document',
    )
    const extra = uploadForm('profile-photo', pngFile())
    extra.append('userId', 'someone-else')
    expect(await refused(extra)).toBe('Invalid request: unexpected field userId')
    expect(await refused({ purpose: 'profile-photo', file: 'iVBORw0KGgo=' })).toMatch(
      /multipart\/form-data/,
    )
    expect(db.files.all()).toEqual([])
  })

  it('keeps the last segment of the name, without control characters', async () => {
    const token = await studentToken()
    const stored = await upload(token, 'profile-photo', pngFile('C:\\Users\\me\\pic\u0007.png'))
    expect(stored.name).toBe('pic.png')
    const opened = await openLink(stored.url)
    expect(opened.headers.get('content-disposition')).toBe(
      `inline; filename="pic.png"; filename*=UTF-8''pic.png`,
    )
    const unicode = await upload(token, 'profile-photo', pngFile('Łukasz "李".png'))
    expect((await openLink(unicode.url)).headers.get('content-disposition')).toBe(
      `inline; filename="_ukasz ___.png"; filename*=UTF-8''%C5%81ukasz%20%22%E6%9D%8E%22.png`,
    )
  })

  it('takes 20 uploads per user in 10 minutes, refused ones included, then answers 429', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'))
    const token = await studentToken()
    const other = await studentToken()
    for (let index = 0; index < 5; index += 1)
      expect((await send(token, uploadForm('profile-photo', pdfFile()))).status).toBe(400)
    vi.setSystemTime(new Date('2026-03-02T09:01:00.000Z'))
    for (let index = 0; index < 15; index += 1)
      expect((await send(token, uploadForm('profile-photo', pngFile()))).status).toBe(201)
    const flooded = await send(token, uploadForm('profile-photo', pngFile()))
    expect(flooded).toEqual({
      status: 429,
      body: {
        message: 'Too many uploads. Please try again in a few minutes.',
        retryAt: '2026-03-02T09:10:00.000Z',
      },
    })
    expect(db.files.all()).toHaveLength(15)
    // Another user is not held back by this one.
    expect((await send(other, uploadForm('profile-photo', pngFile()))).status).toBe(201)
    // The first five leave the window at 09:10; the 429s did not count.
    vi.setSystemTime(new Date('2026-03-02T09:10:00.001Z'))
    expect((await send(token, uploadForm('profile-photo', pngFile()))).status).toBe(201)
  })

  it('holds the limit for parallel uploads: 50 at once store 20, the rest answer 429', async () => {
    const token = await studentToken()
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send(token, uploadForm('profile-photo', pngFile()))),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(UPLOADS_PER_WINDOW)
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - UPLOADS_PER_WINDOW)
    expect(db.files.all()).toHaveLength(UPLOADS_PER_WINDOW)
  })

  it('needs a token', async () => {
    const answer = await api('POST', '/files/upload', {
      body: uploadForm('profile-photo', pngFile()),
    })
    expect(answer.status).toBe(401)
  })

  it('answers links on the origin the API was called on', async () => {
    const token = await studentToken()
    const response = await fetch('https://api.example.org/api/v1/files/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: uploadForm('profile-photo', pngFile()),
    })
    const { success } = (await response.json()) as UploadFileResponse
    expect(success.url).toMatch(/^https:\/\/api\.example\.org\/api\/v1\/files\/file-/)
    expect((await openLink(success.url)).status).toBe(200)
  })
})
