import { useState } from 'react'

import type { MailRecord } from '../db'
import { callServer } from '../serving/client'
import { CopyButton } from './copy-button'
import { usePoll } from './use-poll'

const SHOWN = 30
const allMail = () => callServer('mailbox')
const mailKey = (mails: MailRecord[]) => `${mails.length}:${mails[0]?.id ?? ''}`

/** Every e-mail the mock backend sent, newest first, refreshed every second. */
export function MailboxTab() {
  const polled = usePoll(allMail, mailKey)
  const mails = polled ?? []
  const [filter, setFilter] = useState('')
  const wanted = filter.trim().toLowerCase()
  const matching = wanted ? mails.filter((mail) => mail.to.toLowerCase().includes(wanted)) : mails

  return (
    <div className="flex flex-col gap-3">
      <label className="text-xs font-medium text-foreground">
        Filter by recipient
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="name@example.com"
          className="mt-1 block w-full rounded-md border border-input bg-surface px-2.5 py-1.5 text-sm font-normal text-foreground placeholder:text-muted-foreground"
        />
      </label>
      {matching.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {polled === undefined
            ? 'Loading…'
            : mails.length === 0
              ? 'No e-mail sent yet.'
              : 'No e-mail to that recipient.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-live="polite" aria-relevant="additions">
          {matching.slice(0, SHOWN).map((mail) => (
            <MailItem key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
      {matching.length > SHOWN ? (
        <p className="text-xs text-muted-foreground">
          Showing the newest {SHOWN} of {matching.length}.
        </p>
      ) : null}
    </div>
  )
}

type Attachment = NonNullable<MailRecord['attachments']>[number]

function attachmentUrl(file: Attachment): string {
  const type = file.contentType.split(';')[0]?.trim() || 'application/octet-stream'
  return `data:${type};charset=utf-8,${encodeURIComponent(file.content)}`
}

function MailItem({ mail }: { mail: MailRecord }) {
  return (
    <li className="rounded-lg border border-border bg-surface p-3">
      <div className="flex items-baseline justify-between gap-2">
        <p className="min-w-0 text-sm font-medium break-words text-foreground">{mail.subject}</p>
        <time dateTime={mail.sentAt} className="shrink-0 text-xs text-muted-foreground">
          {new Date(mail.sentAt).toLocaleString([], { dateStyle: 'short', timeStyle: 'short' })}
        </time>
      </div>
      <p className="truncate text-xs text-muted-foreground">To {mail.to}</p>
      {mail.code ? (
        <div className="mt-2 flex items-center gap-3 rounded-md bg-surface-muted px-3 py-2">
          <span className="font-mono text-2xl font-semibold tracking-[0.3em] text-foreground">
            {mail.code}
          </span>
          <CopyButton text={mail.code} label={`Copy code ${mail.code}`} />
        </div>
      ) : null}
      <p className="mt-2 line-clamp-4 text-xs whitespace-pre-wrap text-muted-foreground">
        {mail.text}
      </p>
      {mail.link ? (
        // Kept out of the clamped text, so a long note never hides where the e-mail leads.
        <a
          href={mail.link}
          className="mt-2 inline-block text-xs font-medium break-all text-primary underline underline-offset-2"
        >
          {mail.link}
        </a>
      ) : null}
      {mail.attachments?.length ? (
        <ul className="mt-2 flex flex-col gap-1" aria-label="Attachments">
          {mail.attachments.map((file) => (
            <li key={file.name}>
              {/* A data URL: the file downloads (and opens in the calendar app) with its name. */}
              <a
                href={attachmentUrl(file)}
                download={file.name}
                className="inline-flex items-center gap-1 rounded-md border border-border px-2 py-1 text-xs font-medium break-all text-primary"
              >
                <span aria-hidden="true">📎</span>
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}
