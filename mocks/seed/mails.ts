import type { ConnectionRecord, MailRecord, UserRecord } from '../db'
import type { SeedContext } from './faker'

/** The e-mail an invite sent (what the mailbox would hold had the catalyst invited through the API). */
export function inviteMail(ctx: SeedContext, from: UserRecord, link: ConnectionRecord): MailRecord {
  const name = `${from.firstName} ${from.lastName ?? ''}`.trim()
  const note = (link.message ?? '').replace(/<[^>]+>/g, '').trim()
  return {
    id: ctx.uuid(),
    to: link.studentEmail,
    subject: `${name} invited you to connect on Catalyst`,
    text: `${name} would like to be your Catalyst.\n\n${note}\n\nSign in or create an account at https://catalyst.demo/auth/login to answer the request.`,
    kind: 'invite',
    code: null,
    sentAt: link.createdAt,
  }
}
