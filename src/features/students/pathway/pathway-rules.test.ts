import { describe, expect, it } from 'vitest'

import type { PathwayStep } from '@/api/students/queries'

import { PATHWAY_MESSAGES } from '../messages'
import {
  BAD_URL_MESSAGE,
  checkEvidenceFile,
  COMMENT_REQUIRED,
  completionErrors,
  completionLink,
  counsellorStepOrder,
  EVIDENCE_REQUIRED,
  FILE_TOO_LARGE,
  stepStatusOf,
} from './pathway-rules'

const file = { name: 'proof.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0=' }

describe('the Mark as Complete rules', () => {
  it('needs a comment and a link or a file', () => {
    expect(completionErrors({ comment: ' ', url: '', file: null })).toEqual({
      comment: COMMENT_REQUIRED,
      evidence: EVIDENCE_REQUIRED,
    })
    expect(completionErrors({ comment: 'Done', url: 'https://example.com/x', file: null })).toEqual(
      {},
    )
    expect(completionErrors({ comment: 'Done', url: '', file })).toEqual({})
  })

  it('words a bad link with a real example host; only http(s) with a host passes', () => {
    expect(BAD_URL_MESSAGE).toBe('Please enter a valid URL (e.g. https://example.com).')
    for (const url of ['example', 'javascript:alert(1)', 'ftp://example.com', 'https://localhost'])
      expect(completionErrors({ comment: 'x', url, file: null }).url).toBe(BAD_URL_MESSAGE)
    expect(completionErrors({ comment: 'x', url: 'http://github.com/a/b', file: null })).toEqual({})
  })

  it('sends the link, or the file read once as a data URL', () => {
    expect(completionLink({ comment: 'x', url: ' https://a.org ', file: null })).toBe(
      'https://a.org',
    )
    expect(completionLink({ comment: 'x', url: '', file })).toBe(file.dataUrl)
  })

  it('takes PDF, PNG, JPG and JPEG files only, under 5 MB, and refuses empty ones', () => {
    const ok = (name: string, type: string) => checkEvidenceFile({ name, type, size: 1000 })
    expect(ok('a.PDF', 'application/pdf')).toEqual({ ok: true, mime: 'application/pdf' })
    expect(ok('a.jpg', 'image/jpeg')).toEqual({ ok: true, mime: 'image/jpeg' })
    expect(ok('a.jpeg', '')).toEqual({ ok: true, mime: 'image/jpeg' })
    for (const [name, type] of [
      ['a.docx', 'application/msword'],
      ['a.gif', 'image/gif'],
      ['a.png', 'application/pdf'],
      ['png', 'image/png'],
    ])
      expect(ok(name!, type!)).toEqual({ ok: false, message: PATHWAY_MESSAGES.badFileType })
    expect(
      checkEvidenceFile({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 }),
    ).toEqual({ ok: false, message: FILE_TOO_LARGE })
    expect(checkEvidenceFile({ name: 'a.png', type: 'image/png', size: 0 })).toEqual({
      ok: false,
      message: PATHWAY_MESSAGES.unreadableFile,
    })
  })

  it("puts completed steps first in the Catalyst's view, keeping the pathway's order", () => {
    const step = (code: string, status: PathwayStep['status']): PathwayStep => ({
      code,
      name: code,
      status,
    })
    const steps = [
      step('a', 'PENDING'),
      step('b', 'COMPLETED'),
      step('c', 'IN_PROGRESS'),
      step('d', 'COMPLETED'),
    ]
    expect(counsellorStepOrder(steps).map((s) => s.code)).toEqual(['b', 'd', 'a', 'c'])
    expect(stepStatusOf({ code: 'x', name: 'x', isCompleted: true })).toBe('COMPLETED')
    expect(stepStatusOf({ code: 'x', name: 'x' })).toBe('PENDING')
  })
})
