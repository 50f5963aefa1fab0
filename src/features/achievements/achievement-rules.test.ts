import { describe, expect, it } from 'vitest'

import { certificateFileName, pdfBytes } from './achievement-rules'

describe('certificate downloads', () => {
  it('names the file after the hub, without what file systems refuse', () => {
    expect(certificateFileName('Career Guidance Foundations')).toBe(
      'Career Guidance Foundations.pdf',
    )
    expect(certificateFileName('AI / ML: "Basics"?')).toBe('AI ML Basics.pdf')
    expect(certificateFileName('École d’été 学习')).toBe('École d’été 学习.pdf')
    expect(certificateFileName('  ...  ')).toBe('certificate.pdf')
    expect(certificateFileName(null)).toBe('certificate.pdf')
    expect(certificateFileName('x'.repeat(300))).toHaveLength(124)
  })

  it('takes plain base64 of a PDF only', () => {
    const pdf = btoa('%PDF-1.7 test')
    expect(pdfBytes(pdf)?.length).toBe(13)
    expect(pdfBytes(btoa('<html>'))).toBeNull()
    expect(pdfBytes('not base64!')).toBeNull()
    expect(pdfBytes('')).toBeNull()
    expect(pdfBytes(undefined)).toBeNull()
  })
})
