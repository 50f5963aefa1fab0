import { describe, expect, it } from 'vitest'

import type { AppliedHub, FormDefinition, LearnHub } from '@/api/generated/types.gen'
import { APPLICATION_ANSWER_MAX_CHARS, APPLICATION_MAX_BYTES } from '@/config/constants'

import { db } from '../db'
import { api } from '../testing/api'
import { createHub, createUser, DAY, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import {
  ANSWER_MESSAGES,
  APPLICATION_TOO_LARGE,
  FILE_TOO_LARGE,
} from './learning-hubs/application-form'
import { ALREADY_APPLIED, HUB_NOT_FOUND } from './learning-hubs/hubs'

startMockBackend()

const step1: FormDefinition = {
  title: 'About you',
  components: [
    {
      type: 'panel',
      components: [
        {
          key: 'currentRole',
          type: 'text',
          validate: { required: true, customMessage: 'Please tell us your current role.' },
        },
        {
          key: 'hasMentored',
          type: 'select',
          validate: { required: true },
          data: {
            values: [
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ],
          },
        },
        {
          key: 'story',
          type: 'textarea',
          validate: { required: true, customMessage: 'A sentence or two is enough.' },
          conditional: { show: true, when: 'hasMentored', eq: 'yes' },
        },
        {
          key: 'storyProof',
          type: 'file',
          conditional: { show: true, when: 'story', eq: 'proof' },
        },
      ],
    },
  ],
}
const step2: FormDefinition = {
  components: [
    {
      type: 'panel',
      components: [
        {
          key: 'commitment',
          type: 'checkbox',
          validate: { required: true, customMessage: 'Please confirm your weekly commitment.' },
        },
      ],
    },
  ],
}
const formHub = () => createHub({ tab1: JSON.stringify(step1), tab2: JSON.stringify(step2) })
const validAnswers = { currentRole: 'School counsellor', hasMentored: 'no', commitment: true }

type HubList = { success: { learnHub: LearnHub[] } }
type AppliedList = { success: { appliedLearnHubs: AppliedHub[] } }

describe('learning hub operations', () => {
  it('answers 401 without a token, except the public hub page', async () => {
    const hub = await createHub()
    expect((await api('GET', '/auth/LearnHub/newHubList')).status).toBe(401)
    expect((await api('GET', '/auth/LearnHub/appliedList')).status).toBe(401)
    expect(
      (await api('POST', '/auth/LearnHub/provision', { body: { id: hub.id, properties: {} } }))
        .status,
    ).toBe(401)
    const page = await api<{ success: LearnHub }>('GET', `/auth/LearnHub/${hub.id}/viewDetail`)
    expect(page.status).toBe(200)
    expect(page.body.success).toMatchObject({ id: hub.id, name: hub.name, moodle_id: 27 })
  })

  it('shows one hub, with 404 for an unknown id and 400 for a malformed one', async () => {
    const user = await createUser({ role: 'student' })
    const token = await tokenFor(user)
    const missing = await api('GET', `/auth/LearnHub/${crypto.randomUUID()}/viewDetail`, { token })
    expect(missing).toEqual({ status: 404, body: { message: HUB_NOT_FOUND } })
    expect((await api('GET', '/auth/LearnHub/not-a-uuid/viewDetail', { token })).status).toBe(400)
  })

  it('applies with status 1010: the hub moves from the new list to the applied list', async () => {
    const learner = await createUser({ role: 'counsellor' })
    const token = await tokenFor(learner)
    const hub = await formHub()
    const other = await createHub({ name: 'Other hub', start_date: Date.now() + DAY })
    await createHub({
      name: 'Ended hub',
      start_date: Date.now() - 90 * DAY,
      end_date: Date.now() - DAY,
    })

    const before = await api<HubList>('GET', '/auth/LearnHub/newHubList', { token })
    expect(before.body.success.learnHub.map((item) => item.id)).toEqual([hub.id, other.id])

    const applied = await api<{ success: AppliedHub }>('POST', '/auth/LearnHub/provision', {
      token,
      body: { id: hub.id, properties: validAnswers },
    })
    expect(applied.status).toBe(200)
    expect(applied.body.success).toMatchObject({
      status: 1010,
      prog_percent: 0,
      curr_mdl: 'MODULE#01',
      moodle_id: 27,
      module_start_date: null,
    })
    expect(applied.body.success.ref_properties).toEqual({
      status: 1010,
      prog_percent: 0,
      curr_mdl: 'MODULE#01',
      module_start_date: null,
    })

    const list = await api<AppliedList>('GET', '/auth/LearnHub/appliedList', { token })
    expect(list.body.success.appliedLearnHubs).toHaveLength(1)
    expect(list.body.success.appliedLearnHubs[0]).toMatchObject({
      status: 1010,
      learnHubDetails: { id: hub.id, name: hub.name },
    })
    const after = await api<HubList>('GET', '/auth/LearnHub/newHubList', { token })
    expect(after.body.success.learnHub.map((item) => item.id)).toEqual([other.id])
    expect(db.applications.findFirst((q) => q.where({ userId: learner.id }))?.properties).toEqual(
      validAnswers,
    )
  })

  it('refuses a second application (409), unknown or ended hubs (404) and invalid bodies (400)', async () => {
    const token = await tokenFor(await createUser({ role: 'student' }))
    const hub = await formHub()
    expect(
      (
        await api('POST', '/auth/LearnHub/provision', {
          token,
          body: { id: hub.id, properties: validAnswers },
        })
      ).status,
    ).toBe(200)
    expect(
      await api('POST', '/auth/LearnHub/provision', {
        token,
        body: { id: hub.id, properties: validAnswers },
      }),
    ).toEqual({
      status: 409,
      body: { message: ALREADY_APPLIED },
    })
    const ended = await createHub({ end_date: Date.now() - DAY })
    expect(
      (
        await api('POST', '/auth/LearnHub/provision', {
          token,
          body: { id: ended.id, properties: {} },
        })
      ).body,
    ).toEqual({ message: HUB_NOT_FOUND })
    expect(
      (
        await api('POST', '/auth/LearnHub/provision', {
          token,
          body: { id: crypto.randomUUID(), properties: {} },
        })
      ).status,
    ).toBe(404)
    expect(
      (await api('POST', '/auth/LearnHub/provision', { token, body: { properties: {} } })).status,
    ).toBe(400)
    expect(
      (
        await api('POST', '/auth/LearnHub/provision', {
          token,
          body: { id: hub.id, properties: 'yes' },
        })
      ).status,
    ).toBe(400)
  })

  it('validates the visible required fields with their messages and drops hidden answers', async () => {
    const user = await createUser({ role: 'student' })
    const token = await tokenFor(user)
    const hub = await formHub()
    const apply = (properties: Record<string, unknown>) =>
      api('POST', '/auth/LearnHub/provision', { token, body: { id: hub.id, properties } })

    expect((await apply({ ...validAnswers, currentRole: '   ' })).body).toEqual({
      message: 'Please tell us your current role.',
    })
    expect((await apply({ currentRole: 'Mentor', commitment: true })).body).toEqual({
      message: 'Please answer "hasMentored".',
    })
    expect((await apply({ ...validAnswers, hasMentored: 'yes' })).body).toEqual({
      message: 'A sentence or two is enough.',
    })
    expect((await apply({ ...validAnswers, commitment: false })).body).toEqual({
      message: 'Please confirm your weekly commitment.',
    })
    expect(db.applications.count()).toBe(0)

    // "story" is hidden when hasMentored is "no", and "storyProof" depends on "story".
    const ok = await apply({
      ...validAnswers,
      story: 'proof',
      storyProof: ['x'],
      unknownKey: 'dropped',
    })
    expect(ok.status).toBe(200)
    expect(db.applications.findFirst((q) => q.where({ userId: user.id }))?.properties).toEqual(
      validAnswers,
    )
  })

  it('refuses a file answer over 5 MB with 400, by its stated size or its content', async () => {
    const user = await createUser({ role: 'student' })
    const token = await tokenFor(user)
    const hub = await formHub()
    const file = (size: number, content = 'JVBERi0=') => ({
      fileType: 'pdf',
      lastModified: 1,
      name: 'cv-1.pdf',
      originalName: 'cv.pdf',
      size,
      storage: 'base64',
      type: 'application/pdf',
      url: `data:application/pdf;base64,${content}`,
    })
    const apply = (storyProof: unknown[]) =>
      api('POST', '/auth/LearnHub/provision', {
        token,
        body: {
          id: hub.id,
          properties: { ...validAnswers, hasMentored: 'yes', story: 'proof', storyProof },
        },
      })
    const tooBig = await apply([file(5 * 1024 * 1024 + 1)])
    expect(tooBig.status).toBe(400)
    expect(tooBig.body).toEqual({ message: FILE_TOO_LARGE })
    const understated = await apply([file(10, 'A'.repeat(7_000_000))])
    expect(understated.body).toEqual({ message: FILE_TOO_LARGE })
    expect(db.applications.count()).toBe(0)
    const ok = await apply([file(5)])
    expect(ok.status).toBe(200)
  })

  it('stores one application when six are sent at once: the others answer 409', async () => {
    const user = await createUser({ role: 'student' })
    const token = await tokenFor(user)
    const hub = await formHub()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api('POST', '/auth/LearnHub/provision', {
          token,
          body: { id: hub.id, properties: validAnswers },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([
      200, 409, 409, 409, 409, 409,
    ])
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: ALREADY_APPLIED,
    })
    expect(db.applications.findMany((q) => q.where({ userId: user.id }))).toHaveLength(1)
    const list = await api<AppliedList>('GET', '/auth/LearnHub/appliedList', { token })
    expect(list.body.success.appliedLearnHubs).toHaveLength(1)
  })
})

const file = (size: number, content = 'JVBERi0=') => ({
  fileType: 'pdf',
  lastModified: 1,
  name: 'cv-1.pdf',
  originalName: 'cv.pdf',
  size,
  storage: 'base64',
  type: 'application/pdf',
  url: `data:application/pdf;base64,${content}`,
})

/** One question of each kind the server checks, in a panel inside a panel. */
const everyKind: FormDefinition = {
  components: [
    {
      type: 'panel',
      components: [
        {
          key: 'level',
          label: 'Your level',
          type: 'select',
          data: {
            values: [
              { value: 'new', label: 'New' },
              { value: 'expert', label: 'Expert' },
            ],
          },
        },
        {
          key: 'format',
          label: 'Format',
          type: 'radio',
          data: { values: [{ value: 'live', label: 'Live' }] },
        },
        { key: 'referee', label: 'Referee e-mail', type: 'email' },
        { key: 'years', label: 'Years guiding', type: 'number' },
        { key: 'start', label: 'Start date', type: 'date' },
        { key: 'site', label: 'Your website', type: 'url' },
        { key: 'story', label: 'Your story', type: 'textarea' },
        { key: 'role', label: 'Current role', type: 'textfield' },
        { key: 'agree', label: 'I agree', type: 'checkbox' },
        { key: 'cv', label: 'Your CV', type: 'file' },
        { key: 'sign', label: 'Signature', type: 'signature' },
      ],
    },
  ],
}
const goodAnswers = {
  level: 'expert',
  format: 'live',
  referee: 'ref@example.org',
  years: 4,
  start: '2026-12-01',
  site: 'https://asha.example.org/work',
  story: 'I guided ten students.',
  role: 'Counsellor',
  agree: true,
  cv: [file(5)],
}

describe('hub answers are checked against the form on the server (issue 26)', () => {
  const applyWith = async (properties: Record<string, unknown>) => {
    const token = await tokenFor(await createUser({ role: 'student' }))
    const hub = await createHub({ tab1: JSON.stringify(everyKind) })
    return api('POST', '/auth/LearnHub/provision', { token, body: { id: hub.id, properties } })
  }

  it('stores answers of their kind; a question the server cannot check keeps no answer', async () => {
    const answer = await applyWith({ ...goodAnswers, sign: 'data:image/png;base64,AA==' })
    expect(answer.status).toBe(200)
    expect(db.applications.all()[0]?.properties).toEqual(goodAnswers)
  })

  it.each([
    [
      'a select answer that is not one of its options',
      { level: 'guru' },
      ANSWER_MESSAGES.option('Your level'),
    ],
    [
      'a radio answer that is not one of its options',
      { format: 'recorded' },
      ANSWER_MESSAGES.option('Format'),
    ],
    [
      'an e-mail field holding no e-mail',
      { referee: 'not-an-email' },
      ANSWER_MESSAGES.email('Referee e-mail'),
    ],
    ['text where a number is expected', { years: 'four' }, ANSWER_MESSAGES.number('Years guiding')],
    ['a number where text is expected', { role: 42 }, ANSWER_MESSAGES.text('Current role')],
    ['a date that is none', { start: 'next spring' }, ANSWER_MESSAGES.date('Start date')],
    ['a javascript: link', { site: 'javascript:alert(1)' }, ANSWER_MESSAGES.url('Your website')],
    ['a data: link', { site: 'data:text/html,<b>x</b>' }, ANSWER_MESSAGES.url('Your website')],
    ['a checkbox answered with text', { agree: 'yes' }, ANSWER_MESSAGES.checkbox('I agree')],
    ['a file question answered with text', { cv: ['cv.pdf'] }, ANSWER_MESSAGES.files('Your CV')],
    [
      'a text answer over the limit',
      { story: 'x'.repeat(APPLICATION_ANSWER_MAX_CHARS + 1) },
      ANSWER_MESSAGES.tooLong('Your story', APPLICATION_ANSWER_MAX_CHARS),
    ],
  ])('refuses %s with 400 naming the question', async (_, change, message) => {
    const answer = await applyWith({ ...goodAnswers, ...change })
    expect(answer).toEqual({ status: 400, body: { message } })
    expect(db.applications.count()).toBe(0)
  })

  it(`refuses an application over ${APPLICATION_MAX_BYTES / 1024 / 1024} MB with 413, by its files or its text`, async () => {
    // Eight files of about 5 MB (as stated): 40 MB.
    const files = Array.from({ length: 8 }, () => file(5 * 1024 * 1024 - 1))
    expect(await applyWith({ ...goodAnswers, cv: files })).toEqual({
      status: 413,
      body: { message: APPLICATION_TOO_LARGE },
    })
    const huge = await applyWith({ ...goodAnswers, story: 'x'.repeat(APPLICATION_MAX_BYTES + 1) })
    expect(huge).toEqual({ status: 413, body: { message: APPLICATION_TOO_LARGE } })
    expect(db.applications.count()).toBe(0)
    // Three files of 5 MB are a real application.
    const three = Array.from({ length: 3 }, () => file(5 * 1024 * 1024))
    expect((await applyWith({ ...goodAnswers, cv: three })).status).toBe(200)
  })
})
