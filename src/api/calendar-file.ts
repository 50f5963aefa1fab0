/**
 * A calendar file (`.ics`) the server answers as a download: a session's, a webinar seat's. The
 * generated client reads `text/calendar` as text; a server sending another type gives a Blob.
 */
export interface CalendarFile {
  bytes: Uint8Array<ArrayBuffer>
  fileName: string
}

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*` first, then
 * `filename`; undefined when neither is there.
 */
export function fileNameOf(disposition: string | null | undefined): string | undefined {
  if (!disposition) return undefined
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(disposition)?.[1]
  if (extended) {
    try {
      return decodeURIComponent(extended.trim())
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition)
  const name = (plain?.[1] ?? plain?.[2])?.trim()
  return name || undefined
}

/** The downloaded file's bytes, under the name the server gave it (else `fallbackName`). */
export async function calendarFileOf(
  answer: { data: unknown; response: Response },
  fallbackName: string,
): Promise<CalendarFile> {
  const body = answer.data
  const bytes =
    typeof body === 'string'
      ? new TextEncoder().encode(body)
      : new Uint8Array(await (body as Blob).arrayBuffer())
  return {
    bytes: new Uint8Array(bytes),
    fileName: fileNameOf(answer.response.headers.get('Content-Disposition')) ?? fallbackName,
  }
}
