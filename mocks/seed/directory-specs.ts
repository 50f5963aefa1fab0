import type { PlanTier } from '@/api/generated/types.gen'

import type { CounsellorSpec } from './counsellor-specs'
import { demoAccounts } from './demo-accounts'

/**
 * Catalysts on every plan for the directory (issue 34): who they are, and the plan history the
 * seed gives them (mocks/seed/directory.ts). With the Catalysts of counsellor-specs.ts, the demo
 * directory lists Prime and Elite Access Catalysts only; the Basic, lapsed and no-plan ones here
 * are approved and still not listed.
 */
export type DirectoryCatalystKey =
  'elite' | 'basic' | 'marta' | 'rafael' | 'chloe' | 'minjun' | 'wanjiru' | 'eleanor'

/** A subscription of the history, oldest first: each one paid replaced the one before. */
export interface PlanStep {
  tier: PlanTier
  interval: 'month' | 'year'
  /** When it was paid, in days before the seed's clock. */
  daysAgo: number
  /** Cancelled in the billing portal (the last one of a history: no plan now). */
  cancelled?: boolean
}

export interface DirectoryCatalystSpec extends Omit<CounsellorSpec, 'key'> {
  key: DirectoryCatalystKey
  plans: readonly PlanStep[]
}

export const directoryCatalystSpecs: readonly DirectoryCatalystSpec[] = [
  {
    key: 'elite',
    firstName: 'Amara',
    lastName: 'Okafor',
    email: demoAccounts.eliteCounsellor.email,
    countryKey: 'nigeria',
    gender: 'female',
    approved: true,
    age: 43,
    years: 16,
    platformStatus: 'active',
    specialization: 'Medicine and Health Sciences Admissions',
    bio: 'Doctor turned admissions mentor, helping students across Africa and Europe into medicine, nursing and public health degrees, from entrance exams to interviews',
    degrees: [
      ['Postgraduate', 'Public Health', 'University of Lagos'],
      ['Undergraduate', 'Medicine and Surgery', 'University of Ibadan'],
    ],
    jobs: [
      ['Okafor Health Careers', 'Founder and Admissions Mentor', 'Hybrid'],
      ['Lagos University Teaching Hospital', 'Medical Officer', 'Office'],
    ],
    certifications: [
      ['Certified Educational Planner', 'Independent college admissions planning standards'],
    ],
    plans: [{ tier: 'elite', interval: 'year', daysAgo: 260 }],
  },
  {
    key: 'basic',
    firstName: 'Tomás',
    lastName: 'Herrera',
    email: demoAccounts.basicCounsellor.email,
    countryKey: 'mexico',
    gender: 'male',
    approved: true,
    age: 36,
    years: 9,
    platformStatus: 'active',
    specialization: 'Art and Design Careers',
    bio: 'Illustrator and portfolio coach, guiding students into art school, design degrees and their first creative studio jobs',
    degrees: [['Postgraduate', 'Graphic Design', 'Universidad Nacional Autonoma de Mexico']],
    jobs: [['Estudio Herrera', 'Portfolio Coach', 'Remote']],
    certifications: [['Portfolio Review Mentor', 'Reviewing art and design admission portfolios']],
    plans: [{ tier: 'basic', interval: 'month', daysAgo: 90 }],
  },
  {
    key: 'marta',
    firstName: 'Marta',
    lastName: 'Kowalska',
    email: 'marta.kowalska@kariera-plus.pl',
    countryKey: 'poland',
    gender: 'female',
    approved: true,
    age: 39,
    years: 13,
    platformStatus: 'active',
    specialization: 'Economics and Business School',
    bio: 'Former investment analyst mentoring students into economics, finance and business programmes, with a focus on case interviews',
    degrees: [['Postgraduate', 'Finance', 'Warsaw School of Economics']],
    jobs: [['Kariera Plus', 'Career Mentor', 'Hybrid']],
    certifications: [['Chartered Career Coach', 'Coaching for graduate recruitment processes']],
    plans: [{ tier: 'prime', interval: 'year', daysAgo: 150 }],
  },
  {
    key: 'rafael',
    firstName: 'Rafael',
    lastName: 'Souza',
    email: 'rafael.souza@rumo-certo.com.br',
    countryKey: 'brazil',
    gender: 'male',
    approved: true,
    age: 45,
    years: 18,
    platformStatus: 'active',
    specialization: 'Law and Public Policy',
    bio: 'Lawyer and mentor helping students choose between law, international relations and public policy, and prepare their applications',
    degrees: [['Postgraduate', 'International Law', 'Universidade de Sao Paulo']],
    jobs: [['Rumo Certo', 'Senior Mentor', 'Remote']],
    certifications: [],
    plans: [{ tier: 'prime', interval: 'month', daysAgo: 75 }],
  },
  {
    key: 'chloe',
    firstName: 'Chloé',
    lastName: 'Laurent',
    email: 'chloe.laurent@cap-avenir.fr',
    countryKey: 'france',
    gender: 'female',
    approved: true,
    age: 33,
    years: 7,
    platformStatus: 'active',
    specialization: 'Languages and Humanities Teaching',
    bio: 'Teacher and guidance counsellor for students who love languages and the humanities, from choosing a degree to teacher training',
    degrees: [['Postgraduate', 'Modern Languages', 'Sorbonne Universite']],
    jobs: [['Cap Avenir', 'Guidance Counsellor', 'Office']],
    certifications: [
      ['Guidance Counselling Diploma', 'National diploma for school guidance counsellors'],
    ],
    plans: [{ tier: 'prime', interval: 'month', daysAgo: 40 }],
  },
  {
    key: 'minjun',
    firstName: 'Min-jun',
    lastName: 'Park',
    email: 'minjun.park@gil-mentoring.kr',
    countryKey: 'southKorea',
    gender: 'male',
    approved: true,
    age: 38,
    years: 10,
    platformStatus: 'active',
    specialization: 'Computer Science and Game Development',
    bio: 'Game developer mentoring students into computer science, game design and their first software internships',
    degrees: [['Postgraduate', 'Computer Science', 'KAIST']],
    jobs: [['Gil Mentoring', 'Mentor', 'Remote']],
    certifications: [],
    plans: [
      { tier: 'basic', interval: 'month', daysAgo: 200 },
      { tier: 'prime', interval: 'month', daysAgo: 60 },
    ],
  },
  {
    key: 'wanjiru',
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    email: 'wanjiru.kamau@njia-careers.co.ke',
    countryKey: 'kenya',
    gender: 'female',
    approved: true,
    age: 31,
    years: 5,
    platformStatus: 'active',
    specialization: 'Agriculture and Environmental Careers',
    bio: 'Environmental scientist guiding students into agriculture, conservation and climate careers',
    degrees: [['Postgraduate', 'Environmental Science', 'University of Nairobi']],
    jobs: [['Njia Careers', 'Career Adviser', 'Remote']],
    certifications: [],
    plans: [],
  },
  {
    key: 'eleanor',
    firstName: 'Eleanor',
    lastName: 'Hughes',
    email: 'eleanor.hughes@pathfinder-uk.co.uk',
    countryKey: 'unitedKingdom',
    gender: 'female',
    approved: true,
    age: 50,
    years: 22,
    platformStatus: 'inactive',
    specialization: 'Oxbridge and Russell Group Applications',
    bio: 'Former admissions tutor helping students with personal statements, admissions tests and interviews for selective UK universities',
    degrees: [['Postgraduate', 'Education', 'University of Manchester']],
    jobs: [['Pathfinder UK', 'Admissions Mentor', 'Hybrid']],
    certifications: [],
    plans: [{ tier: 'prime', interval: 'month', daysAgo: 300, cancelled: true }],
  },
]
