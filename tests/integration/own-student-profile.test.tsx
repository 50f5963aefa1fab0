import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { PHONE_TAB_COLUMN } from '@/components/ui/tabs'
import { NO_CHANGES, PERSONAL_SAVED } from '@/features/profiles/components/student-personal-tab'
import { ACADEMIC_SAVED } from '@/features/profiles/components/student-academic-tab'
import { WORK_SAVED } from '@/features/profiles/components/student-work-tab'
import { STUDENT_MESSAGES } from '@/features/profiles/student-messages'
import { studentProfileCompletion } from '@/lib/profile-completion'
import { db } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { clearFaults, injectFault } from '@mocks/testing/faults'
import { fileOf, pngFile } from '@mocks/testing/files'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

const server = withMockServer()

/**
 * The student's own profile (issue 16 point 1; spec part 2 sections 2 to 5), in the real route
 * tree against the mock backend: each tab's save, the no-change save, invalid fields and a
 * failed save.
 */
const WAIT = { timeout: 8_000 }
/** An upload's reference, as the profile saves send it. */
const FILE_ID: unknown = expect.stringMatching(/^file-/)
const student = () => findUserByEmail(demoAccounts.student.email)!

/** The bodies of the profile saves sent while a test runs. */
function recordSaves(): unknown[] {
  const saves: unknown[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.url.endsWith('/profile/updateStudentProfile'))
      void request
        .clone()
        .json()
        .then((body) => saves.push(body))
  }
  server.events.on('request:start', listener)
  afterEach(() => server.events.removeListener('request:start', listener))
  return saves
}

beforeEach(async () => {
  await seedScenario('demo')
})
afterEach(() => clearFaults())

const open = (url = '/student-profile', as: 'student' | 'newStudent' = 'student') =>
  renderRoute(url, { as, scenario: null })

const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }))

