/**
 * A multipart/form-data body (RFC 7578) read into its parts. The upload handler parses the body
 * itself rather than with `request.formData()`: under jsdom (the integration tests) Node's fetch
 * builds each file with jsdom's File class and then refuses it, so every upload would fail there.
 */
export interface MultipartPart {
  name: string
  /** Present for a file part (possibly empty), null for a plain field. */
  filename: string | null
  type: string | null
  data: Uint8Array<ArrayBuffer>
}

const encoder = new TextEncoder()
const CRLF_CRLF = encoder.encode('\r\n\r\n')

/** The boundary of a multipart/form-data content type, or null for any other type. */
export function boundaryOf(contentType: string): string | null {
  const params = /^multipart\/form-data\s*;(.*)$/i.exec(contentType.trim())?.[1]
  const match = params && /(?:^|;)\s*boundary=(?:"([^"]{1,70})"|([^;\s"]{1,70}))/i.exec(params)
  return match ? (match[1] ?? match[2] ?? null) : null
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const last = haystack.length - needle.length
  search: for (let at = from; at <= last; at += 1) {
    for (let index = 0; index < needle.length; index += 1)
      if (haystack[at + index] !== needle[index]) continue search
    return at
  }
  return -1
}

/** Browsers escape `"`, CR and LF in names as %22, %0D and %0A (HTML's form encoding). */
const unescape = (value: string) =>
  value.replace(/%22/gi, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n')

function parameter(disposition: string, key: string): string | null {
  const match = new RegExp(`;\\s*${key}=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(disposition)
  return match ? unescape(match[1] ?? match[2] ?? '') : null
}

function partOf(head: string, data: Uint8Array<ArrayBuffer>): MultipartPart | null {
  const headers = new Map<string, string>()
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const disposition = headers.get('content-disposition') ?? ''
  if (!/^form-data\s*(;|$)/i.test(disposition)) return null
  const name = parameter(disposition, 'name')
  if (name === null) return null
  return {
    name,
    filename: parameter(disposition, 'filename'),
    type: headers.get('content-type') ?? null,
    data,
  }
}

/** The parts of `body`, or null when it is not a well-formed multipart body with `boundary`. */
export function parseMultipart(
  body: Uint8Array<ArrayBuffer>,
  boundary: string,
): MultipartPart[] | null {
  const first = encoder.encode(`--${boundary}`)
  const delimiter = encoder.encode(`\r\n--${boundary}`)
  const start = indexOf(body, first, 0)
  // Only a preamble ending in CRLF may come before the first delimiter.
  if (start < 0 || (start > 0 && (body[start - 2] !== 0x0d || body[start - 1] !== 0x0a)))
    return null
  const parts: MultipartPart[] = []
  let at = start + first.length
  for (;;) {
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) return null
    // The headers end with an empty line; a part with no headers starts with it.
    const headEnd = indexOf(body, CRLF_CRLF, at)
    if (headEnd < 0) return null
    const dataStart = headEnd + CRLF_CRLF.length
    const dataEnd = indexOf(body, delimiter, dataStart)
    if (dataEnd < 0) return null
    const part = partOf(
      new TextDecoder().decode(body.subarray(at + 2, headEnd)),
      body.slice(dataStart, dataEnd),
    )
    if (!part) return null
    parts.push(part)
    at = dataEnd + delimiter.length
  }
}
