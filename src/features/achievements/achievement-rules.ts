/** My Accomplishments texts, word for word from the spec (part 2 section 8). */
export const ACHIEVEMENT_MESSAGES = {
  loadFailed: 'Error loading achievements.',
  emptyTitle: 'No achievements yet',
  emptyHint: 'Complete an LearnHub to earn badges!',
  downloaded: 'Certificate downloaded successfully!',
  downloadFailed: 'Failed to download certificate.',
  noData: 'No certificate data received.',
} as const

/**
 * The certificate's file name: the hub's name (spec part 2 section 7), with what file systems
 * refuse taken out; "certificate" when nothing is left.
 */
export function certificateFileName(hubName: string | null | undefined): string {
  const base = (hubName ?? '')
    // Control characters and characters Windows, macOS or Linux refuse in a file name.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 120)
  return `${base || 'certificate'}.pdf`
}

/** Plain base64 of a PDF (the contract's Base64Pdf) as bytes; null when it is not one. */
export function pdfBytes(base64: string | null | undefined): Uint8Array<ArrayBuffer> | null {
  const text = (base64 ?? '').trim()
  if (!text || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null
  let binary: string
  try {
    binary = atob(text)
  } catch {
    return null
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  // Every PDF starts with "%PDF-".
  return binary.startsWith('%PDF-') ? bytes : null
}
