import { MapPin } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { isAddressLookupConfigured, lookupAddress, type DetectedAddress } from '@/lib/geolocation'
import { toast } from '@/lib/toast'

export type AddressField = keyof DetectedAddress

const FIELD_LABELS: Record<AddressField, string> = {
  city: 'city',
  state: 'state',
  country: 'country',
  timeZone: 'time zone',
}

const TOAST_ID = 'get-address'

export const GET_ADDRESS_MESSAGES = {
  failed: 'Could not detect your address. Please fill it in.',
  filled: 'Address detected. Please check it before saving.',
  /** Some of the form's fields could not be detected (or the time zone is not an option). */
  partly: (missing: readonly AddressField[]) =>
    `Address detected. Please fill in the ${listOf(missing.map((field) => FIELD_LABELS[field]))}.`,
} as const

function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

export interface GetAddressButtonProps {
  /**
   * The detected address, when the lookup worked: the form sets its fields from it (with
   * `setValue(name, value, { shouldDirty: true, shouldValidate: true })`), skipping the parts
   * that are undefined. Never called when the lookup fails.
   */
  onLocated: (address: DetectedAddress) => void
  disabled?: boolean
  /** The form's fields it fills (all four by default); the toast names those left to the user. */
  fields?: readonly AddressField[]
  className?: string
}

/**
 * "Get Address" (issue 16): fills city, state, country and time zone from the IP-location
 * service (src/lib/geolocation). The user may edit everything afterwards; a failed lookup says
 * so in a toast and changes nothing. Hidden when no service is configured (a production build
 * without VITE_IP_LOCATION_URL): a button that can only fail is noise, and the fields are there.
 * Never a submit button.
 */
export function GetAddressButton({
  onLocated,
  disabled = false,
  fields = ['city', 'state', 'country', 'timeZone'],
  className,
}: GetAddressButtonProps) {
  const [busy, setBusy] = useState(false)
  const running = useRef<AbortController | null>(null)
  // Leaving the form ends the lookup: its answer must not fill a form that is gone.
  useEffect(() => () => running.current?.abort(), [])
  if (!isAddressLookupConfigured()) return null

  const locate = async () => {
    const controller = new AbortController()
    running.current = controller
    setBusy(true)
    let address: DetectedAddress
    try {
      address = await lookupAddress(controller.signal)
    } catch {
      if (controller.signal.aborted) return
      setBusy(false)
      toast.error(GET_ADDRESS_MESSAGES.failed, { id: TOAST_ID })
      return
    }
    if (controller.signal.aborted) return
    setBusy(false)
    onLocated(address)
    const missing = fields.filter((field) => address[field] === undefined)
    if (missing.length === 0) toast.success(GET_ADDRESS_MESSAGES.filled, { id: TOAST_ID })
    else toast.info(GET_ADDRESS_MESSAGES.partly(missing), { id: TOAST_ID })
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={className}
      disabled={disabled}
      loading={busy}
      loadingLabel="Locating..."
      onClick={() => void locate()}
    >
      {busy ? (
        // The spinner announces "Locating..." and names the button meanwhile.
        <span aria-hidden="true">Locating...</span>
      ) : (
        <>
          <MapPin aria-hidden="true" />
          Get Address
        </>
      )}
    </Button>
  )
}
