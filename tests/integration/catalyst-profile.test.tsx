import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { GET_ADDRESS_MESSAGES } from '@/components/country/get-address-button'
import { CATALYST_MESSAGES, CATALYST_SAVED } from '@/features/profiles/catalyst-messages'
import { NO_CHANGES } from '@/features/profiles/catalyst/catalyst-personal-step'
import { catalystProfileCompletion } from '@/lib/profile-completion'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { issueSignInTokens } from '@mocks/services/tokens'
import { clearFaults, injectFault } from '@mocks/testing/faults'
import { api } from '@mocks/testing/api'
import { fileOf, pdfFile, pngFile } from '@mocks/testing/files'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

const server = withMockServer()

/**
 * The Catalyst's own profile (issue 16 point 2; spec part 2 sections 2 to 5), in the real route
 * tree against the mock backend: the header, each step's save and rules, a failed save.
 */
const WAIT = { timeout: 8_000 }
/** An upload's reference, as the profile saves send it. */
const FILE_ID: unknown = expect.stringMatching(/^file-/)
const catalyst = () => findUserByEmail(demoAccounts.counsellor.email)!
const newcomer = () => findUserByEmail(demoAccounts.pendingCounsellor.email)!

function recordSaves(): unknown[] {
  const saves: unknown[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.url.endsWith('/profile/counselor/update-profile'))
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

const open = (url = '/counselor-profile', as: 'counsellor' | 'pendingCounsellor' = 'counsellor') =>
  renderRoute(url, { as, scenario: null })
const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }))

describe('Catalyst Profile: the page', () => {
  it('shows overall completion, platform status and the four steps, Personal Information first', async () => {
    await open()
    const donut = await screen.findByRole('progressbar', { name: 'Profile completion' }, WAIT)
    expect(donut).toHaveAttribute(
      'aria-valuenow',
      String(catalystProfileCompletion(catalyst()).overall),
    )
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '1 Personal Information',
      '2 Educational/Academic',
      '3 Professional/Work',
      '4 KYC Details',
    ])
    const status = () => screen.getByText(/^Platform status/, { selector: 'p' })
    expect(status()).toHaveTextContent(/^Platform status\s*Active$/)
    expect(await screen.findByLabelText(/^First name/, {}, WAIT)).toHaveValue(catalyst().firstName)
    for (const label of [/^Last name/, /^Primary email/, /^Contact number/])
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('opens the step the address names, switches freely, and Cancel goes to the dashboard', async () => {
    const { user, router } = await open('/counselor-profile?step=kyc')
    expect(
      await screen.findByRole('tab', { name: '4 KYC Details', selected: true }, WAIT),
    ).toBeVisible()
    await user.click(screen.getByRole('tab', { name: '2 Educational/Academic' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 'academic' }))
    const panel = within(
      await screen.findByRole('tabpanel', { name: '2 Educational/Academic' }, WAIT),
    )
    await user.click(await panel.findByRole('button', { name: 'Cancel' }, WAIT))
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'), WAIT)
  })
})

