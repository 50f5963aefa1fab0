import { describe, expect, it } from 'vitest'

import type { GetStudentNotesResponse, Role } from '@/api/generated/types.gen'

import { db, snapshotDb, type UserRecord } from '@mocks/db'
import type { DemoAccountKey } from '@mocks/seed/demo-accounts'
import { newId } from '@mocks/services/ids'
import { notify } from '@mocks/services/notify'
import { INVITE_STATUS } from '@mocks/services/relations'
import { api } from '@mocks/testing/api'
import { linkParts, upload } from '@mocks/testing/files'
import { createLink, createUser, tokenFor } from '@mocks/testing/fixtures'
import { startMockBackend } from '@mocks/testing/server'
import { addToTeam, inviteToTeam } from '@mocks/testing/team'

import { authz, type OperationAuthz, type OwnerRule } from './authz'
import { anotherRegistrationToken, validCalls, type ValidCall } from './inputs'
import {
  accessTokenOf,
  accountUser,
  awardBadge,
  freshCatalyst,
  freshStudentOf,
  sessionBetween,
  unlistedCatalyst,
} from './principals'
import { managerCallOf, marketingRequestOf } from './inputs/account-manager'
import { send } from './send'

/**
 * Nobody reads or changes another user's data (issue 4): for every operation whose contract
 * declares `x-owner`, a call naming someone else's data is refused with the status of the
 * contract's one rule (403 for data that exists but is not the caller's, 404 for an id that names
 * nothing; see the info description) and changes nothing in the database.
 */
startMockBackend({ seed: 'demo' })

/** Other people's data, beside the demo accounts of the seed. */
interface Others {
  /** An approved catalyst who is not the demo catalyst. */
  catalyst: UserRecord
  /** A student connected to that other catalyst. */
  theirStudent: UserRecord
  /** A student who asked the demo catalyst to connect; not accepted yet. */
  asking: UserRecord
  /** A student whose pending request went to the other catalyst. */
  askingElsewhere: UserRecord
}

async function arrangeOthers(): Promise<Others> {
  const catalyst = await freshCatalyst()
  const theirStudent = await freshStudentOf(catalyst)
  const asking = await createUser({ role: 'student' })
  await createLink({
    direction: 'request',
    counsellorId: accountUser('counsellor').id,
    student: asking,
  })
  const askingElsewhere = await createUser({ role: 'student' })
  await createLink({ direction: 'request', counsellorId: catalyst.id, student: askingElsewhere })
  // The other catalyst also invited a student who is not the demo student.
  await createLink({
    direction: 'invite',
    counsellorId: catalyst.id,
    student: await createUser({ role: 'student' }),
  })
  return { catalyst, theirStudent, asking, askingElsewhere }
}

/** The demo account that calls as each role. */
const ACCOUNT_OF: Record<Role, DemoAccountKey> = { student: 'student', counsellor: 'counsellor' }

interface OwnershipCase {
  name: string
  caller: Role | undefined
  /** The value put in the owner parameter. */
  target: (others: Others, owner: OwnerRule) => string | Promise<string>
  status: 403 | 404
}

/** A user's identifier in the form the owner parameter takes (`userSk` or an id). */
function idOf(user: UserRecord, owner: OwnerRule): string {
  return /sk$/i.test(owner.name) ? user.sk : user.id
}

const nobody = (_: Others, owner: OwnerRule) =>
  /sk$/i.test(owner.name) ? `USER#${newId()}` : newId()

/** How to make a record of each `own-record` kind that belongs to someone else. */
const RECORD_OF_ANOTHER: Record<string, (others: Others) => Promise<string>> = {
  achievement: async (others) => (await awardBadge(others.theirStudent)).id,
  // A catalyst with no plan yet (others.catalyst is on Prime, so has no checkout to open).
  'checkout-session': async () => {
    const created = await api<{ success: { sessionId: string } }>('POST', '/payment/checkout', {
      token: await tokenFor(await unlistedCatalyst(null)),
      body: { priceId: '', tier: 'basic', interval: 'month' },
    })
    return created.body.success.sessionId
  },
  // A session between the other catalyst and their student (neither demo account is in it).
  session: async (others) => (await sessionBetween(others.catalyst, others.theirStudent)).id,
  // Issue 34: another Catalyst's call with their account manager, and marketing request.
  'manager-call': async (others) => (await managerCallOf(others.catalyst)).id,
  'marketing-request': async (others) => (await marketingRequestOf(others.catalyst)).id,
  // The other catalyst's team: an invitation to someone else, and a member (issue 34).
  'team-invitation': async (others) =>
    (await inviteToTeam(others.catalyst, 'someone.else@example.org')).id,
  'team-member': async (others) => {
    const member = await freshCatalyst()
    await addToTeam(others.catalyst, member)
    return member.id
  },
}
const UNKNOWN_RECORD: Record<string, () => string> = {
  achievement: () => newId(),
  'checkout-session': () => `cs_test_${newId().slice(0, 8)}`,
  session: () => newId(),
  'manager-call': () => newId(),
  'marketing-request': () => newId(),
  'team-invitation': () => newId(),
  'team-member': () => newId(),
}

