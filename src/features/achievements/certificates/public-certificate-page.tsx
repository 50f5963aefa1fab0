import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'

import { verifiedCertificateQueryOptions } from '@/api/achievements/queries'
import { isApiError } from '@/api/api-error'
import { Brand } from '@/components/layout/brand'
import { LegalLinks } from '@/components/layout/legal-links'
import { Alert } from '@/components/ui/alert'
import { RetryError } from '@/components/ui/retry-error'
import { Spinner } from '@/components/ui/spinner'

import { pdfBytes } from '../achievement-rules'
import { CERTIFICATE_MESSAGES } from './certificate-rules'
import { PdfPageView } from './components/pdf-page-view'

/**
 * The public certificate page (spec part 2 sections 2, 8, 9): anyone with the address sees
 * plainly whether the certificate is valid, and its first page, drawn with pdf.js.
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
        <PdfPageView bytes={bytes} label={`Certificate issued to ${firstName}`} />
      </>
    )
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between border-b border-border bg-surface px-4 py-3 sm:px-8">
        <Link to="/" aria-label="Catalyst home">
          <Brand />
        </Link>
      </header>
      <main
        id="main"
        className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-8 sm:px-8"
      >
        <h1 className="text-2xl font-semibold tracking-tight">Verified Badge Certificate</h1>
        {body}
      </main>
      <footer className="border-t border-border px-4 py-4">
        <LegalLinks />
      </footer>
    </div>
  )
}
