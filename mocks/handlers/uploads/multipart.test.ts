import { describe, expect, it } from 'vitest'

import { boundaryOf, parseMultipart } from './multipart'

const text = (value: string) => new TextEncoder().encode(value)
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

/** A body and its boundary as Node's fetch encodes a FormData. */
async function encoded(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  const boundary = boundaryOf(request.headers.get('content-type') ?? '')
  return { body: new Uint8Array(await request.arrayBuffer()), boundary: boundary ?? '' }
}

describe('boundaryOf', () => {
  it.each([
    ['multipart/form-data; boundary=abc123', 'abc123'],
    ['Multipart/Form-Data;boundary="quoted boundary"', 'quoted boundary'],
    ['multipart/form-data; charset=utf-8; boundary=x-y_z', 'x-y_z'],
    ['multipart/form-data', null],
    ['multipart/mixed; boundary=abc', null],
    ['application/json', null],
    ['', null],
  ])('%s', (type, expected) => {
    expect(boundaryOf(type)).toBe(expected)
  })
})

describe('parseMultipart', () => {
  it('reads fields and files as a browser sends them, binary content intact', async () => {
    // Bytes that look like line breaks and delimiters inside the file.
    const binary = new Uint8Array([0x89, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff, 0x0d, 0x0a])
    const form = new FormData()
    form.append('purpose', 'kyc-document')
    form.append('file', new File([binary], 'Łukasz "id".pdf', { type: 'application/pdf' }))
    const { body, boundary } = await encoded(form)
    const parts = parseMultipart(body, boundary)
    expect(parts?.map(({ name, filename, type }) => ({ name, filename, type }))).toEqual([
      { name: 'purpose', filename: null, type: null },
      { name: 'file', filename: 'Łukasz "id".pdf', type: 'application/pdf' },
    ])
    expect(decode(parts?.[0]?.data ?? new Uint8Array())).toBe('kyc-document')
    expect(parts?.[1]?.data).toEqual(binary)
  })

  it('reads an empty file and a field with an empty value', async () => {
    const form = new FormData()
    form.append('note', '')
    form.append('file', new File([], 'empty.png'))
    const { body, boundary } = await encoded(form)
    const parts = parseMultipart(body, boundary)
    expect(parts?.map((part) => [part.name, part.filename, part.data.byteLength])).toEqual([
      ['note', null, 0],
      ['file', 'empty.png', 0],
    ])
  })

  it.each([
    ['no delimiter at all', 'hello'],
    ['no closing delimiter', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
    ['a part without headers', '--b\r\n\r\n1\r\n--b--'],
    [
      'a part that is not form-data',
      '--b\r\nContent-Disposition: attachment; name="a"\r\n\r\n1\r\n--b--',
    ],
    ['a part without a name', '--b\r\nContent-Disposition: form-data\r\n\r\n1\r\n--b--'],
    [
      'text glued to the first delimiter',
      'x--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--',
    ],
  ])('refuses %s', (_, body) => {
    expect(parseMultipart(text(body), 'b')).toBeNull()
  })

  it('skips a preamble and reads unquoted and escaped parameters', () => {
    const body = text(
      'preamble\r\n--b\r\ncontent-disposition: form-data; name=purpose\r\n\r\nprofile-photo\r\n' +
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a%22b%0A.png"\r\n\r\nPNG\r\n--b--\r\n',
    )
    expect(
      parseMultipart(body, 'b')?.map((part) => [part.name, part.filename, decode(part.data)]),
    ).toEqual([
      ['purpose', null, 'profile-photo'],
      ['file', 'a"b\n.png', 'PNG'],
    ])
  })
})
