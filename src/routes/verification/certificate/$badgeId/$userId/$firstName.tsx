import { createFileRoute } from '@tanstack/react-router'

import { PublicCertificatePage } from '@/features/achievements/certificates/public-certificate-page'

/** Public verified-badge certificate (spec part 2 section 2): anyone with the address. */
export const Route = createFileRoute('/verification/certificate/$badgeId/$userId/$firstName')({
  staticData: { title: 'Verified Badge Certificate' },
  component: PublicCertificateRoute,
})

function PublicCertificateRoute() {
  const { badgeId, userId, firstName } = Route.useParams()
  return <PublicCertificatePage badgeId={badgeId} userId={userId} firstName={firstName} />
}
