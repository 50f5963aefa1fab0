// "Get Address" (issue 16): where this connection is, from the configured IP-location service.
export {
  AddressLookupError,
  parseIpLocation,
  type AddressLookupFailure,
  type DetectedAddress,
} from './ip-location'
export { isAddressLookupConfigured, lookupAddress, type LookupOptions } from './lookup-address'
