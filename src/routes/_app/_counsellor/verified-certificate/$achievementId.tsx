import { createFileRoute } from '@tanstack/react-router'

import { VerifiedCertificatePage } from '@/features/achievements/certificates/verified-certificate-page'

/** The holder's own certificate (spec part 2 section 2). */
export const Route = createFileRoute('/_app/_counsellor/verified-certificate/$achievementId')({
  staticData: { title: 'Verified Badge Certificate' },
  component: VerifiedCertificateRoute,
})

function VerifiedCertificateRoute() {
  const { achievementId } = Route.useParams()
  const { user } = Route.useRouteContext()
  return (
    <VerifiedCertificatePage
      achievementId={achievementId}
      holder={{ id: user.id, firstName: user.firstName }}
    />
  )
}
