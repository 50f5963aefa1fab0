import { ExternalLink, FileText } from 'lucide-react'

import { Button } from '@/components/ui/button'

import { isHttpUrl } from './pathway-rules'

const FILE_LINK = /^data:(application\/pdf|image\/png|image\/jpe?g);base64,([A-Za-z0-9+/]*={0,2})$/i

/** Opens an uploaded file (a data URL) in a new tab as a blob: browsers refuse data: tabs. */
function openFile(link: string) {
  const match = FILE_LINK.exec(link.trim())
  if (!match?.[1] || match[2] === undefined) return
  const bytes = Uint8Array.from(atob(match[2]), (char) => char.charCodeAt(0))
  const url = URL.createObjectURL(new Blob([bytes], { type: match[1].toLowerCase() }))
  window.open(url, '_blank', 'noopener')
  // The new tab has loaded it by then; the blob is not kept for the page's lifetime.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * The evidence of a completed step (issue 14): an http(s) link opens in a new tab; an uploaded
 * PDF or image opens as a file. Anything else (javascript:, other data:) shows no link at all.
 */
export function StepEvidence({ link }: { link: string | null | undefined }) {
  if (!link) return null
  if (isHttpUrl(link)) {
    return (
      <a
        href={link.trim()}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ExternalLink aria-hidden className="size-3.5" />
        View evidence
      </a>
    )
  }
  if (FILE_LINK.test(link.trim())) {
    return (
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto px-0"
        onClick={() => openFile(link)}
      >
        <FileText aria-hidden />
        Open evidence file
      </Button>
    )
  }
  return null
}
