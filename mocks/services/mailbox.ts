import { db, type MailRecord } from '../db'
import { newId, nowIso } from './ids'

/** "Sends" an e-mail: it is stored, and the developer panel and tests read it back. */
export async function sendMail(
  mail: Omit<MailRecord, 'id' | 'sentAt' | 'code'> & { code?: string | null },
): Promise<MailRecord> {
  return db.mails.create({ ...mail, code: mail.code ?? null, id: newId(), sentAt: nowIso() })
}

/** The newest e-mail sent to an address, optionally of one kind. */
export function latestMailTo(email: string, kind?: MailRecord['kind']): MailRecord | undefined {
  const mails = db.mails
    .lookup('to', email.toLowerCase())
    .filter((mail) => !kind || mail.kind === kind)
  return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0]
}

export function allMail(): MailRecord[] {
  return [...db.mails.all()].sort((a, b) => b.sentAt.localeCompare(a.sentAt))
}
