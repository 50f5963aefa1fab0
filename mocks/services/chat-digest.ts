import { CHAT_DIGEST_DELAY_MS } from '@/config/constants'

import { db, type ChatMessageRecord } from '../db'
import { fullName } from '../handlers/shared/common'
import { isConnected } from './presence'
import { findUser } from './relations'
import { tellPerson } from './tell'

/**
 * The chat digest (issue 35): a person who receives chat messages while away (no open tab, so no
 * live socket connection: ./presence.ts) is told once, by one notification and one e-mail naming
 * who wrote and how many, never once per message. The scheduler (./scheduler.ts) runs the job
 * CHAT_DIGEST_DELAY_MS after the first message unread since the person's last digest; it acts
 * once (a `scheduledJobRuns` record) whether or not it sends: a person here at that time sees the
 * messages in the app, and messages read by then need no digest.
 */
export interface DigestJob {
  id: string
  kind: 'chat-digest'
  subjectId: string
  dueAt: number
  label: string
}

const MINUTES = CHAT_DIGEST_DELAY_MS / 60_000

/**
 * When each person's last digest job ran (mock time, ms): messages before it are settled. `except`:
 * the job running now, already recorded.
 */
function lastDigests(except?: string): Map<string, number> {
  const last = new Map<string, number>()
  for (const run of db.scheduledJobRuns.all())
    if (run.kind === 'chat-digest' && run.id !== except)
      last.set(run.subjectId, Math.max(last.get(run.subjectId) ?? 0, Date.parse(run.ranAt)))
  return last
}

/** Each person's unread messages received since their last digest, oldest first. */
function unreadSinceDigest(except?: string): Map<string, ChatMessageRecord[]> {
  const since = lastDigests(except)
  const byReceiver = new Map<string, ChatMessageRecord[]>()
  for (const message of db.chatMessages.lookup('anyUnread', 'unread')) {
    if (Date.parse(message.sendAt) <= (since.get(message.receiverId) ?? 0)) continue
    const list = byReceiver.get(message.receiverId) ?? []
    list.push(message)
    byReceiver.set(message.receiverId, list)
  }
  for (const list of byReceiver.values()) list.sort((a, b) => a.sendAt.localeCompare(b.sendAt))
  return byReceiver
}

/** The digest jobs still to run: one per person with messages unread since their last digest. */
export function digestJobs(): DigestJob[] {
  return [...unreadSinceDigest()].flatMap(([receiverId, [first]]) =>
    first
      ? [
          {
            id: `chat-digest|${receiverId}|${first.id}`,
            kind: 'chat-digest' as const,
            subjectId: receiverId,
            dueAt: Date.parse(first.sendAt) + CHAT_DIGEST_DELAY_MS,
            label: `Chat digest ${MINUTES} minutes after an unread message`,
          },
        ]
      : [],
  )
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** "Asha Rao", "Asha Rao and Ravi Kumar", "Asha Rao, Ravi Kumar and Lin Wei". */
function namesOf(names: readonly string[]): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/**
 * The job: when the person is away, one notification and e-mail for the messages unread since
 * their last digest and sent by `now`; nothing when they are here or have read them.
 */
export async function sendDigest(job: DigestJob, now: number): Promise<void> {
  const receiverId = job.subjectId
  if (isConnected(receiverId)) return
  const unread = (unreadSinceDigest(job.id).get(receiverId) ?? []).filter(
    (message) => Date.parse(message.sendAt) <= now,
  )
  const [first] = unread
  if (!first) return
  const counts = new Map<string, number>()
  for (const message of unread)
    counts.set(message.senderId, (counts.get(message.senderId) ?? 0) + 1)
  const senders = [...counts].map(([senderId, count]) => {
    const sender = findUser(senderId)
    return { name: (sender && fullName(sender)) || 'Someone', count }
  })
  const total = plural(unread.length, 'unread message')
  await tellPerson({
    userId: receiverId,
    kind: 'chat-digest',
    subject: `${total} from ${namesOf(senders.map((sender) => sender.name))}`,
    text: (time) =>
      [
        `While you were away you received ${total} on Catalyst, the first at ${time(first.sendAt)}:`,
        '',
        ...senders.map((sender) => `- ${sender.name}: ${plural(sender.count, 'message')}`),
      ].join('\n'),
    link: '/apps/chat',
  })
}
