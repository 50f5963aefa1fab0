import { describe, expect, it } from 'vitest'

import {
  ATTACHMENT_MAX_BYTES,
  KYC_UPLOAD_MAX_BYTES,
  PROFILE_UPLOAD_MAX_BYTES,
} from '@/config/constants'

import {
  checkNamedUpload,
  checkUpload,
  HELP_ATTACHMENT_RULE,
  UPLOAD_RULES,
  type UploadCheck,
} from './upload-rules'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff, 0xe0]
const PDF = [...new TextEncoder().encode('%PDF-1.4')]
const ZIP = [0x50, 0x4b, 0x03, 0x04]

/** A file of `size` bytes that starts with `head`. */
function fileOf(head: number[], size: number, name = 'upload.bin', type = ''): File {
  const content = new Uint8Array(size)
  content.set(head.slice(0, size))
  return new File([content], name, { type })
}

const PHOTO_TYPE = 'Only PNG, JPG and JPEG images are allowed.'
const PHOTO_SIZE = 'File size should be less than 2 MB'
const KYC_TYPE = 'Invalid file type. Please upload JPG, JPEG, PNG, or PDF only.'
const KYC_SIZE = 'File size should be less than 5 MB'
const EMPTY = 'The file is empty.'

describe('checkUpload', () => {
  it.each<[string, keyof typeof UPLOAD_RULES, File, UploadCheck]>([
    [
      'a PNG photo',
      'profile-photo',
      fileOf(PNG, 1000, 'me.png'),
      { ok: true, kind: 'png', mime: 'image/png' },
    ],
    [
      'a JPEG photo named .jpg',
      'profile-photo',
      fileOf(JPEG, 1000, 'me.jpg'),
      { ok: true, kind: 'jpeg', mime: 'image/jpeg' },
    ],
    [
      'a JPEG photo with no extension',
      'profile-photo',
      fileOf(JPEG, 1000, 'me'),
      { ok: true, kind: 'jpeg', mime: 'image/jpeg' },
    ],
    [
      'a photo of exactly 2 MB',
      'profile-photo',
      fileOf(PNG, PROFILE_UPLOAD_MAX_BYTES),
      { ok: true, kind: 'png', mime: 'image/png' },
    ],
    [
      'a photo one byte over 2 MB',
      'profile-photo',
      fileOf(PNG, PROFILE_UPLOAD_MAX_BYTES + 1),
      { ok: false, message: PHOTO_SIZE },
    ],
    [
      'a PDF as a photo',
      'profile-photo',
      fileOf(PDF, 1000, 'me.pdf'),
      { ok: false, message: PHOTO_TYPE },
    ],
    [
      'a PDF named .png, declared image/png',
      'profile-photo',
      fileOf(PDF, 1000, 'me.png', 'image/png'),
      { ok: false, message: PHOTO_TYPE },
    ],
    [
      'text named .jpg',
      'profile-photo',
      fileOf([...new TextEncoder().encode('hello')], 50, 'me.jpg', 'image/jpeg'),
      { ok: false, message: PHOTO_TYPE },
    ],
    ['an empty photo', 'profile-photo', fileOf([], 0, 'me.png'), { ok: false, message: EMPTY }],
    [
      'a KYC PDF',
      'kyc-document',
      fileOf(PDF, 4000, 'passport.pdf'),
      { ok: true, kind: 'pdf', mime: 'application/pdf' },
    ],
    [
      'a KYC scan as PNG',
      'kyc-document',
      fileOf(PNG, 4000, 'passport.png'),
      { ok: true, kind: 'png', mime: 'image/png' },
    ],
    [
      'a KYC document of exactly 5 MB',
      'kyc-document',
      fileOf(PDF, KYC_UPLOAD_MAX_BYTES),
      { ok: true, kind: 'pdf', mime: 'application/pdf' },
    ],
    [
      'a KYC document one byte over 5 MB',
      'kyc-document',
      fileOf(PDF, KYC_UPLOAD_MAX_BYTES + 1),
      { ok: false, message: KYC_SIZE },
    ],
    [
      'a DOCX as a KYC document',
      'kyc-document',
      fileOf(ZIP, 4000, 'passport.docx'),
      { ok: false, message: KYC_TYPE },
    ],
    [
      'a ZIP named .pdf',
      'kyc-document',
      fileOf(ZIP, 4000, 'passport.pdf', 'application/pdf'),
      { ok: false, message: KYC_TYPE },
    ],
    ['an empty KYC document', 'kyc-document', fileOf([], 0), { ok: false, message: EMPTY }],
  ])('%s (%s)', async (_, purpose, file, expected) => {
    expect(await checkUpload(file, UPLOAD_RULES[purpose])).toEqual(expected)
  })

  it('refuses an oversized file without reading it', async () => {
    const file = fileOf(PNG, PROFILE_UPLOAD_MAX_BYTES + 1)
    file.slice = () => {
      throw new Error('read')
    }
    expect(await checkUpload(file, UPLOAD_RULES['profile-photo'])).toEqual({
      ok: false,
      message: PHOTO_SIZE,
    })
  })
})

describe('checkNamedUpload with the help-request rule', () => {
  const TYPE = 'Only PDF, DOCX, PNG, JPG, JPEG or MP4 files are allowed.'
  const SIZE = 'File size should be less than 5 MB'
  const MP4 = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]
  it.each<[string, File, UploadCheck]>([
    ['a PDF', fileOf(PDF, 100, 'a.pdf'), { ok: true, kind: 'pdf', mime: 'application/pdf' }],
    [
      'a DOCX',
      fileOf(ZIP, 100, 'a.docx'),
      {
        ok: true,
        kind: 'docx',
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ],
    [
      'a JPEG named .jpeg',
      fileOf(JPEG, 100, 'a.JPEG'),
      { ok: true, kind: 'jpeg', mime: 'image/jpeg' },
    ],
    ['an MP4', fileOf(MP4, 100, 'clip.mp4'), { ok: true, kind: 'mp4', mime: 'video/mp4' }],
    ['a PNG named .pdf', fileOf(PNG, 100, 'a.pdf'), { ok: false, message: TYPE }],
    ['a PNG without an extension', fileOf(PNG, 100, 'png'), { ok: false, message: TYPE }],
    ['a text file', fileOf([0x68, 0x69], 100, 'a.txt'), { ok: false, message: TYPE }],
    [
      'a PDF one byte over 5 MB',
      fileOf(PDF, ATTACHMENT_MAX_BYTES + 1, 'big.pdf'),
      { ok: false, message: SIZE },
    ],
    [
      'a PDF of exactly 5 MB',
      fileOf(PDF, ATTACHMENT_MAX_BYTES, 'max.pdf'),
      { ok: true, kind: 'pdf', mime: 'application/pdf' },
    ],
    ['an empty file', fileOf([], 0, 'a.pdf'), { ok: false, message: EMPTY }],
  ])('%s', async (_label, file, expected) => {
    expect(await checkNamedUpload(file, HELP_ATTACHMENT_RULE)).toEqual(expected)
  })
})
