import type { CounsellorProfileSave, UpdateCounsellorProfileRequest } from '@/api/profile/mutations'
import type { CurrentUser } from '@/api/profile/queries'
import { findCountryByName, nationalDigits, withDialCode } from '@/lib/countries'

import { ID_TYPES } from './catalyst-messages'
import {
  isBlankCertification,
  type CatalystPersonalValues,
  type CatalystProfessionalValues,
} from './catalyst-schemas'
import type { KycDocumentValues, KycValues } from './kyc-schema'

/**
 * Between the current user (the profile answer's names) and the Catalyst profile's four steps
 * (the update call's names, part 2 section 3), and from a saved step to the call's body.
 */
const str = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

type Section<S extends UpdateCounsellorProfileRequest['section']> = Extract<
  UpdateCounsellorProfileRequest,
  { section: S }
>['data']

/** One step's save: its body (narrowed to the step) and the change for the cached user. */
interface SectionSave<S extends UpdateCounsellorProfileRequest['section']> {
  body: Extract<UpdateCounsellorProfileRequest, { section: S }>
  applied: CounsellorProfileSave['applied']
}

export function catalystPersonalValuesOf(user: CurrentUser): CatalystPersonalValues {
  const country = findCountryByName(str(user.country))
  const countryCode = str(user.countryCode) || (country?.dial_code ?? '')
  return {
    first_name: user.firstName,
    last_name: str(user.lastName),
    email: user.email,
    country_code: countryCode,
    phone_number: nationalDigits(str(user.phoneNumber), countryCode, country),
    birthdate: str(user.dateOfBirth),
    gender: str(user.gender),
    language: str(user.language),
    linkedin_profile: str(user.linkedinProfile),
    alt_email: str(user.altEmail),
    alt_phone_number: nationalDigits(str(user.altPhoneNumber), countryCode, country),
    country: str(user.country),
    state: str(user.state),
    city: str(user.city),
    address1: str(user.address1),
    pincode: str(user.pinCode),
    time_zone: str(user.timeZone),
    specialization_area: str(user.specializationArea),
    platform_status: str(user.platformStatus),
    bio: str(user.bio),
  }
}

type PersonalKey = Exclude<
  keyof CatalystPersonalValues,
  'last_name' | 'email' | 'phone_number' | 'country_code' | 'alt_phone_number'
>

/** The current user's name for each field the personal step sends as typed. */
const USER_FIELD: Record<PersonalKey, keyof CurrentUser> = {
  first_name: 'firstName',
  birthdate: 'dateOfBirth',
  gender: 'gender',
  language: 'language',
  linkedin_profile: 'linkedinProfile',
  alt_email: 'altEmail',
  country: 'country',
  state: 'state',
  city: 'city',
  address1: 'address1',
  pincode: 'pinCode',
  time_zone: 'timeZone',
  specialization_area: 'specializationArea',
  platform_status: 'platformStatus',
  bio: 'bio',
}

const OPTIONAL: ReadonlySet<PersonalKey> = new Set([
  'language',
  'linkedin_profile',
  'alt_email',
  'bio',
])

/**
 * Only the fields that differ from what is saved (part 2 section 4), trimmed; optional ones left
 * empty are sent as null (bio and language as ""). Empty when nothing changed. `formValues` is
 * what the form holds once the save is through.
 *
 * The alternate number goes with the country's dial code in front, prepended only if it was typed
 * without it (part 2 section 5), and again when the country brings another code. The code is sent
 * whenever the profile does not hold the country's (`heldCountryCode`), a new country's included.
 */
export function catalystPersonalChanges(
  saved: CatalystPersonalValues,
  values: CatalystPersonalValues,
  heldCountryCode: string | null | undefined,
): {
  body: Section<'personal'>
  applied: Partial<CurrentUser>
  formValues: CatalystPersonalValues
} {
  const body: Record<string, string | null> = {}
  const applied: Record<string, string | null> = {}
  const country = findCountryByName(values.country)
  const dialCode = country?.dial_code ?? values.country_code
  for (const key of Object.keys(USER_FIELD) as PersonalKey[]) {
    const next = values[key].trim()
    if (next === saved[key].trim()) continue
    let sent: string | null = next
    if (next === '' && OPTIONAL.has(key)) sent = key === 'bio' || key === 'language' ? '' : null
    body[key] = sent
    applied[USER_FIELD[key]] = sent
  }
  const newCode = dialCode !== '' && dialCode !== (heldCountryCode ?? '').trim()
  if (newCode) {
    body.country_code = dialCode
    applied.countryCode = dialCode
  }
  const alt = values.alt_phone_number.trim()
  const national = nationalDigits(alt, dialCode, country)
  const savedNational = nationalDigits(saved.alt_phone_number.trim(), saved.country_code, country)
  if (national !== savedNational || (newCode && alt !== '')) {
    body.alt_phone_number = alt === '' ? null : withDialCode(alt, dialCode, country)
    applied.altPhoneNumber = body.alt_phone_number
  }
  return {
    body,
    applied,
    formValues: { ...values, country_code: dialCode, alt_phone_number: national },
  }
}

