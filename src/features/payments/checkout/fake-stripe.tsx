import type { Stripe } from '@stripe/stripe-js'
import { useId, useState, type FormEvent } from 'react'
import { createRoot, type Root } from 'react-dom/client'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { MOCK_STRIPE_CONFIRM_URL } from '@/config/env'

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  pending: '4000 0025 0000 3155',
} as const

interface Options {
  clientSecret?: string
}

/**
 * A stand-in for Stripe.js in mock mode (no publishable key): the shape the real
 * EmbeddedCheckoutProvider checks (TOOLCHAIN.md), whose embedded page is an in-app test-mode
 * card form. The mock provider settles the checkout by card number, as Stripe's test cards do,
 * and answers the return address (`?session_id=`), handed to `onReturn`.
 */
export function createFakeStripe(onReturn: (returnUrl: string) => void): Stripe {
  const unsupported = () => Promise.reject(new Error('Not available in the mock provider.'))
  const fake = {
    elements: () => ({}),
    createToken: unsupported,
    createPaymentMethod: unsupported,
    confirmCardPayment: unsupported,
    createEmbeddedCheckoutPage: (options: Options) => {
      let root: Root | null = null
      const clientSecret = options.clientSecret ?? ''
      return Promise.resolve({
        mount(node: HTMLElement) {
          root = createRoot(node)
          root.render(<FakeCheckoutForm clientSecret={clientSecret} onReturn={onReturn} />)
        },
        unmount() {
          const current = root
          root = null
          // React refuses to unmount a root while it renders the parent's cleanup.
          queueMicrotask(() => current?.unmount())
        },
        destroy() {
          this.unmount()
        },
      })
    },
  }
  return fake as unknown as Stripe
}

async function confirm(clientSecret: string, cardNumber: string) {
  const response = await fetch(new URL(MOCK_STRIPE_CONFIRM_URL, location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientSecret, cardNumber }),
  })
  const body = (await response.json().catch(() => ({}))) as { returnUrl?: string; message?: string }
  if (!response.ok || !body.returnUrl)
    throw new Error(body.message ?? 'Payment could not be processed.')
  return body.returnUrl
}

function FakeCheckoutForm({
  clientSecret,
  onReturn,
}: {
  clientSecret: string
  onReturn: (returnUrl: string) => void
}) {
  const id = useId()
  const [card, setCard] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setPaying(true)
    try {
      onReturn(await confirm(clientSecret, card))
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
      setPaying(false)
    }
  }

  return (
    <form
      aria-label="Test card checkout"
      className="flex flex-col gap-3"
      onSubmit={(event) => void submit(event)}
    >
      <p className="rounded-md border border-border bg-surface-muted p-2 text-xs text-muted-foreground">
        Test mode: {TEST_CARDS.success} pays, {TEST_CARDS.decline} is declined, {TEST_CARDS.pending}{' '}
        leaves the payment pending.
      </p>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-card`}>Card number</Label>
        <Input
          id={`${id}-card`}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card}
          onChange={(event) => setCard(event.target.value)}
          placeholder="1234 1234 1234 1234"
          required
          maxLength={23}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-expiry`}>Expiry</Label>
          <Input
            id={`${id}-expiry`}
            autoComplete="cc-exp"
            placeholder="MM / YY"
            defaultValue="12 / 34"
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-cvc`}>CVC</Label>
          <Input id={`${id}-cvc`} autoComplete="cc-csc" placeholder="CVC" defaultValue="123" />
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={paying}>
        {paying ? 'Processing...' : 'Pay'}
      </Button>
    </form>
  )
}
