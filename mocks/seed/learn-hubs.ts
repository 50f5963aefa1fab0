import type { FormDefinition } from '@/api/generated/types.gen'

import type { LearnHubRecord } from '../db'
import { DAY, type SeedContext } from './faker'
import { hubCatalog } from './hub-catalog'

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

/** Step 1 of every application: text, select, a conditional textarea and a checkbox. */
export const aboutYouForm: FormDefinition = {
  title: 'About you',
  components: [
    {
      type: 'panel',
      key: 'background',
      title: 'Background',
      components: [
        {
          key: 'currentRole',
          label: 'Current role',
          type: 'text',
          validate: { required: true, customMessage: 'Please tell us your current role.' },
        },
        {
          key: 'experienceLevel',
          label: 'Experience guiding students',
          type: 'select',
          validate: { required: true, customMessage: 'Please choose your experience level.' },
          data: {
            values: [
              { value: 'none', label: 'New to guidance' },
              { value: 'some', label: '1 to 3 years' },
              { value: 'extensive', label: 'More than 3 years' },
            ],
          },
        },
        {
          key: 'hasMentored',
          label: 'Have you mentored a student one-to-one before?',
          type: 'select',
          validate: { required: true },
          data: { values: yesNo },
        },
        {
          key: 'mentoringStory',
          label: 'Tell us briefly about one student you mentored',
          type: 'textarea',
          validate: { required: true, customMessage: 'A sentence or two is enough.' },
          conditional: { show: true, when: 'hasMentored', eq: 'yes' },
        },
        {
          key: 'motivation',
          label: 'Why do you want to join this hub?',
          type: 'textarea',
          validate: { required: true, customMessage: 'Tell us why you want to join.' },
        },
        {
          key: 'commitment',
          label: 'I can commit about 4 hours a week until the hub ends',
          type: 'checkbox',
          validate: { required: true, customMessage: 'Please confirm your weekly commitment.' },
        },
      ],
    },
  ],
}

/**
 * The optional step 2 some hubs add. Together with step 1 the seed uses every field type the
 * wizard supports (text, select, textarea, checkbox, radio, number, e-mail, date, file) and both
 * kinds of condition: `conditional` (when / eq) in step 1 and `customConditional` scripts here,
 * one on a step 1 answer and one on a number.
 */
export const goalsForm: FormDefinition = {
  title: 'Your goals',
  components: [
    {
      type: 'panel',
      key: 'goals',
      title: 'Goals',
      components: [
        {
          key: 'learningGoal',
          label: 'What do you want to be able to do after this hub?',
          type: 'textarea',
          validate: { required: true, customMessage: 'Please describe your goal.' },
        },
        {
          key: 'learningFormat',
          label: 'How do you prefer to learn?',
          type: 'radio',
          validate: { required: true, customMessage: 'Please choose how you prefer to learn.' },
          data: {
            values: [
              { value: 'live', label: 'Live sessions' },
              { value: 'recorded', label: 'Recorded lessons' },
            ],
          },
        },
        {
          key: 'advancedTopics',
          label: 'Which advanced topics would you like the clinics to cover?',
          type: 'textarea',
          customConditional: "show = data.experienceLevel === 'extensive';",
        },
        {
          key: 'yearsGuiding',
          label: 'Years you have guided students (optional)',
          type: 'number',
        },
        {
          key: 'peerMentoring',
          label: 'I would like to mentor newer Catalysts in this hub',
          type: 'checkbox',
          customConditional: 'show = data.yearsGuiding >= 3;',
        },
        {
          key: 'clinicTime',
          label: 'Preferred time for live clinics',
          type: 'select',
          data: {
            values: [
              { value: 'morning', label: 'Morning (08:00 to 12:00)' },
              { value: 'afternoon', label: 'Afternoon (12:00 to 17:00)' },
              { value: 'evening', label: 'Evening (17:00 to 21:00)' },
            ],
          },
        },
        {
          key: 'availableFrom',
          label: 'When can you start? (optional)',
          type: 'date',
        },
        {
          key: 'refereeEmail',
          label: 'E-mail of a colleague who can vouch for you (optional)',
          type: 'email',
        },
        {
          key: 'portfolioFile',
          label: 'Your CV or a sample of your work (optional)',
          type: 'file',
        },
        { key: 'portfolioLink', label: 'Link to your work (optional)', type: 'text' },
        { key: 'tips', label: 'Send me weekly tips and resources by e-mail', type: 'checkbox' },
      ],
    },
  ],
}

const rewardTemplates = [
  { sk: 'REWARD#01', name: 'Verified certificate', link: null, icon: 'bi bi-award' },
  { sk: 'REWARD#02', name: 'Digital badge on your profile', link: null, icon: 'bi bi-patch-check' },
  {
    sk: 'REWARD#03',
    name: 'Featured Catalyst listing for 30 days',
    link: 'https://catalyst.demo/featured',
    icon: 'bi bi-star',
  },
]

export function moduleSk(index: number): string {
  return `MODULE#${String(index + 1).padStart(2, '0')}`
}

/** The hubs, with start and end dates relative to now (epoch milliseconds). */
export function makeLearnHubs(ctx: SeedContext): LearnHubRecord[] {
  return hubCatalog.map((spec, hubIndex) => {
    const length = spec.weeks * 7 * DAY
    const startMs =
      spec.timing === 'running'
        ? ctx.msAgo(spec.offsetDays * DAY)
        : spec.timing === 'upcoming'
          ? ctx.msAgo(-spec.offsetDays * DAY)
          : ctx.msAgo(spec.offsetDays * DAY + length)
    const dayStart = startMs - (startMs % DAY)
    const image = (kind: string, size: string) =>
      `https://picsum.photos/seed/${spec.imageWord}-${kind}/${size}`
    return {
      id: ctx.uuid(),
      name: spec.name,
      code: spec.code,
      short_desc: spec.short,
      long_desc: spec.long,
      duration: spec.weeks,
      duration_type: 'weeks',
      start_date: dayStart,
      end_date: dayStart + length,
      img_link: `https://picsum.photos/seed/${spec.imageWord}/640/360`,
      tab1: JSON.stringify(aboutYouForm),
      tab2: spec.twoSteps ? JSON.stringify(goalsForm) : null,
      moodle_id: spec.moodleId,
      modules: spec.modules.map(([name, weeks, desc], index) => ({
        sk: moduleSk(index),
        name,
        img_link: image(`m${index + 1}`, '320/180'),
        duration: weeks,
        duration_type: 'weeks',
        long_desc: desc,
      })),
      eligibility: spec.eligibility.map((name) => ({ name })),
      badge: { name: spec.badge[0], img_link: image('badge', '200/200'), desc: spec.badge[1] },
      rewards: rewardTemplates.slice(0, 2 + (hubIndex % 2)),
      ref_properties: {
        level: spec.level,
        language: 'English',
        format: 'Self-paced lessons with weekly live clinics',
        provider: 'Catalyst Academy',
        certificate: true,
      },
    }
  })
}
