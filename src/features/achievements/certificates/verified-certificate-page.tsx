import { useQuery } from '@tanstack/react-query'
import { Download, ExternalLink, Share2 } from 'lucide-react'
import { useMemo } from 'react'

import { achievementsQueryOptions, certificateQueryOptions } from '@/api/achievements/queries'
import { isApiError } from '@/api/api-error'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { RetryError } from '@/components/ui/retry-error'
import { Spinner } from '@/components/ui/spinner'
import { formatDate } from '@/lib/format/dates'
import { saveFile } from '@/lib/save-file'

import { certificateFileName, pdfBytes } from '../achievement-rules'
import {
  CERTIFICATE_MESSAGES,
  linkedInAddToProfileUrl,
  verificationPath,
} from './certificate-rules'
import { PdfViewer } from './components/pdf-viewer'
import { RenderFailed } from './components/render-failed'

function Heading() {
  return <h1 className="text-2xl font-semibold tracking-tight">Verified Badge Certificate</h1>
}

/**
 * The holder's own certificate (spec part 2 sections 2 and 8): the whole PDF shown in the page
 * (every page, zoom, print), a download, the public verification address to share, and
 * LinkedIn's Add to profile.
 */
export function VerifiedCertificatePage({
  achievementId,
  holder,
}: {
  achievementId: string
  holder: { id: string; firstName: string }
}) {
  const certificate = useQuery(certificateQueryOptions(achievementId))
  const achievements = useQuery(achievementsQueryOptions())
  const achievement = achievements.data?.find((item) => item.id === achievementId)
  const bytes = useMemo(() => pdfBytes(certificate.data), [certificate.data])

  if (certificate.isPending) {
    return (
      <div className="flex flex-col gap-6">
        <Heading />
        <Spinner label="Loading certificate..." />
      </div>
    )
  }
  const missing =
    (certificate.isError &&
      isApiError(certificate.error) &&
      [400, 403, 404].includes(certificate.error.status ?? 0)) ||
    (certificate.isSuccess && !bytes)
  if (missing || !bytes) {
    return (
      <div className="flex flex-col gap-6">
        <Heading />
        {missing ? (
          <Alert variant="danger">{CERTIFICATE_MESSAGES.notFound}</Alert>
        ) : (
          <RetryError
            message={CERTIFICATE_MESSAGES.loadFailed}
            retrying={certificate.isFetching}
            onRetry={() => void certificate.refetch()}
          />
        )}
      </div>
    )
  }

  const publicUrl = new URL(
    verificationPath(achievementId, holder.id, holder.firstName),
    window.location.origin,
  ).href
  const title = achievement ? `${achievement.name} certificate` : 'Certificate'
  return (
    <div className="flex flex-col gap-6">
      <Heading />
      {achievement ? (
        <p className="text-sm text-muted-foreground">
          {achievement.name}
          {achievement.LearnHubName ? ` · ${achievement.LearnHubName}` : ''} · awarded{' '}
          {formatDate(achievement.award_date)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            saveFile(
              bytes,
              certificateFileName(achievement?.LearnHubName ?? achievement?.name),
              'application/pdf',
            )
          }
        >
          <Download aria-hidden />
          Download
        </Button>
        <Button asChild variant="outline">
          <a href={publicUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            Public verification page
          </a>
        </Button>
        {achievement ? (
          <Button asChild variant="outline">
            <a
              href={linkedInAddToProfileUrl(achievement, publicUrl)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Share2 aria-hidden />
              Add to LinkedIn profile
            </a>
          </Button>
        ) : null}
      </div>
      <PdfViewer
        bytes={bytes}
        title={title}
        failed={<RenderFailed hint={CERTIFICATE_MESSAGES.renderFailedOwnHint} />}
      />
    </div>
  )
}
