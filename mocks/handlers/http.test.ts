import { describe, expect, it } from 'vitest'

import { api } from '../testing/api'
import { createUser, PASSWORD } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'

startMockBackend()

/*
 * The mock backend validates with zod/mini, which carries no messages of its own: these are the
 * English messages zod classic gave, which the client shows for a 400 it has no spec text for.
 * Without the locale validation.ts installs, every one of them would read "Invalid input".
 */
describe('operation(): a body the contract refuses', () => {
  const signIn = (body: unknown) => api('POST', '/auth/signin', { body })

  it.each([
    [{ email: 'nope', password: PASSWORD }, 'Invalid request: email: Invalid email address'],
    [
      { email: 'someone@catalyst.demo', password: 'short' },
      'Invalid request: password: Too small: expected string to have >=8 characters',
    ],
    [
      { email: 'someone@catalyst.demo', password: 12345678 },
      'Invalid request: password: Invalid input: expected string, received number',
    ],
  ])('answers 400 naming the field and the rule: %j', async (body, message) => {
    const answer = await signIn(body)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(message)
  })

  it('refuses keys the contract does not declare (additionalProperties: false)', async () => {
    const user = await createUser({ role: 'student' })
    const answer = await signIn({ email: user.email, password: PASSWORD, role: 'admin' })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Invalid request: Unrecognized key: "role"')
  })

  it('still signs in with the same body once it is valid (the optional flag defaults)', async () => {
    const user = await createUser({ role: 'student' })
    const answer = await signIn({ email: user.email, password: PASSWORD })
    expect(answer.status).toBe(200)
  })
})
