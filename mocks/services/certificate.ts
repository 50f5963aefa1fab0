import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib'

// The one date form (issue 36: the certificate said "21 November 2026", the app "21 NOV 2026").
import { formatDate } from '@/lib/format/dates'

/**
 * Certificate PDFs of the mock backend (spec part 2 sections 2 and 7): recipient, badge, hub,
 * award date, credential id and the public verification address (as text and as a QR code),
 * drawn with pdf-lib.
 *
 * Names come in any script. The fixed English wording uses the standard Helvetica fonts; every
 * user-supplied text uses Liberation Sans, which pdfjs-dist (already a dependency) ships as
 * `standard_fonts/LiberationSans-Regular.ttf` (139 KB; GPL with the font exception, so embedding
 * it in documents is allowed). It is inlined at build time and embedded as a subset through
 * @pdf-lib/fontkit, so Latin (with all accents, e.g. "Łukasz"), Greek and Cyrillic names print
 * exactly. No font small enough ships in an npm package for CJK, Devanagari or Arabic, so the
 * text is made printable instead: letters with accents the font lacks lose the accent,
 * Devanagari is transliterated ("प्रिया" -> "Priya"), and any other character the font cannot
 * draw prints as its code point ("李娜" -> "[U+674E U+5A1C]") with a note; the exact name is
 * always in the document's metadata (title, subject, keywords: PDF text strings are Unicode).
 * If the font cannot be loaded, Helvetica (WinAnsi) is used with the same fallbacks. Drawing
 * only characters the font covers means generation never throws on a name. pdf-lib, fontkit and
 * the font load lazily, on the first certificate.
 */
export interface CertificateDetails {
  recipient: string
  hubName: string
  badgeName: string
  /** ISO date-time of the award. */
  awardDate: string
  credentialId: string
  verificationUrl: string
}

const WIDTH = 842
const HEIGHT = 595
const TEXT_WIDTH = 700

const DEVANAGARI_RUN = /([\u0900-\u097F]+)/u
/** "a:b c:d" -> { a: 'b', c: 'd' } */
function table(pairs: string): Record<string, string> {
  return Object.fromEntries(
    pairs.split(' ').map((pair): [string, string] => {
      const [from = '', to = ''] = pair.split(':')
      return [from, to]
    }),
  )
}
const DEVA_CONSONANTS = table(
  'क:k ख:kh ग:g घ:gh ङ:n च:ch छ:chh ज:j झ:jh ञ:n ट:t ठ:th ड:d ढ:dh ण:n त:t थ:th द:d ध:dh न:n प:p फ:ph ब:b भ:bh म:m य:y र:r ल:l व:v श:sh ष:sh स:s ह:h ळ:l',
)
const DEVA_SIGNS = table('ा:a ि:i ी:i ु:u ू:u ृ:ri े:e ै:ai ो:o ौ:au ॉ:o')
const DEVA_OTHERS = table(
  'अ:a आ:a इ:i ई:i उ:u ऊ:u ऋ:ri ए:e ऐ:ai ओ:o औ:au ऑ:o ं:n ँ:n ः:h ०:0 १:1 २:2 ३:3 ४:4 ५:5 ६:6 ७:7 ८:8 ९:9 ।:.',
)
const VIRAMA = '\u094D'
const NUKTA = '\u093C'
/** Latin letters that have no decomposition but a plain look-alike. */
const LATIN_BASE = table('Ł:L ł:l Đ:D đ:d Ħ:H ħ:h ı:i Ŋ:N ŋ:n Ŧ:T ŧ:t')

/** Simple Hindi-style romanisation: inherent "a" after consonants, none at the end of a word. */
function devanagariToLatin(run: string): string {
  const chars = [...run].filter((char) => char !== NUKTA)
  const latin = chars
    .map((char, index) => {
      const consonant = DEVA_CONSONANTS[char]
      if (consonant === undefined)
        return char === VIRAMA ? '' : (DEVA_SIGNS[char] ?? DEVA_OTHERS[char] ?? '')
      const next = chars[index + 1]
      return next === undefined || next === VIRAMA || next in DEVA_SIGNS
        ? consonant
        : `${consonant}a`
    })
    .join('')
  return latin.charAt(0).toUpperCase() + latin.slice(1)
}

