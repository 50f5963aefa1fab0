import { isAfter } from 'date-fns'
import * as z from 'zod/mini'

import { CATALYST_MESSAGES as M } from './catalyst-messages'
import { ALWAYS, day, dayText, isHttpUrl, text } from './schema-helpers'

/**
 * KYC Details (spec part 2 sections 3 to 5, "KYC"): each document has a type (or, for Other, a
 * free-text name), issuer country, ID number, issue date, an optional expiry after it, and a file
 * or a link. `file` is the reference of an uploaded file; `signed_url` opens it.
 */
const kycDocument = z
  .object({
    id: text,
    type: text.check(z.minLength(1, M.documentName)),
    other_name: text.check(z.trim(), z.maxLength(100, M.documentNameLength)),
    issuer_country: text.check(z.trim(), z.minLength(1, M.issuerCountry)),
    id_number: text.check(z.trim(), z.minLength(1, M.idNumber), z.maxLength(50, M.idNumberLength)),
    issue_date: dayText.check(z.minLength(1, M.issueDate)),
    expiry_date: dayText,
    link: text.check(
      z.trim(),
      z.refine((value) => value === '' || isHttpUrl(value), { error: M.url }),
    ),
    file: text,
    file_name: text,
    signed_url: text,
  })
  .check(
    z.superRefine((doc, ctx) => {
      if (doc.type === 'Other' && doc.other_name.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['other_name'], message: M.documentName })
      const issued = day(doc.issue_date)
      const expires = day(doc.expiry_date)
      if (issued && expires && !isAfter(expires, issued))
        ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: M.expiryAfterIssue })
      if (doc.file === '' && doc.link.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['link'], message: M.fileOrLink })
    }, ALWAYS),
  )

export const kycSchema = z.object({ kycDocs: z.array(kycDocument) })

export type KycDocumentValues = z.input<typeof kycDocument>
export type KycValues = z.input<typeof kycSchema>