/** How to make a record of each `private-record` kind that belongs to someone else. */
const PRIVATE_RECORD_OF_ANOTHER: Record<string, (others: Others) => Promise<{ id: string }>> = {
  notification: async (others) =>
    (
      await notify({
        userId: others.theirStudent.id,
        kind: 'pathway-assigned',
        title: 'Not yours.',
        link: '/my-pathway',
      })
    ).notification!,
}

/** The refusals each x-owner rule promises, by caller. */
const CASES: Record<string, (entry: OperationAuthz) => OwnershipCase[]> = {
  // Students are included even where the role already refuses them: a student never reaches
  // another student's notes, chats or profile by any route.
  // A caller whose role the operation refuses gets 403 before any id is looked up (a Catalyst
  // naming nobody on a student's operation such as bookSession).
  connected: (entry) => [
    {
      name: "another catalyst's student",
      caller: 'counsellor',
      target: (o, w) => idOf(o.theirStudent, w),
      status: 403,
    },
    {
      name: 'a student who only asked to connect',
      caller: 'counsellor',
      target: (o, w) => idOf(o.asking, w),
      status: 403,
    },
    {
      name: 'another catalyst',
      caller: 'counsellor',
      target: (o, w) => idOf(o.catalyst, w),
      status: 403,
    },
    {
      name: 'nobody',
      caller: 'counsellor',
      target: nobody,
      status: entry.roles.includes('counsellor') ? 404 : 403,
    },
    ...(entry.roles.includes('student')
      ? [{ name: 'nobody', caller: 'student' as const, target: nobody, status: 404 as const }]
      : []),
    {
      name: 'another student',
      caller: 'student',
      target: (o, w) => idOf(o.theirStudent, w),
      status: 403,
    },
    {
      name: 'a catalyst who is not theirs',
      caller: 'student',
      target: (o, w) => idOf(o.catalyst, w),
      status: 403,
    },
  ],
  self: () => [
    { name: 'another catalyst', caller: 'counsellor', target: (o) => o.catalyst.id, status: 403 },
    { name: 'a student', caller: 'counsellor', target: (o) => o.theirStudent.id, status: 403 },
    { name: 'nobody', caller: 'counsellor', target: nobody, status: 404 },
    {
      name: 'another user, as a student',
      caller: 'student',
      target: (o) => o.catalyst.id,
      status: 403,
    },
  ],
  'own-record': (entry) => {
    const kind = entry.owner?.record ?? ''
    return entry.roles.flatMap((caller): OwnershipCase[] => [
      {
        name: `another user's ${kind}`,
        caller,
        target: (o) => RECORD_OF_ANOTHER[kind]!(o),
        status: 403,
      },
      { name: `an unknown ${kind}`, caller, target: () => UNKNOWN_RECORD[kind]!(), status: 404 },
    ])
  },
  // The request is the resource: someone else's request is not the caller's to answer.
  // Issue 35: another person's notification answers like an id that names nothing.
  'private-record': (entry) =>
    entry.roles.flatMap((caller): OwnershipCase[] => [
      {
        name: `another user's ${entry.owner?.record ?? 'record'}`,
        caller,
        target: async (o) => (await PRIVATE_RECORD_OF_ANOTHER[entry.owner?.record ?? '']!(o)).id,
        status: 404,
      },
      {
        name: `an unknown ${entry.owner?.record ?? 'record'}`,
        caller,
        target: nobody,
        status: 404,
      },
    ]),
  'request-to-caller': (entry) =>
    entry.roles.flatMap((caller): OwnershipCase[] => [
      {
        name: "someone's request to another user",
        caller,
        target: (o) => (caller === 'counsellor' ? o.askingElsewhere.id : o.catalyst.id),
        status: 404,
      },
      { name: 'nobody', caller, target: nobody, status: 404 },
    ]),
  'listed-catalyst': () => [
    { name: 'a student', caller: 'student', target: (o) => o.theirStudent.id, status: 404 },
    {
      name: 'an unapproved catalyst',
      caller: 'student',
      target: () => accountUser('pendingCounsellor').id,
      status: 404,
    },
    // The plan decides the listing (issue 34): approved, and out of the directory all the same.
    {
      name: 'an approved catalyst on Basic',
      caller: 'student',
      target: async () => (await unlistedCatalyst('basic')).id,
      status: 404,
    },
    {
      name: 'an approved catalyst with no plan',
      caller: 'student',
      target: async () => (await unlistedCatalyst(null)).id,
      status: 404,
    },
    { name: 'nobody', caller: 'student', target: nobody, status: 404 },
  ],
  // Proof of registration: another pending registration's token, or one made up.
  registration: () => [
    {
      name: "another registration's signup token",
      caller: undefined,
      target: () => anotherRegistrationToken(),
      status: 403,
    },
    { name: 'a made-up token', caller: undefined, target: () => 'st_made_up', status: 403 },
  ],
  // A file's signed link: the signature of another file, an expired one, or none of the server's.
  'signed-link': () => [
    {
      name: "another file's signature",
      caller: undefined,
      target: async () =>
        linkParts((await upload(await accessTokenOf('counsellor'), 'kyc-document')).url).query
          .signature,
      status: 403,
    },
    {
      name: 'a made-up signature',
      caller: undefined,
      target: () => 'bm90LWEtc2lnbmF0dXJl',
      status: 403,
    },
  ],
  'public-link': () => [
    {
      name: "someone else's user id",
      caller: undefined,
      target: (o) => o.catalyst.id,
      status: 404,
    },
    { name: 'nobody', caller: undefined, target: nobody, status: 404 },
  ],
}