describe('Student Profile: the page', () => {
  it('shows the photo in the completion donut and the three tabs, Personal Information first', async () => {
    await open()
    const donut = await screen.findByRole('progressbar', { name: 'Profile completion' }, WAIT)
    expect(donut).toHaveAttribute('aria-valuenow', String(studentProfileCompletion(student())))
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual(['Personal Information', 'Academic Details', 'Work Experience'])
    // On a phone a column of whole labels, as the Catalyst profile's steps (issue 36: a cramped
    // three-column grid).
    expect(screen.getByRole('tablist', { name: 'Profile sections' }).className).toEqual(
      expect.stringContaining(PHONE_TAB_COLUMN),
    )
    expect(screen.getByRole('tab', { name: 'Personal Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    // The tab's form arrives just after the page's frame.
    expect(await screen.findByLabelText(/^First name/, {}, WAIT)).toHaveValue(student().firstName)
    expect(screen.getByLabelText(/^Primary email/)).toHaveAttribute('readonly')
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('readonly')
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('opens the tab the address names, and Cancel goes to My Pathway', async () => {
    const { user, router } = await open('/student-profile?tab=work')
    expect(
      await screen.findByRole('tab', { name: 'Work Experience', selected: true }, WAIT),
    ).toBeVisible()
    const panel = screen.getByRole('tabpanel', { name: 'Work Experience' })
    await user.click(await within(panel).findByRole('button', { name: 'Cancel' }, WAIT))
    await waitFor(() => expect(currentPath(router)).toBe('/my-pathway'), WAIT)
  })
})

describe('Student Profile: Personal Information', () => {
  it('sends only the changed fields, says so, and the profile keeps them', async () => {
    const saves = recordSaves()
    const { user } = await open()
    const city = await screen.findByLabelText(/^City/, {}, WAIT)
    await user.clear(city)
    await user.type(city, 'Nagpur')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(PERSONAL_SAVED, {}, WAIT)).toBeVisible()
    expect(saves).toEqual([{ section: 'personal', data: { city: 'Nagpur' } }])
    expect(student().city).toBe('Nagpur')
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('lets a new student fill in their details; the completion figure rises at once', async () => {
    const saves = recordSaves()
    const { user } = await open('/student-profile', 'newStudent')
    const donut = await screen.findByRole('progressbar', { name: 'Profile completion' }, WAIT)
    const before = Number(donut.getAttribute('aria-valuenow'))
    const birth = await screen.findByLabelText(/^Date of birth/, {}, WAIT)
    await user.type(birth, '2008-03-14')
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'male')
    await user.selectOptions(screen.getByLabelText(/^Current status/), 'studying')
    await user.type(screen.getByLabelText(/^Language/), 'Hindi')
    await user.type(screen.getByLabelText(/^Alternate email/), 'aarav.m@example.org')
    await user.type(screen.getByLabelText(/^City/), 'Jaipur')
    await user.type(screen.getByLabelText(/^Address 1/), '4 Civil Lines')
    await user.type(screen.getByLabelText(/^Pincode/), '302006')
    // The one required field not yet visited stays quiet (issue 28: editing one field does not
    // turn the empty ones red); Save waits for it, and the line beside Save says why on request.
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    expect(save).toHaveAccessibleDescription(/Some fields need attention before you can save\./)
    expect(screen.queryByText(STUDENT_MESSAGES.phoneRequired)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Show them' }))
    expect(await screen.findByText(STUDENT_MESSAGES.phoneRequired)).toBeVisible()
    expect(screen.getByLabelText(/^Contact number/)).toHaveFocus()
    await user.type(screen.getByLabelText(/^Contact number/), '9812345678')
    // The message goes as soon as the field is right, before it is left.
    await waitFor(() => expect(screen.queryByText(STUDENT_MESSAGES.phoneRequired)).toBeNull())
    expect(screen.queryByText('Some fields need attention before you can save.')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(PERSONAL_SAVED, {}, WAIT)).toBeVisible()
    expect(saves).toEqual([
      {
        section: 'personal',
        data: {
          birthdate: '2008-03-14T00:00:00.000Z',
          gender: 'male',
          language: 'Hindi',
          alt_email: 'aarav.m@example.org',
          city: 'Jaipur',
          address1: '4 Civil Lines',
          pincode: '302006',
          current_status: 'studying',
          // The code shown is the country's: the profile holds it from now on.
          country_code: '+91',
          phone_number: '+919812345678',
        },
      },
    ])
    await waitFor(() => expect(Number(donut.getAttribute('aria-valuenow'))).toBeGreaterThan(before))
  })

  it('reads 100 % once every field is filled: the code shown from the country is saved too', async () => {
    // A new student (sign-up fields only, no dial code kept) with a photo and an education.
    await seedScenario('demo')
    const me = findUserByEmail(demoAccounts.newStudent.email)!
    expect(me.countryCode ?? null).toBeNull()
    await db.users.update((q) => q.where({ id: me.id }), {
      data(record) {
        record.profileImg = 'https://example.org/photos/new-student.png'
        record.education = [
          {
            level: 'High School',
            start_date: '2022-06-01T00:00:00.000Z',
            end_date: '2024-04-01T00:00:00.000Z',
            major: 'Science',
            college: 'Kendriya Vidyalaya',
            score: 88,
          },
        ]
      },
    })
    const { user } = await renderRoute('/student-profile', { as: 'newStudent', scenario: null })
    const donut = await screen.findByRole('progressbar', { name: 'Profile completion' }, WAIT)
    expect(await screen.findByLabelText(/^Code/, {}, WAIT)).toHaveValue('+91')
    await user.type(screen.getByLabelText(/^Date of birth/), '2008-03-14')
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'female')
    await user.selectOptions(screen.getByLabelText(/^Current status/), 'studying')
    await user.type(screen.getByLabelText(/^Language/), 'Hindi')
    await user.type(screen.getByLabelText(/^LinkedIn/), 'https://www.linkedin.com/in/new-student')
    await user.type(screen.getByLabelText(/^Alternate email/), 'new.student@example.org')
    await user.type(screen.getByLabelText(/^Contact number/), '9812345678')
    await user.type(screen.getByLabelText(/^City/), 'Jaipur')
    await user.type(screen.getByLabelText(/^Address 1/), '4 Civil Lines')
    await user.type(screen.getByLabelText(/^Address 2/), 'Near the clock tower')
    await user.type(screen.getByLabelText(/^Pincode/), '302006')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(PERSONAL_SAVED, {}, WAIT)).toBeVisible()
    await waitFor(() => expect(donut).toHaveAttribute('aria-valuenow', '100'), WAIT)
    expect(findUserByEmail(demoAccounts.newStudent.email)).toMatchObject({
      countryCode: '+91',
      phoneNumber: '+919812345678',
    })
    expect(studentProfileCompletion(findUserByEmail(demoAccounts.newStudent.email)!)).toBe(100)
  })

  it('gives a number typed with its country code that code once, also after a reload', async () => {
    const saves = recordSaves()
    const view = await open()
    expect(await screen.findByLabelText(/^Code/, {}, WAIT)).toHaveValue('+91')
    const phone = screen.getByLabelText(/^Contact number/)
    const save = screen.getByRole('button', { name: 'Save' })
    // The saved number, typed with its code: the same number, nothing to save.
    const saved = student().phoneNumber!.replace(/^\+?91/, '')
    await view.user.clear(phone)
    await view.user.type(phone, `91${saved}`)
    await view.user.click(save)
    expect(await toasts().findByText(NO_CHANGES, {}, WAIT)).toBeVisible()
    // Another number typed with its code is saved with the code once.
    await view.user.clear(phone)
    await view.user.type(phone, '919812345678')
    await view.user.click(save)
    expect(await toasts().findByText(PERSONAL_SAVED, {}, WAIT)).toBeVisible()
    expect(saves).toEqual([{ section: 'personal', data: { phone_number: '+919812345678' } }])
    expect(student().phoneNumber).toBe('+919812345678')
    expect(phone).toHaveValue('9812345678')

    view.unmount()
    await open()
    expect(await screen.findByLabelText(/^Contact number/, {}, WAIT)).toHaveValue('9812345678')
  })

  it('says No changes to save and sends nothing when only spaces were added', async () => {
    const saves = recordSaves()
    const { user } = await open()
    await user.type(await screen.findByLabelText(/^City/, {}, WAIT), '  ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(NO_CHANGES, {}, WAIT)).toBeVisible()
    expect(saves).toEqual([])
  })

  it('shows the spec’s messages and keeps Save off while a field is invalid', async () => {
    const { user } = await open()
    const first = await screen.findByLabelText(/^First name/, {}, WAIT)
    await user.clear(first)
    await user.tab()
    expect(await screen.findByText(STUDENT_MESSAGES.firstName)).toBeVisible()
    const alt = screen.getByLabelText(/^Alternate email/)
    await user.clear(alt)
    await user.type(alt, demoAccounts.student.email)
    await user.tab()
    expect(await screen.findByText(STUDENT_MESSAGES.altEmailSame)).toBeVisible()
    const phone = screen.getByLabelText(/^Contact number/)
    await user.clear(phone)
    await user.type(phone, '12345')
    await user.tab()
    expect(
      await screen.findByText('Invalid contact number length ( should be 10 for mobile)'),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('a new photo alone is a change: Save sends only the photo, which then shows', async () => {
    const saves = recordSaves()
    const { user } = await open()
    await screen.findByLabelText(/^City/, {}, WAIT)
    // A file that is not an image is refused by its content, whatever its name.
    await user.upload(screen.getByLabelText('Profile photo file'), fileOf([0x25, 0x50], 'me.png'))
    expect(await screen.findByText('Only PNG, JPG and JPEG images are allowed.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    await user.upload(screen.getByLabelText('Profile photo file'), pngFile('me.png'))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled(), WAIT)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(PERSONAL_SAVED, {}, WAIT)).toBeVisible()
    expect(saves).toEqual([{ section: 'personal', data: { picture: FILE_ID } }])
    expect(student().pictureFileId).toMatch(/^file-/)
  })

  it('keeps everything typed when the save fails', async () => {
    const { user } = await open()
    const city = await screen.findByLabelText(/^City/, {}, WAIT)
    await user.clear(city)
    await user.type(city, 'Nagpur')
    injectFault('updateStudentProfile', 500, { times: 1 })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText('Something went wrong', {}, WAIT)).toBeVisible()
    expect(city).toHaveValue('Nagpur')
    expect(student().city).not.toBe('Nagpur')
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
  })
})

describe('Student Profile: Academic Details', () => {
  it('asks for the birth date before an academic start can be checked', async () => {
    const saves = recordSaves()
    // A new student: personal details first (academic starts need the birth date).
    const { user } = await open('/student-profile?tab=academic', 'newStudent')
    const panel = within(await screen.findByRole('tabpanel', { name: 'Academic Details' }, WAIT))
    await user.click(panel.getByRole('button', { name: 'Add education' }))
    const entry = within(panel.getByRole('listitem', { name: 'Education 1' }))
    await user.selectOptions(entry.getByLabelText(/^Education level/), 'Undergraduate')
    await user.type(entry.getByLabelText(/^Score or GPA/), '78.5')
    await user.type(entry.getByLabelText(/^Major/), 'Economics')
    await user.type(entry.getByLabelText(/^Institution/), 'Delhi University')
    await user.click(entry.getByRole('button', { name: /^Start date/ }))
    await user.click(await screen.findByRole('button', { name: 'January 2026' }))
    await user.click(entry.getByRole('button', { name: /^End date/ }))
    await user.click(await screen.findByRole('button', { name: 'Next year' }))
    await user.click(await screen.findByRole('button', { name: 'June 2027' }))
    await user.click(panel.getByRole('button', { name: 'Save' }))

    // The bare account has no birth date: the start date says so and nothing is sent.
    expect(await entry.findByText(STUDENT_MESSAGES.academicNeedsBirth)).toBeVisible()
    expect(saves).toEqual([])
  })

  it('saves the whole list once every entry is valid', async () => {
    // A saved entry without a score (kept from before the rule; the seed has none, issue 36).
    const unscored = student().education!.length - 1
    await db.users.update((q) => q.where({ id: student().id }), {
      data(record) {
        record.education![unscored]!.score = null
      },
    })
    const saves = recordSaves()
    const { user } = await open('/student-profile?tab=academic')
    const panel = within(await screen.findByRole('tabpanel', { name: 'Academic Details' }, WAIT))
    const count = student().education?.length ?? 0
    // The form refuses it, so completion does not count the academic half (issue 36).
    expect(
      await screen.findByRole('progressbar', { name: 'Profile completion' }, WAIT),
    ).toHaveAttribute('aria-valuenow', '50')
    // It says so at once; Save waits until it is given.
    const incomplete = within(panel.getByRole('listitem', { name: `Education ${unscored + 1}` }))
    expect(await incomplete.findByText(STUDENT_MESSAGES.scoreRequired)).toBeVisible()
    await user.type(incomplete.getByLabelText(/^Score or GPA/), '74')
    await user.click(panel.getByRole('button', { name: 'Add education' }))
    const entry = within(panel.getByRole('listitem', { name: `Education ${count + 1}` }))
    await user.selectOptions(entry.getByLabelText(/^Education level/), 'Other')
    await user.type(entry.getByLabelText(/^Score or GPA/), '91')
    await user.type(entry.getByLabelText(/^Major/), 'Design')
    await user.type(entry.getByLabelText(/^Institution/), 'NID Online')
    await user.click(entry.getByRole('button', { name: /^Start date/ }))
    await user.click(await screen.findByRole('button', { name: 'January 2026' }))
    await user.click(entry.getByRole('button', { name: /^End date/ }))
    await user.click(await screen.findByRole('button', { name: 'October 2026' }))
    await user.click(panel.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(ACADEMIC_SAVED, {}, WAIT)).toBeVisible()
    expect(saves).toHaveLength(1)
    expect(student().education).toHaveLength(count + 1)
    expect(student().education?.at(-1)).toMatchObject({
      level: 'Other',
      major: 'Design',
      college: 'NID Online',
      score: 91,
      start_date: '2026-01-01T00:00:00.000Z',
      end_date: '2026-10-01T00:00:00.000Z',
    })
  })

  it('removes an entry after its fade', async () => {
    const { user } = await open('/student-profile?tab=academic')
    const panel = within(await screen.findByRole('tabpanel', { name: 'Academic Details' }, WAIT))
    const count = student().education?.length ?? 0
    expect(count).toBeGreaterThan(0)
    await user.click(panel.getByRole('button', { name: `Remove education ${count}` }))
    await waitFor(() =>
      expect(panel.queryByRole('listitem', { name: `Education ${count}` })).toBeNull(),
    )
    expect(panel.getByRole('button', { name: 'Save' })).toBeEnabled()
  })
})

describe('Student Profile: Work Experience', () => {
  it('Currently Working Here sets the end date to today and locks it; the list is saved', async () => {
    const saves = recordSaves()
    const { user } = await open('/student-profile?tab=work')
    const panel = within(await screen.findByRole('tabpanel', { name: 'Work Experience' }, WAIT))
    const count = student().experience?.length ?? 0
    await user.click(panel.getByRole('button', { name: 'Add work experience' }))
    const entry = within(panel.getByRole('listitem', { name: `Work experience ${count + 1}` }))
    await user.type(entry.getByLabelText(/^Company/), 'Tata Trusts')
    await user.type(entry.getByLabelText(/^Job title/), 'Volunteer')
    await user.selectOptions(entry.getByLabelText(/^Job type/), 'Hybrid')
    await user.click(entry.getByRole('button', { name: /^Start date/ }))
    await user.click(await screen.findByRole('button', { name: 'March 2026' }))
    await user.click(entry.getByRole('checkbox', { name: 'Currently Working Here' }))
    const end = entry.getByRole('button', { name: /^End date/ })
    expect(end).toBeDisabled()
    const thisMonth = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .format(new Date())
      .toUpperCase()
    expect(end).toHaveTextContent(thisMonth)
    await user.click(panel.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(WORK_SAVED, {}, WAIT)).toBeVisible()
    expect(saves).toHaveLength(1)
    expect(student().experience?.at(-1)).toMatchObject({
      org_name: 'Tata Trusts',
      job_title: 'Volunteer',
      type: 'Hybrid',
      currentlyWorking: true,
    })
    // Unticking clears the date again (the saved form is drawn afresh: find the entry again).
    const saved = within(panel.getByRole('listitem', { name: `Work experience ${count + 1}` }))
    await user.click(saved.getByRole('checkbox', { name: 'Currently Working Here' }))
    expect(saved.getByRole('button', { name: /^End date/ })).toHaveTextContent('Select month')
    expect(saved.getByRole('button', { name: /^End date/ })).toBeEnabled()
  })
})
