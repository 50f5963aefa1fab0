import { ProviderFrame } from './provider-frame'

/** A request the provider refuses: shown here, never sent anywhere (no off-site redirect). */
export function InvalidRequestPage({ problem }: { problem: string }) {
  return (
    <ProviderFrame>
      <div className="px-5 py-6" role="alert">
        <h1 className="text-xl font-semibold text-foreground">Invalid sign-in request</h1>
        <p className="mt-2 text-sm break-words text-danger">{problem}</p>
        <p className="mt-3 text-sm text-muted-foreground">
          The mock provider answers only requests with <code>response_type=token</code> and a{' '}
          <code>redirect_uri</code> on this site.
        </p>
        <a href="/" className="mt-5 inline-block text-sm font-medium text-primary hover:underline">
          Back to Catalyst
        </a>
      </div>
    </ProviderFrame>
  )
}
