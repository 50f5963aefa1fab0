import { describe, expect, it } from 'vitest'

import { ApiError } from '@/api/api-error'

import {
  GENERIC_ERROR_MESSAGE,
  httpStatusOf,
  NETWORK_ERROR_MESSAGE,
  rewriteBadRequestMessage,
  userMessageFor,
} from './error-messages'

const http = (status: number, message?: string) =>
  new ApiError({ kind: 'http', status, message: message ?? 'x', body: message ? { message } : {} })

describe('userMessageFor', () => {
  it.each([
    [
      'Email address already exists...Please Try Login',
      'Email address already exists.Please Try Login',
    ],
    ['Username/client id combination not found.', 'Email and OTP combination is wrong'],
    ['User is already confirmed.', 'User is already verified'],
    ['getaddrinfo ENOTFOUND cognito-idp.example', 'Failed to update email. Please try again.'],
  ])('rewrites the 400 message %j', (server, shown) => {
    expect(userMessageFor(http(400, server))).toBe(shown)
    expect(rewriteBadRequestMessage(server)).toBe(shown)
  })

  it('keeps other messages and does not rewrite non-400 answers', () => {
    expect(userMessageFor(http(400, 'Invalid form data'))).toBe('Invalid form data')
    expect(userMessageFor(http(409, 'User is already confirmed.'))).toBe(
      'User is already confirmed.',
    )
  })

  it('falls back to the generic texts', () => {
    expect(userMessageFor(http(500))).toBe(GENERIC_ERROR_MESSAGE)
    expect(userMessageFor(new Error('boom'))).toBe(GENERIC_ERROR_MESSAGE)
    expect(
      userMessageFor(new ApiError({ kind: 'network', status: null, message: 'offline' })),
    ).toBe(NETWORK_ERROR_MESSAGE)
  })
})

describe('a screen’s own words for a failure', () => {
  const own = 'The session could not be booked. Please try again.'

  it('replace the generic text only: no answer and the server’s reasons still win', () => {
    expect(userMessageFor(http(500), own)).toBe(own)
    expect(userMessageFor(new Error('boom'), own)).toBe(own)
    expect(
      userMessageFor(new ApiError({ kind: 'network', status: null, message: 'offline' }), own),
    ).toBe(NETWORK_ERROR_MESSAGE)
    expect(userMessageFor(http(409, 'This time has just been booked.'), own)).toBe(
      'This time has just been booked.',
    )
    expect(userMessageFor(http(400, 'User is already confirmed.'), own)).toBe(
      'User is already verified',
    )
  })
})

describe('httpStatusOf', () => {
  it('reads the status of an answer, null when none came', () => {
    expect(httpStatusOf(http(409, 'Taken'))).toBe(409)
    expect(
      httpStatusOf(new ApiError({ kind: 'network', status: null, message: 'offline' })),
    ).toBeNull()
    expect(httpStatusOf(new Error('boom'))).toBeNull()
  })
})

describe('a chunk of the app that could not be downloaded', () => {
  it('reads as the network message, in every browser wording', () => {
    for (const text of [
      'Failed to fetch dynamically imported module: http://localhost/assets/a-1.js',
      'error loading dynamically imported module: http://localhost/assets/a-1.js',
      'Importing a module script failed.',
    ])
      expect(userMessageFor(new TypeError(text))).toBe(NETWORK_ERROR_MESSAGE)
    expect(userMessageFor(new Error('Cannot read properties of undefined'))).toBe(
      GENERIC_ERROR_MESSAGE,
    )
  })
})
