import { describe, expect, it } from 'vitest'

import { sniffBytes, sniffFileType, type SniffedKind } from './sniff'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46)
const PDF = text('%PDF-1.7\n%âãÏÓ\n')
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0)
const MP4 = bytes(0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d)

describe('sniffBytes', () => {
  it.each<[string, Uint8Array, SniffedKind | null]>([
    ['a PNG signature', PNG, 'png'],
    ['a JPEG start of image', JPEG, 'jpeg'],
    ['a PDF header', PDF, 'pdf'],
    ['a ZIP container (DOCX)', ZIP, 'docx'],
    ['an ISO media ftyp box (MP4)', MP4, 'mp4'],
    ['HTML', text('<!doctype html><script>'), null],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['a GIF', text('GIF89a'), null],
    ['plain text that names a type', text('PNG image data'), null],
    ['nothing', bytes(), null],
    ['a PNG signature cut short', PNG.slice(0, 7), null],
    ['a PDF header without its dash', text('%PDF1.4'), null],
    ['two bytes of JPEG only', bytes(0xff, 0xd8), null],
    ['ftyp at the wrong offset', bytes(0x66, 0x74, 0x79, 0x70, 0, 0, 0, 0), null],
  ])('%s', (_, input, expected) => {
    expect(sniffBytes(input)).toBe(expected)
  })
})

describe('sniffFileType', () => {
  it('decides by content, whatever the name and declared type say', async () => {
    expect(await sniffFileType(new File([PDF], 'photo.png', { type: 'image/png' }))).toBe('pdf')
    expect(await sniffFileType(new File([PNG], 'report.pdf', { type: 'application/pdf' }))).toBe(
      'png',
    )
    expect(await sniffFileType(new File([text('<html>')], 'me.jpg', { type: 'image/jpeg' }))).toBe(
      null,
    )
  })

  it('reads only the first bytes', async () => {
    let sliced: [number | undefined, number | undefined] | undefined
    const file = new Blob([JPEG, new Uint8Array(4096)])
    const spy = Object.assign(Object.create(file) as Blob, {
      slice(start?: number, end?: number) {
        sliced = [start, end]
        return file.slice(start, end)
      },
    })
    expect(await sniffFileType(spy)).toBe('jpeg')
    expect(sliced).toEqual([0, 16])
  })
})