const owned = authz.filter((entry) => entry.owner)

describe('every operation that names a user declares whose data it is', () => {
  it('finds the operations that take a user id (so the table below is not empty)', () => {
    expect(owned.map(({ op }) => op.operationId)).toEqual(
      expect.arrayContaining(['getStudentNotes', 'getMessages', 'sendMessage', 'getCertificate']),
    )
  })

  it.each(authz)('$op.operationId', ({ op, owner, userIdentifiers }) => {
    expect(
      userIdentifiers.length === 0 || owner !== undefined,
      `${op.operationId} takes ${userIdentifiers.join(', ')}: add x-owner`,
    ).toBe(true)
  })

  it.each(owned)('$op.operationId: an x-owner this suite can check', ({ owner, inputs }) => {
    const { in: where, name, rule, record } = owner!
    expect(inputs, 'x-owner names one of its inputs').toContain(`${where}.${name}`)
    expect(Object.keys(CASES), 'a rule this suite knows').toContain(rule)
    expect(
      rule !== 'own-record' || Object.keys(RECORD_OF_ANOTHER).includes(record ?? ''),
      'an own-record rule names a record kind this suite can make',
    ).toBe(true)
  })
})

/** The operation's valid call as `caller`, with the owner parameter pointing at `value`. */
async function callNaming(entry: OperationAuthz, caller: Role | undefined, value: string) {
  const owner = entry.owner!
  const account = caller && ACCOUNT_OF[caller]
  const allowed = caller !== undefined && entry.roles.includes(caller)
  const input: ValidCall = await validCalls[entry.op.operationId]!(allowed ? account : undefined)
  const token = account ? await accessTokenOf(account) : undefined
  if (owner.in === 'path')
    return { input: { ...input, path: { ...input.path, [owner.name]: value } }, token }
  if (owner.in === 'query')
    return { input: { ...input, query: { ...input.query, [owner.name]: value } }, token }
  const body = { ...(input.body as Record<string, unknown>), [owner.name]: value }
  return { input: { ...input, body }, token }
}

describe.each(owned)('$op.method $op.path ($op.operationId)', (entry) => {
  const cases = CASES[entry.owner!.rule]?.(entry) ?? []
  it.each(cases)('refuses $caller naming $name with $status and changes nothing', async (item) => {
    const others = await arrangeOthers()
    const { input, token } = await callNaming(
      entry,
      item.caller,
      await item.target(others, entry.owner!),
    )
    const before = JSON.stringify(snapshotDb())
    const { status, body } = await send(entry.op, input, { token, body: input.body })
    expect(status, JSON.stringify(body)).toBe(item.status)
    expect(body.message).toMatch(/\S/)
    expect(JSON.stringify(snapshotDb()), 'the refused call changed the database').toBe(before)
  })
})

describe("a catalyst's notes", () => {
  it('stay private to the catalyst who wrote them, even after the student moves on', async () => {
    const demo = accountUser('counsellor')
    const student = accountUser('student')
    const notesOf = async (token: string) =>
      api<GetStudentNotesResponse>('GET', `/auth/student/${student.id}/notes?itemsPerPage=50`, {
        token,
      })
    const written = await api('POST', `/auth/student/${student.id}/add-note`, {
      token: await accessTokenOf('counsellor'),
      body: { note: '<p>Private: family situation</p>' },
    })
    expect(written.status).toBe(200)

    // The student leaves the demo catalyst for another one.
    await db.connections.updateMany(
      (q) => q.where({ counsellorId: demo.id, studentId: student.id }),
      { data: (link) => void (link.status = INVITE_STATUS.dropped) },
    )
    const next = await freshCatalyst()
    await createLink({
      direction: 'request',
      counsellorId: next.id,
      student,
      status: INVITE_STATUS.accepted,
    })

    const seenByNext = await notesOf(await tokenFor(next))
    expect(seenByNext.status).toBe(200)
    expect(seenByNext.body.success.notes.map((note) => note.note)).not.toContainEqual(
      expect.stringContaining('family situation'),
    )
    expect(seenByNext.body.success.totalCount).toBe(0)
    expect((await notesOf(await accessTokenOf('counsellor'))).status).toBe(403)
  })
})
