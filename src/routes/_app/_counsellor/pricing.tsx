import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'

import { PricingPage } from '@/features/payments/pricing-page'

/**
 * `session_id`: the checkout returned to from the card provider (spec part 2 §4), in the
 * provider's own name for it (its return address's parameter).
 */
const searchSchema = z.object({ session_id: z.optional(z.string().check(z.maxLength(255))) })

export const Route = createFileRoute('/_app/_counsellor/pricing')({
  staticData: { title: 'Pricing' },
  validateSearch: (search) => {
    const parsed = searchSchema.safeParse(search)
    return parsed.success ? parsed.data : {}
  },
  component: PricingRoute,
})

function PricingRoute() {
  const { session_id: checkoutId } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PricingPage
      checkoutId={checkoutId || undefined}
      onCheckoutResult={(id) => void navigate({ search: id ? { session_id: id } : {} })}
    />
  )
}
