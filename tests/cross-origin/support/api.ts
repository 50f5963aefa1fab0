import type { Page } from '@playwright/test'

import { storedAccessToken } from '../../e2e/support/sign-in'
import { crossOrigin } from './servers'

/**
 * Calls to the API from the test runner with the token a page signed in with: for setting up
 * what a journey needs (a conversation's history) and for checks a user cannot make. Everything
 * a user does goes through the pages.
 */
export interface Answer<T = unknown> {
  status: number
  body: { success?: T; message?: string }
}

export async function apiAs<T = unknown>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const token = await storedAccessToken(page)
  if (!token) throw new Error(`${page.url()} is not signed in`)
  const response = await fetch(`${crossOrigin.apiOrigin}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      // As the app's own calls do: the server answers the app's origin.
      origin: crossOrigin.appOrigin,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] }
}