/** Text the font can draw, and whether it is the original text unchanged. */
export function printableText(
  text: string,
  covered: ReadonlySet<number>,
): { text: string; exact: boolean } {
  const has = (value: string) => [...value].every((char) => covered.has(char.codePointAt(0) ?? 0))
  let exact = true
  const out = text
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .split(DEVANAGARI_RUN)
    .map((part, index) => {
      if (index % 2 === 1) {
        exact = false
        return devanagariToLatin(part)
      }
      let result = ''
      let unknown: string[] = []
      const flush = () => {
        if (unknown.length) result += `[${unknown.join(' ')}]`
        unknown = []
      }
      for (const char of part) {
        if (has(char)) {
          flush()
          result += char
          continue
        }
        exact = false
        const plain = LATIN_BASE[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '')
        if (plain && has(plain)) {
          flush()
          result += plain
        } else {
          unknown.push(
            `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
          )
        }
      }
      flush()
      return result
    })
    .join('')
  return { text: out, exact }
}

function dataUrlBytes(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1))
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** The font's bytes, decoded once (139 KB: decoding them took about a third of a certificate). */
let textFontBytes: Promise<Uint8Array> | undefined
function loadTextFontBytes(): Promise<Uint8Array> {
  textFontBytes ??= import('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?inline').then(
    ({ default: fontDataUrl }) => dataUrlBytes(fontDataUrl),
    (error: unknown) => {
      // Tried again next time (a lazy chunk that failed to load may load later).
      textFontBytes = undefined
      throw error
    },
  )
  return textFontBytes
}

/** Liberation Sans as a subset, or Helvetica when the font cannot be loaded. */
async function embedTextFont(doc: PDFDocument, fallback: () => Promise<PDFFont>): Promise<PDFFont> {
  try {
    const [{ default: fontkit }, fontBytes] = await Promise.all([
      import('@pdf-lib/fontkit'),
      loadTextFontBytes(),
    ])
    doc.registerFontkit(fontkit)
    // A copy: the document keeps what it is given.
    return await doc.embedFont(fontBytes.slice(), { subset: true })
  } catch {
    return fallback()
  }
}

/** Text, font, size, baseline and colour of one centred line. */
type Line = [text: string, font: PDFFont, size: number, y: number, color: RGB]

/** Centred, shrunk to fit the width (down to 8 pt), then shortened if still too wide. */
function drawCentered(page: PDFPage, [text, font, size, y, color]: Line): void {
  const natural = font.widthOfTextAtSize(text, size)
  const fitted = natural > TEXT_WIDTH ? Math.max(8, (size * TEXT_WIDTH) / natural) : size
  let shown = text
  while (shown.length > 4 && font.widthOfTextAtSize(shown, fitted) > TEXT_WIDTH) {
    shown = `${shown.slice(0, -4)}...`
  }
  const x = (WIDTH - font.widthOfTextAtSize(shown, fitted)) / 2
  page.drawText(shown, { x, y, size: fitted, font, color })
}

/**
 * Side of the QR code in points, and its place: the top right, inside the borders, clear of the
 * centred lines (the title is the widest up there; the long address runs along the bottom).
 */
const QR_SIDE = 84
const QR_MARGIN = 44

/**
 * A QR code of the public verification address (issue 15), drawn module by module as squares, so
 * it stays sharp at any zoom and needs no image. uqr (unjs) encodes it; it loads with pdf-lib.
 */
async function drawQrCode(page: PDFPage, url: string, color: RGB): Promise<void> {
  const { encode } = await import('uqr')
  const { data, size } = encode(url, { ecc: 'M', border: 0 })
  const cell = QR_SIDE / size
  const left = WIDTH - QR_MARGIN - QR_SIDE
  const top = HEIGHT - QR_MARGIN
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return
      // A hair wider than the cell, so neighbouring squares leave no seam when rasterised.
      page.drawRectangle({
        x: left + x * cell,
        y: top - (y + 1) * cell,
        width: cell + 0.05,
        height: cell + 0.05,
        color,
      })
    }),
  )
}

/** The certificate as PDF bytes. */
export async function renderCertificatePdf(details: CertificateDetails): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const text = await embedTextFont(doc, () => Promise.resolve(regular))
  const covered = new Set(text.getCharacterSet())
  const printable = (value: string) => printableText(value, covered).text
  const recipient = printableText(details.recipient, covered)

  const [teal, ink, grey] = [rgb(0.05, 0.45, 0.45), rgb(0.12, 0.14, 0.18), rgb(0.42, 0.45, 0.5)]
  const page = doc.addPage([WIDTH, HEIGHT])
  for (const [inset, borderWidth] of [
    [18, 3],
    [28, 0.75],
  ] as const) {
    const [width, height] = [WIDTH - 2 * inset, HEIGHT - 2 * inset]
    page.drawRectangle({ x: inset, y: inset, width, height, borderColor: teal, borderWidth })
  }
  const middle = WIDTH / 2
  page.drawLine({
    start: { x: middle - 180, y: 362 },
    end: { x: middle + 180, y: 362 },
    color: teal,
  })
  const lines: Line[] = [
    ['CATALYST', bold, 14, 515, teal],
    ['Certificate of Achievement', bold, 34, 465, ink],
    ['This certifies that', regular, 14, 420, grey],
    [recipient.text, text, 32, 372, ink],
    ['has earned the badge', regular, 14, 328, grey],
    [printable(details.badgeName), text, 22, 294, teal],
    ['for completing the Learning Hub', regular, 14, 258, grey],
    [printable(details.hubName), text, 18, 228, ink],
    [`Awarded on ${formatDate(details.awardDate)}`, regular, 12, 188, ink],
    [`Credential ID: ${printable(details.credentialId)}`, text, 10, 112, grey],
    ['Verify this certificate at:', regular, 10, 94, grey],
    [printable(details.verificationUrl), text, 9, 80, teal],
  ]
  if (!recipient.exact) {
    const note =
      'Some characters of the name cannot be shown in this font; the exact name is in the document properties.'
    lines.push([note, regular, 8, 48, grey])
  }
  for (const line of lines) drawCentered(page, line)
  await drawQrCode(page, details.verificationUrl, ink)

  doc.setTitle(`${details.badgeName}: certificate of ${details.recipient}`)
  doc.setSubject(`Awarded to ${details.recipient} for completing ${details.hubName}`)
  doc.setKeywords([details.recipient, details.badgeName, details.hubName, details.credentialId])
  doc.setAuthor('Catalyst')
  doc.setCreator('Catalyst mock backend')
  return doc.save()
}

/** The certificate as plain base64 (no data: prefix), as the contract's Base64Pdf. */
export async function renderCertificateBase64(details: CertificateDetails): Promise<string> {
  const bytes = await renderCertificatePdf(details)
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  }
  return btoa(binary)
}
