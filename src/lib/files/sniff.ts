/**
 * A file's type from its first bytes (its "magic number"), never from its name or declared type:
 * a renamed file is what its content says. Used before an upload (src/api/files) and by the mock
 * backend, which decides the same way (openapi.yaml "File uploads (our design)").
 */
export type SniffedKind = 'pdf' | 'png' | 'jpeg' | 'docx' | 'mp4'

/** The MIME type a sniffed file is stored and served with. */
export const MIME_OF_KIND: Readonly<Record<SniffedKind, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  mp4: 'video/mp4',
}

/** How many leading bytes sniffing reads. */
export const SNIFF_BYTES = 16

const SIGNATURES: ReadonlyArray<readonly [SniffedKind, number, readonly number[]]> = [
  // %PDF-
  ['pdf', 0, [0x25, 0x50, 0x44, 0x46, 0x2d]],
  // \x89PNG\r\n\x1a\n
  ['png', 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  // SOI marker followed by the first segment's marker byte
  ['jpeg', 0, [0xff, 0xd8, 0xff]],
  // A ZIP container (PK\x03\x04). The first bytes cannot tell a DOCX from another ZIP file;
  // only a reader of the archive could. Enough to refuse what is not even a ZIP.
  ['docx', 0, [0x50, 0x4b, 0x03, 0x04]],
  // An ISO base media file: a box size, then the `ftyp` box type.
  ['mp4', 4, [0x66, 0x74, 0x79, 0x70]],
]

/** The kind of file these leading bytes start, or null when none of ours. */
export function sniffBytes(bytes: Uint8Array): SniffedKind | null {
  for (const [kind, offset, signature] of SIGNATURES) {
    if (bytes.length < offset + signature.length) continue
    if (signature.every((byte, index) => bytes[offset + index] === byte)) return kind
  }
  return null
}

/** Reads only the first SNIFF_BYTES of `file`. */
export async function sniffFileType(file: Blob): Promise<SniffedKind | null> {
  return sniffBytes(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
}
