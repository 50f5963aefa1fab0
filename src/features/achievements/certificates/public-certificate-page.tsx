import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { verifiedCertificateQueryOptions } from '@/api/achievements/queries'
import { isApiError } from '@/api/api-error'
import { PublicLayout } from '@/components/layout/public-layout'
import { Alert } from '@/components/ui/alert'
import { RetryError } from '@/components/ui/retry-error'
import { Spinner } from '@/components/ui/spinner'

import { certificateFileName, pdfBytes } from '../achievement-rules'
import { CERTIFICATE_MESSAGES } from './certificate-rules'
import { PdfPageView } from './components/pdf-page-view'
import { RenderFailed } from './components/render-failed'

/**
 * The public certificate page (spec part 2 sections 2, 8, 9): anyone with the address sees
 * plainly whether the certificate is valid, and its first page, drawn with pdf.js. Verifying and
 * drawing are two results, each said on its own: a page that cannot be drawn leaves the verdict
 * standing and offers the PDF instead.
 */
export function PublicCertificatePage({
  badgeId,
  userId,
  firstName,
}: {
  badgeId: string
  userId: string
  firstName: string
}) {
  const certificate = useQuery(verifiedCertificateQueryOptions(badgeId, userId, firstName))
  const bytes = useMemo(() => pdfBytes(certificate.data), [certificate.data])
  const invalid =
    (certificate.isError &&
      isApiError(certificate.error) &&
      [400, 404].includes(certificate.error.status ?? 0)) ||
    (certificate.isSuccess && !bytes)

  let body
  if (certificate.isPending) {
    body = <Spinner label="Verifying certificate..." />
  } else if (invalid) {
    body = (
      <Alert variant="danger" title="Not verified">
        {CERTIFICATE_MESSAGES.notFound}
      </Alert>
    )
  } else if (!bytes) {
    body = (
      <RetryError
        message={CERTIFICATE_MESSAGES.loadFailed}
        retrying={certificate.isFetching}
        onRetry={() => void certificate.refetch()}
      />
    )
  } else {
    body = (
      <>
        <Alert variant="success" title="Verified">
          This certificate is valid: Catalyst issued it to {firstName}.
        </Alert>
        <PdfPageView
          bytes={bytes}
          label={`Certificate issued to ${firstName}`}
          failed={
            <RenderFailed
              hint={CERTIFICATE_MESSAGES.renderFailedPublicHint}
              download={{ bytes, fileName: certificateFileName(`Certificate ${firstName}`) }}
            />
          }
        />
      </>
    )
  }

  return (
    <PublicLayout className="max-w-4xl">
      <h1 className="text-2xl font-semibold tracking-tight">Verified Badge Certificate</h1>
      {body}
    </PublicLayout>
  )
}