describe('Catalyst Profile: Personal Information', () => {
  it('sends only the changed fields; the status badge follows at once', async () => {
    const saves = recordSaves()
    const { user } = await open()
    const bio = await screen.findByLabelText(/^Bio/, {}, WAIT)
    await user.clear(bio)
    await user.type(bio, 'Guiding engineers, designers and doctors, since 2014')
    await user.selectOptions(screen.getByLabelText(/^Platform status/), 'on leave')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(CATALYST_SAVED.personal, {}, WAIT)).toBeVisible()
    expect(saves).toEqual([
      {
        section: 'personal',
        data: {
          bio: 'Guiding engineers, designers and doctors, since 2014',
          platform_status: 'on leave',
        },
      },
    ])
    expect(catalyst().platformStatus).toBe('on leave')
    expect(screen.getByText(/^Platform status/, { selector: 'p' })).toHaveTextContent(
      /^Platform status\s*On leave$/,
    )
  })

  it('says No changes to save and sends nothing when nothing changed', async () => {
    const saves = recordSaves()
    const { user } = await open()
    await user.type(await screen.findByLabelText(/^City/, {}, WAIT), ' ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(NO_CHANGES, {}, WAIT)).toBeVisible()
    expect(saves).toEqual([])
  })

  it.each([
    [/^City/, '12345', CATALYST_MESSAGES.cityNumeric],
    [/^City/, 'Pune!', CATALYST_MESSAGES.cityCharacters],
    [/^Pincode/, '4110011', CATALYST_MESSAGES.pincodeLength],
    [/^Pincode/, '41a', CATALYST_MESSAGES.pincodeNumeric],
    [/^State/, 'Maha-rashtra', CATALYST_MESSAGES.stateCharacters],
    [/^Bio/, 'Hello!', CATALYST_MESSAGES.bioCharacters],
    [/^Bio/, 'a'.repeat(201), CATALYST_MESSAGES.bioLength],
    [
      /^Alternate contact number/,
      '12345',
      'Invalid alternate contact number length ( should be 10 for mobile)',
    ],
    [/^Alternate email/, demoAccounts.counsellor.email, CATALYST_MESSAGES.altEmailSame],
    [/^LinkedIn profile/, 'javascript:alert(1)', CATALYST_MESSAGES.url],
  ])('%s "%s" says %s and keeps Save off', async (label, value, message) => {
    const { user } = await open()
    const input = await screen.findByLabelText(label, {}, WAIT)
    await user.clear(input)
    await user.type(input, value)
    await user.tab()
    expect(await screen.findByText(message)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('Get Address fills city, state, country and time zone, which stay editable', async () => {
    const saves = recordSaves()
    const { user } = await open('/counselor-profile', 'pendingCounsellor')
    await user.click(await screen.findByRole('button', { name: 'Get Address' }, WAIT))
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue('Bengaluru'), WAIT)
    expect(screen.getByLabelText(/^State/)).toHaveValue('Karnataka')
    expect(screen.getByLabelText(/^Time zone/)).toHaveValue('Asia/Kolkata')
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveTextContent('India')
    expect(await toasts().findByText(GET_ADDRESS_MESSAGES.filled, {}, WAIT)).toBeVisible()
    await user.clear(screen.getByLabelText(/^City/))
    await user.type(screen.getByLabelText(/^City/), 'Mysuru')
    expect(screen.getByLabelText(/^City/)).toHaveValue('Mysuru')
    expect(saves).toEqual([])
  })

  it('a failed Get Address says so and changes nothing', async () => {
    const { user } = await open()
    const city = await screen.findByLabelText(/^City/, {}, WAIT)
    const before = (city as HTMLInputElement).value
    injectFault('ipLocation', 500, { times: 1 })
    await user.click(screen.getByRole('button', { name: 'Get Address' }))
    expect(await toasts().findByText(GET_ADDRESS_MESSAGES.failed, {}, WAIT)).toBeVisible()
    expect(city).toHaveValue(before)
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('keeps everything typed when the save fails', async () => {
    const { user } = await open()
    const city = await screen.findByLabelText(/^City/, {}, WAIT)
    await user.clear(city)
    await user.type(city, 'Udaipur')
    injectFault('updateCounsellorProfile', 500, { times: 1 })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText('Something went wrong', {}, WAIT)).toBeVisible()
    expect(city).toHaveValue('Udaipur')
    expect(catalyst().city).not.toBe('Udaipur')
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
  })
})

describe('Catalyst Profile: Educational/Academic', () => {
  it('offers Graduate and saves the list with the Catalyst toast', async () => {
    const saves = recordSaves()
    const { user } = await open('/counselor-profile?step=academic')
    const panel = within(
      await screen.findByRole('tabpanel', { name: '2 Educational/Academic' }, WAIT),
    )
    const count = catalyst().education?.length ?? 0
    await user.click(await panel.findByRole('button', { name: 'Add education' }, WAIT))
    const entry = within(panel.getByRole('listitem', { name: `Education ${count + 1}` }))
    await user.selectOptions(entry.getByLabelText(/^Education level/), 'Graduate')
    await user.type(entry.getByLabelText(/^Score or GPA/), '88')
    await user.type(entry.getByLabelText(/^Major/), 'Counselling Psychology')
    await user.type(entry.getByLabelText(/^Institution/), 'TISS Mumbai')
    await user.click(entry.getByRole('button', { name: /^Start date/ }))
    await user.click(await screen.findByRole('button', { name: 'January 2026' }))
    await user.click(entry.getByRole('button', { name: /^End date/ }))
    await user.click(await screen.findByRole('button', { name: 'October 2026' }))
    await user.click(panel.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(CATALYST_SAVED.academic, {}, WAIT)).toBeVisible()
    expect(saves).toHaveLength(1)
    expect(catalyst().education?.at(-1)).toMatchObject({
      level: 'Graduate',
      college: 'TISS Mumbai',
    })
  })
})

describe('Catalyst Profile: Professional/Work', () => {
  it('checks certifications all-or-nothing, drops an empty one on save, and allows one current job', async () => {
    const saves = recordSaves()
    const { user } = await open('/counselor-profile?step=work')
    const panel = within(await screen.findByRole('tabpanel', { name: '3 Professional/Work' }, WAIT))
    const jobs = within(await panel.findByRole('list', { name: 'Work experience' }, WAIT))
    // The current job is the first; the others cannot be ticked.
    const others = jobs.getAllByRole('checkbox', { name: 'Currently Working Here' }).slice(1)
    expect(others.length).toBeGreaterThan(0)
    for (const box of others) expect(box).toBeDisabled()

    const certifications = within(panel.getByRole('list', { name: 'Certifications' }))
    const count = catalyst().certifications?.length ?? 0
    await user.click(panel.getByRole('button', { name: 'Add certification' }))
    const added = within(
      certifications.getByRole('listitem', { name: `Certification ${count + 1}` }),
    )
    await user.type(added.getByLabelText(/^Certification name/), 'Career Coach')
    await user.tab()
    expect(await added.findByText(CATALYST_MESSAGES.certificationsAllFilled)).toBeVisible()
    expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled()
    await user.clear(added.getByLabelText(/^Certification name/))
    // Still one too many: an empty certification among others must be filled or removed.
    expect(await added.findByText(CATALYST_MESSAGES.certificationsAllFilled)).toBeVisible()
    await user.click(panel.getByRole('button', { name: `Remove certification ${count + 1}` }))
    await waitFor(() =>
      expect(
        certifications.queryByRole('listitem', { name: `Certification ${count + 1}` }),
      ).toBeNull(),
    )
    await user.selectOptions(panel.getByLabelText(/^Years of experience/), '0.5')
    await user.click(panel.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(CATALYST_SAVED.work, {}, WAIT)).toBeVisible()
    expect(saves).toHaveLength(1)
    expect(catalyst().yearsOfExperience).toBe(0.5)
    expect(catalyst().certifications).toHaveLength(count)
  })

  it('a lone certification filled in part says all or nothing; left empty it is not sent', async () => {
    const saves = recordSaves()
    const { user } = await open('/counselor-profile?step=work', 'pendingCounsellor')
    const panel = within(await screen.findByRole('tabpanel', { name: '3 Professional/Work' }, WAIT))
    await user.selectOptions(await panel.findByLabelText(/^Current status/, {}, WAIT), 'working')
    await user.selectOptions(panel.getByLabelText(/^Years of experience/), '2')
    await user.click(panel.getByRole('button', { name: 'Add certification' }))
    const entry = within(panel.getByRole('listitem', { name: 'Certification 1' }))
    await user.type(entry.getByLabelText(/^Description/), 'Weekend workshop')
    await user.tab()
    expect(await entry.findByText(CATALYST_MESSAGES.certificationAllOrNothing)).toBeVisible()
    await user.clear(entry.getByLabelText(/^Description/))
    await waitFor(() => expect(panel.getByRole('button', { name: 'Save' })).toBeEnabled())
    await user.click(panel.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(CATALYST_SAVED.work, {}, WAIT)).toBeVisible()
    expect(saves).toEqual([
      {
        section: 'work',
        data: {
          current_status: 'working',
          years_of_experience: 2,
          certifications: [],
          workExperience: [],
        },
      },
    ])
  })
})

describe('Catalyst Profile: KYC Details', () => {
  it('a new Catalyst adds documents: types in use are not offered again, Other asks for a name', async () => {
    const saves = recordSaves()
    const { user } = await open('/counselor-profile?step=kyc', 'pendingCounsellor')
    const panel = within(await screen.findByRole('tabpanel', { name: '4 KYC Details' }, WAIT))
    const donut = screen.getByRole('progressbar', { name: 'Profile completion' })
    const before = Number(donut.getAttribute('aria-valuenow'))
    const first = within(await panel.findByRole('listitem', { name: 'Document 1' }, WAIT))
    // The first document cannot be removed.
    expect(first.queryByRole('button', { name: /^Remove document/ })).toBeNull()
    await user.selectOptions(first.getByLabelText(/^ID type/), 'Passport')
    await user.click(first.getByRole('combobox', { name: /^Issuer country/ }))
    await user.type(
      await screen.findByRole('combobox', { name: 'Search countries' }, WAIT),
      'India',
    )
    await user.click(await screen.findByRole('option', { name: /^India\b/ }))
    await user.type(first.getByLabelText(/^ID number/), 'P1234567')
    await user.type(first.getByLabelText(/^Issue date/), '2022-05-10')
    await user.type(first.getByLabelText(/^Expiry date/), '2021-05-10')
    // Left: past the field's calendar button, which is still the field.
    await user.tab()
    await user.tab()
    expect(await first.findByText(CATALYST_MESSAGES.expiryAfterIssue)).toBeVisible()
    expect(first.getByText(CATALYST_MESSAGES.fileOrLink)).toBeVisible()
    await user.clear(first.getByLabelText(/^Expiry date/))
    await user.type(first.getByLabelText(/^Expiry date/), '2032-05-09')
    await user.type(
      first.getByLabelText(/^Document link/),
      'https://files.example.org/passport.pdf',
    )

    await user.click(panel.getByRole('button', { name: 'Add document' }))
    const second = within(panel.getByRole('listitem', { name: 'Document 2' }))
    const offered = within(second.getByLabelText(/^ID type/))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(offered).toEqual(['Select ID type', 'Voter ID', 'Driving License', 'Other'])
    await user.selectOptions(second.getByLabelText(/^ID type/), 'Other')
    await user.tab()
    expect(await second.findByText(CATALYST_MESSAGES.documentName)).toBeVisible()
    await user.click(panel.getByRole('button', { name: 'Remove document 2' }))
    await waitFor(() => expect(panel.queryByRole('listitem', { name: 'Document 2' })).toBeNull())

    await user.click(panel.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(CATALYST_SAVED.kyc, {}, WAIT)).toBeVisible()
    expect(saves).toHaveLength(1)
    expect(newcomer().kycDocs).toEqual([
      expect.objectContaining({
        name: 'Passport',
        issuer_country: 'India',
        id_number: 'P1234567',
        link: 'https://files.example.org/passport.pdf',
      }),
    ])
    await waitFor(() => expect(Number(donut.getAttribute('aria-valuenow'))).toBeGreaterThan(before))
    // A long journey (four uploads and two saves): 8 s alone, twice that on a busy 2-core run.
  }, 30_000)
})

describe('Catalyst Profile: uploads', () => {
  it('a KYC file is checked by content, uploaded, saved, and removed only after the question', async () => {
    const saves = recordSaves()
    const { user } = await open('/counselor-profile?step=kyc', 'pendingCounsellor')
    const panel = within(await screen.findByRole('tabpanel', { name: '4 KYC Details' }, WAIT))
    const first = within(await panel.findByRole('listitem', { name: 'Document 1' }, WAIT))
    // A text file named .pdf is refused before anything is sent; the document is unchanged.
    await user.upload(first.getByLabelText('Document 1 file'), fileOf([0x68, 0x69], 'notes.pdf'))
    expect(
      await first.findByText('Invalid file type. Please upload JPG, JPEG, PNG, or PDF only.'),
    ).toBeVisible()
    await user.upload(
      first.getByLabelText('Document 1 file'),
      pdfFile('big.pdf', 5 * 1024 * 1024 + 1),
    )
    expect(await first.findByText('File size should be less than 5 MB')).toBeVisible()
    // The picker stays, for another file (the file field's styled Upload file).
    expect(first.getByLabelText('Document 1 file')).toHaveAccessibleName(
      'Document 1 file Upload file',
    )

    await user.selectOptions(first.getByLabelText(/^ID type/), 'Driving License')
    await user.click(first.getByRole('combobox', { name: /^Issuer country/ }))
    await user.type(
      await screen.findByRole('combobox', { name: 'Search countries' }, WAIT),
      'India',
    )
    await user.click(await screen.findByRole('option', { name: /^India\b/ }))
    await user.type(first.getByLabelText(/^ID number/), 'DL0420110012345')
    await user.type(first.getByLabelText(/^Issue date/), '2021-02-01')
    await user.upload(first.getByLabelText('Document 1 file'), pdfFile('licence.pdf'))
    expect(await first.findByRole('link', { name: 'licence.pdf' }, WAIT)).toBeVisible()
    await user.click(panel.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(CATALYST_SAVED.kyc, {}, WAIT)).toBeVisible()
    expect(saves).toEqual([
      {
        section: 'kyc',
        data: {
          kycDocs: [
            expect.objectContaining({
              name: 'Driving License',
              file: FILE_ID,
            }),
          ],
        },
      },
    ])
    expect(newcomer().kycDocs?.[0]).toMatchObject({
      name: 'Driving License',
      id_number: 'DL0420110012345',
    })

    // Removing the file asks first; Cancel keeps it, Remove clears it and the rule speaks again.
    // (The saved form is drawn afresh: find the document again.)
    const saved = within(panel.getByRole('listitem', { name: 'Document 1' }))
    await user.click(saved.getByRole('button', { name: 'Remove licence.pdf' }))
    const question = await screen.findByRole('alertdialog', { name: 'Remove file' })
    expect(within(question).getByText(CATALYST_MESSAGES.removeFileConfirm)).toBeVisible()
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(saved.getByRole('link', { name: 'licence.pdf' })).toBeVisible()
    await user.click(saved.getByRole('button', { name: 'Remove licence.pdf' }))
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove file' })).getByRole('button', {
        name: 'Remove',
      }),
    )
    expect(saved.queryByRole('link', { name: 'licence.pdf' })).toBeNull()
    expect(await saved.findByText(CATALYST_MESSAGES.fileOrLink)).toBeVisible()
    expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('a saved KYC file keeps its name after a reload', async () => {
    const view = await open('/counselor-profile?step=kyc', 'pendingCounsellor')
    const panel = within(await screen.findByRole('tabpanel', { name: '4 KYC Details' }, WAIT))
    const doc = within(await panel.findByRole('listitem', { name: 'Document 1' }, WAIT))
    await view.user.selectOptions(doc.getByLabelText(/^ID type/), 'Passport')
    await view.user.click(doc.getByRole('combobox', { name: /^Issuer country/ }))
    await view.user.type(
      await screen.findByRole('combobox', { name: 'Search countries' }, WAIT),
      'India',
    )
    await view.user.click(await screen.findByRole('option', { name: /^India\b/ }))
    await view.user.type(doc.getByLabelText(/^ID number/), 'P1234567')
    await view.user.type(doc.getByLabelText(/^Issue date/), '2021-02-01')
    await view.user.upload(doc.getByLabelText('Document 1 file'), pdfFile('my-passport.pdf'))
    expect(await doc.findByRole('link', { name: 'my-passport.pdf' }, WAIT)).toBeVisible()
    await view.user.click(panel.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(CATALYST_SAVED.kyc, {}, WAIT)).toBeVisible()

    view.unmount()
    await open('/counselor-profile?step=kyc', 'pendingCounsellor')
    const reloaded = within(await screen.findByRole('tabpanel', { name: '4 KYC Details' }, WAIT))
    const saved = within(await reloaded.findByRole('listitem', { name: 'Document 1' }, WAIT))
    expect(await saved.findByRole('link', { name: 'my-passport.pdf' }, WAIT)).toBeVisible()
    expect(saved.queryByRole('link', { name: 'View document' })).toBeNull()
  })

  it('a new photo is uploaded at once and saved with the next Save of any step', async () => {
    const saves = recordSaves()
    const { user } = await open('/counselor-profile?step=academic')
    const panel = within(
      await screen.findByRole('tabpanel', { name: '2 Educational/Academic' }, WAIT),
    )
    await panel.findByRole('button', { name: 'Add education' }, WAIT)
    expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled()
    // Too big: said under the photo, nothing changes.
    await user.upload(
      screen.getByLabelText('Profile photo file'),
      pngFile('huge.png', 2 * 1024 * 1024 + 1),
    )
    expect(await screen.findByText('File size should be less than 2 MB')).toBeVisible()
    expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled()

    await user.upload(screen.getByLabelText('Profile photo file'), pngFile('me.png'))
    expect(await screen.findByText(/New photo: Save any tab to keep it/, {}, WAIT)).toBeVisible()
    await waitFor(() => expect(panel.getByRole('button', { name: 'Save' })).toBeEnabled())
    await user.click(panel.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(CATALYST_SAVED.academic, {}, WAIT)).toBeVisible()
    expect(saves).toEqual([
      {
        section: 'academic',
        data: { education: catalyst().education, picture: FILE_ID },
      },
    ])
    expect(catalyst().pictureFileId).toMatch(/^file-/)
    expect(screen.queryByText(/New photo: Save any tab to keep it/)).toBeNull()
    expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('a cancelled photo upload leaves everything as it was', async () => {
    const { user } = await open()
    await screen.findByLabelText(/^City/, {}, WAIT)
    injectFault('uploadFile', { delayMs: 10_000 }, { times: 1 })
    await user.upload(screen.getByLabelText('Profile photo file'), pngFile('me.png'))
    expect(await screen.findByRole('progressbar', { name: 'Uploading photo' }, WAIT)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }))
    expect(screen.getByLabelText('Profile photo file')).toHaveAccessibleName(
      'Profile photo file Change photo',
    )
    expect(screen.queryByText(/New photo/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })
})

describe('Catalyst Profile: everywhere else follows', () => {
  it('the profile menu shows a saved name at once', async () => {
    const { user } = await open()
    const first = await screen.findByLabelText(/^First name/, {}, WAIT)
    await user.clear(first)
    await user.type(first, 'Meenakshi')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await toasts().findByText(CATALYST_SAVED.personal, {}, WAIT)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Open profile menu' }))
    expect(await screen.findByRole('menu', {}, WAIT)).toHaveTextContent('Meenakshi Iyer')
  })

  it("a student's Find Catalysts card shows what the Catalyst saved, without a reload", async () => {
    const { router } = await renderRoute('/find-counsellors', { as: 'student', scenario: null })
    expect(await screen.findByRole('article', { name: 'Sofia Martínez' }, WAIT)).toBeVisible()
    // Meanwhile, in the Catalyst's own sign-in:
    const { accessToken } = await issueSignInTokens(
      findUserByEmail('sofia.martinez@orientaplus.es')!,
    )
    const saved = await api('POST', '/profile/counselor/update-profile', {
      token: accessToken,
      body: { section: 'personal', data: { first_name: 'Meenakshi' } },
    })
    expect(saved.status).toBe(200)
    await router.navigate({ to: '/my-pathway' })
    await router.navigate({ to: '/find-counsellors' })
    expect(await screen.findByRole('article', { name: 'Meenakshi Martínez' }, WAIT)).toBeVisible()
  })
})
