/**
 * A country list entry (spec part 1 section 3). Lengths count the digits of the national number
 * (no country code, no trunk 0). `lan` (sic) is the longitude: the name the spec uses.
 */
export interface Country {
  /** English short name. */
  readonly name: string
  /** International calling code with a plus, e.g. "+91"; "+1" for every NANP country. */
  readonly dial_code: string
  /** ISO 3166-1 alpha-2 code (plus AC, TA and XK, which phone numbering also uses). */
  readonly code: string
  readonly mobile_number_length: number
  /** Present only when landline numbers have a length of their own. */
  readonly landline_number_length?: number
  /** Flag emoji built from the code's regional indicator symbols. */
  readonly flag: string
  readonly lat: number
  readonly lan: number
}
