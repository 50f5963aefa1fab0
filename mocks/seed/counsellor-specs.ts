import type { PlatformStatus } from '@/api/generated/types.gen'

import type { CountryKey } from './countries'
import { demoAccounts } from './demo-accounts'

export type CounsellorKey = 'demo' | 'pending' | 'sofia' | 'james' | 'aisha' | 'kenji' | 'oliver'

/** A catalyst of the seed: who they are and what their profile says. */
export interface CounsellorSpec {
  key: CounsellorKey
  firstName: string
  lastName: string
  email: string
  countryKey: CountryKey
  gender: 'male' | 'female'
  approved: boolean
  /** Only what sign-up collects (a catalyst who has not filled in the profile yet). */
  sparse?: boolean
  age: number
  years: number
  platformStatus: PlatformStatus
  specialization: string
  /** At most 200 characters of letters, digits, spaces and commas (the profile form's rule). */
  bio: string
  degrees: readonly (readonly [
    level: 'Undergraduate' | 'Postgraduate' | 'PhD',
    major: string,
    college: string,
  ])[]
  jobs: readonly (readonly [org: string, title: string, type: 'Remote' | 'Office' | 'Hybrid'])[]
  certifications: readonly (readonly [name: string, desc: string])[]
}

export const counsellorSpecs: readonly CounsellorSpec[] = [
  {
    key: 'demo',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: demoAccounts.counsellor.email,
    countryKey: 'india',
    gender: 'female',
    approved: true,
    age: 38,
    years: 11,
    platformStatus: 'active',
    specialization: 'Career Guidance and University Admissions',
    bio: 'Career counsellor helping students turn curiosity into a plan, with 11 years of guiding school leavers, first generation applicants and career switchers across India and abroad',
    degrees: [
      ['Postgraduate', 'Counselling Psychology', 'Tata Institute of Social Sciences'],
      ['Undergraduate', 'Psychology', 'Fergusson College'],
    ],
    jobs: [
      ['Catalyst Guidance Studio', 'Lead Career Counsellor', 'Hybrid'],
      ['Symbiosis International School', 'School Counsellor', 'Office'],
    ],
    certifications: [
      [
        'Global Career Development Facilitator',
        'Internationally recognised credential for career development practitioners',
      ],
      [
        'Psychometric Assessment Practitioner',
        'Administering and interpreting aptitude and interest inventories',
      ],
    ],
  },
  {
    key: 'pending',
    firstName: 'Rohan',
    lastName: 'Kapoor',
    email: demoAccounts.pendingCounsellor.email,
    countryKey: 'india',
    gender: 'male',
    approved: false,
    sparse: true,
    age: 29,
    years: 2,
    platformStatus: 'active',
    specialization: 'Engineering Entrance Preparation',
    bio: '',
    degrees: [],
    jobs: [],
    certifications: [],
  },
  {
    key: 'sofia',
    firstName: 'Sofia',
    lastName: 'Martínez',
    email: 'sofia.martinez@orientaplus.es',
    countryKey: 'spain',
    gender: 'female',
    approved: true,
    age: 41,
    years: 14,
    platformStatus: 'active',
    specialization: 'Study Abroad and University Admissions',
    bio: 'I help students across Europe and Latin America choose universities, write strong applications and settle in abroad',
    degrees: [['Postgraduate', 'Educational Guidance', 'Universidad Complutense de Madrid']],
    jobs: [['OrientaPlus', 'Senior Admissions Advisor', 'Remote']],
    certifications: [
      ['Certified Educational Planner', 'Independent college admissions planning standards'],
    ],
  },
  {
    key: 'james',
    firstName: 'James',
    lastName: 'Whitaker',
    email: 'james.whitaker@stempath.org',
    countryKey: 'unitedStates',
    gender: 'male',
    approved: true,
    age: 47,
    years: 19,
    platformStatus: 'active',
    specialization: 'STEM Careers and Internships',
    bio: 'Former aerospace engineer, now mentoring students into STEM degrees, research internships and their first engineering jobs',
    degrees: [
      ['Postgraduate', 'Mechanical Engineering', 'Boston University'],
      ['Undergraduate', 'Physics', 'University of Washington'],
    ],
    jobs: [
      ['STEM Path Mentoring', 'Founder and Mentor', 'Hybrid'],
      ['Boeing', 'Structures Engineer', 'Office'],
    ],
    certifications: [
      ['Certified Career Services Provider', 'National Career Development Association credential'],
    ],
  },
  {
    key: 'aisha',
    firstName: 'Aisha',
    lastName: 'Rahman',
    email: 'aisha.rahman@bridgeadvising.ae',
    countryKey: 'uae',
    gender: 'female',
    approved: true,
    age: 34,
    years: 8,
    platformStatus: 'active',
    specialization: 'Scholarships and Financial Aid',
    bio: 'Scholarship strategist, I have helped over 300 students fund their degrees through merit awards, grants and bursaries',
    degrees: [['Postgraduate', 'Higher Education Management', 'Khalifa University']],
    jobs: [['Bridge Advising', 'Scholarship Advisor', 'Remote']],
    certifications: [
      ['Financial Aid Counselling Certificate', 'Planning tuition, living costs and aid packages'],
    ],
  },
  {
    key: 'kenji',
    firstName: 'Kenji',
    lastName: 'Watanabe',
    email: 'kenji.watanabe@mirai-mentor.jp',
    countryKey: 'japan',
    gender: 'male',
    approved: true,
    age: 44,
    years: 12,
    platformStatus: 'on leave',
    specialization: 'Engineering and Research Careers',
    bio: 'Research scientist turned mentor, guiding students towards engineering, robotics and graduate research programmes in Asia',
    degrees: [['PhD', 'Robotics', 'University of Tokyo']],
    jobs: [['Mirai Mentor', 'Career Mentor', 'Remote']],
    certifications: [['Japan Career Consultant', 'National career consultant qualification']],
  },
  {
    key: 'oliver',
    firstName: 'Oliver',
    lastName: 'Bennett',
    email: 'oliver.bennett@nextstepuk.co.uk',
    countryKey: 'unitedKingdom',
    gender: 'male',
    approved: false,
    age: 27,
    years: 1,
    platformStatus: 'active',
    specialization: 'Apprenticeships and Vocational Routes',
    bio: 'New to the platform, focusing on apprenticeships and vocational routes into skilled trades',
    degrees: [['Undergraduate', 'Education Studies', 'University of Manchester']],
    jobs: [['Next Step UK', 'Careers Adviser', 'Office']],
    certifications: [],
  },
]
