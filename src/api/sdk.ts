// The generated SDK behind the configured client. Code that loads calls on demand (the guards,
// the sign-in page, the token refresh) imports this module dynamically, so the HTTP stack
// is not part of the first load; everything else imports its api/<tag> module as usual.
import './client'

export * from './generated/sdk.gen'