export function professionalValuesOf(user: CurrentUser): CatalystProfessionalValues {
  return {
    current_status: str(user.currentStatus),
    years_of_experience: str(user.yearsOfExperience),
    certifications: (user.certifications ?? []).map((item) => ({
      name: item.name,
      desc: str(item.desc),
      date: str(item.date),
    })),
    experience: (user.experience ?? []).map((entry) => ({
      org_name: entry.org_name,
      job_title: entry.job_title,
      start_date: str(entry.start_date),
      end_date: str(entry.end_date),
      type: str(entry.type),
      currentlyWorking: entry.currentlyWorking ?? false,
    })),
  }
}

/** The professional step's body: empty certifications are dropped (part 2 section 5). */
export function professionalSave(values: CatalystProfessionalValues): SectionSave<'work'> {
  const data: Section<'work'> = {
    current_status: values.current_status as Section<'work'>['current_status'],
    years_of_experience: Number(values.years_of_experience),
    certifications: values.certifications
      .filter((item) => !isBlankCertification(item))
      .map((item) => ({ name: item.name.trim(), desc: item.desc.trim(), date: item.date })),
    workExperience: values.experience.map((entry) => ({
      org_name: entry.org_name.trim(),
      job_title: entry.job_title.trim(),
      start_date: entry.start_date,
      end_date: entry.end_date,
      type: entry.type as NonNullable<Section<'work'>['workExperience']>[number]['type'],
      currentlyWorking: entry.currentlyWorking,
    })),
  }
  return {
    body: { section: 'work', data },
    applied: {
      currentStatus: data.current_status,
      yearsOfExperience: data.years_of_experience,
      certifications: data.certifications,
      experience: data.workExperience,
    },
  }
}

const NAMED_TYPES: ReadonlySet<string> = new Set(ID_TYPES.filter((type) => type !== 'Other'))

/** A new, empty document (its id is made here, part 2 section 3). */
export function emptyKycDocument(): KycDocumentValues {
  return {
    id: `kyc-${crypto.randomUUID()}`,
    type: '',
    other_name: '',
    issuer_country: '',
    id_number: '',
    issue_date: '',
    expiry_date: '',
    link: '',
    file: '',
    file_name: '',
    signed_url: '',
  }
}

/** The saved documents; a Catalyst with none starts with one empty document to fill. */
export function kycValuesOf(user: CurrentUser): KycValues {
  const docs = (user.kycDocs ?? []).map((doc) => {
    const file = str(doc.file)
    return {
      id: doc.id,
      type: NAMED_TYPES.has(doc.name) ? doc.name : 'Other',
      other_name: NAMED_TYPES.has(doc.name) ? '' : doc.name,
      issuer_country: doc.issuer_country,
      id_number: doc.id_number,
      issue_date: doc.issue_date,
      expiry_date: str(doc.expiry_date),
      link: str(doc.link),
      file,
      file_name: file ? str(doc.file_name) : '',
      // A document kept as a link opens through the link field; a file through its signed URL.
      signed_url: file ? str(doc.signed_url) : '',
    }
  })
  return { kycDocs: docs.length > 0 ? docs : [emptyKycDocument()] }
}

export function kycSave(values: KycValues): SectionSave<'kyc'> {
  const kycDocs: Section<'kyc'>['kycDocs'] = values.kycDocs.map((doc) => ({
    id: doc.id,
    name: doc.type === 'Other' ? doc.other_name.trim() : doc.type,
    issuer_country: doc.issuer_country.trim(),
    id_number: doc.id_number.trim(),
    issue_date: doc.issue_date,
    expiry_date: doc.expiry_date || null,
    ...(doc.link.trim() ? { link: doc.link.trim() } : {}),
    ...(doc.file ? { file: doc.file } : {}),
  }))
  // Completion counts the documents at once; their links come back signed with the refresh.
  const applied = kycDocs.map(({ file: _file, ...doc }) => ({ ...doc, link: doc.link ?? null }))
  return { body: { section: 'kyc', data: { kycDocs } }, applied: { kycDocs: applied } }
}
