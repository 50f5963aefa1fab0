import type { PathwayAssignmentRecord, PathwayRecord } from '../db'
import { DAY, HOUR, type SeedContext } from './faker'

type Step = readonly [name: string, url: string]

interface PathwaySpec {
  code: string
  name: string
  imageWord: string
  short: string
  long: string
  steps: readonly Step[]
}

const catalog: readonly PathwaySpec[] = [
  {
    code: 'SWE',
    name: 'Software Engineering Launchpad',
    imageWord: 'code',
    short: 'From first lines of code to a first internship.',
    long: 'A practical route into software engineering: programming fundamentals, a first portfolio project, version control, data structures, and the applications and interviews that lead to an internship.',
    steps: [
      ['Learn Python basics', 'https://cs50.harvard.edu/python/'],
      ['Build a personal website', 'https://developer.mozilla.org/en-US/docs/Learn'],
      ['Use Git and GitHub', 'https://docs.github.com/en/get-started'],
      [
        'Data structures and algorithms',
        'https://www.khanacademy.org/computing/computer-science/algorithms',
      ],
      ['Contribute to an open-source project', 'https://opensource.guide/how-to-contribute/'],
      ['Ship a portfolio project', 'https://www.freecodecamp.org/learn'],
      ['Practise coding interviews', 'https://leetcode.com/explore/'],
      ['Apply for three internships', 'https://www.linkedin.com/jobs/'],
    ],
  },
  {
    code: 'DATA',
    name: 'Data Science and Analytics',
    imageWord: 'charts',
    short: 'Statistics, Python and storytelling with data.',
    long: 'Build the maths, programming and communication skills behind data careers, finishing with an analysis project you can show to universities and employers.',
    steps: [
      ['Statistics refresher', 'https://www.khanacademy.org/math/statistics-probability'],
      ['Python for data analysis', 'https://www.kaggle.com/learn/python'],
      ['Pandas and data cleaning', 'https://www.kaggle.com/learn/pandas'],
      ['Data visualisation', 'https://www.kaggle.com/learn/data-visualization'],
      ['Intro to machine learning', 'https://www.kaggle.com/learn/intro-to-machine-learning'],
      ['Analyse a public data set', 'https://data.worldbank.org/'],
      ['Present your findings', 'https://www.storytellingwithdata.com/'],
    ],
  },
  {
    code: 'MED',
    name: 'Medicine and Health Sciences',
    imageWord: 'stethoscope',
    short: 'Prepare for medical and allied health degrees.',
    long: 'Explore medicine, nursing, pharmacy and allied health, get relevant experience, and prepare for entrance exams and interviews.',
    steps: [
      ['Explore health careers', 'https://www.healthcareers.nhs.uk/explore-roles'],
      ['Biology and chemistry foundations', 'https://www.khanacademy.org/science/biology'],
      ['Volunteer in a care setting', 'https://www.redcross.org/volunteer'],
      ['Prepare for the entrance exam', 'https://www.khanacademy.org/test-prep'],
      [
        'Write your personal statement',
        'https://www.ucas.com/undergraduate/applying-to-university/writing-personal-statement',
      ],
      ['Practise multiple mini interviews', 'https://www.medschools.ac.uk/'],
    ],
  },
  {
    code: 'UX',
    name: 'Design and User Experience',
    imageWord: 'sketch',
    short: 'Design thinking, research and a portfolio that gets noticed.',
    long: 'Learn how designers research, sketch, prototype and test, then assemble a portfolio for design school or a first UX role.',
    steps: [
      [
        'Design thinking basics',
        'https://www.interaction-design.org/literature/topics/design-thinking',
      ],
      ['Interview five users', 'https://www.nngroup.com/articles/user-interviews/'],
      ['Sketch and wireframe', 'https://www.figma.com/resources/learn-design/'],
      ['Prototype in Figma', 'https://help.figma.com/hc/en-us/articles/360040314193'],
      ['Run a usability test', 'https://www.nngroup.com/articles/usability-testing-101/'],
      ['Publish a case study', 'https://www.behance.net/'],
    ],
  },
  {
    code: 'BIZ',
    name: 'Business and Entrepreneurship',
    imageWord: 'startup',
    short: 'Understand how businesses work and test your own idea.',
    long: 'Learn the basics of markets, finance and marketing, then validate a small business idea with real customers.',
    steps: [
      ['Business fundamentals', 'https://www.coursera.org/learn/wharton-entrepreneurship'],
      [
        'Personal finance and budgeting',
        'https://www.khanacademy.org/college-careers-more/personal-finance',
      ],
      ['Validate an idea with ten customers', 'https://www.ycombinator.com/library'],
      ['Build a simple business plan', 'https://www.sba.gov/business-guide/plan-your-business'],
      ['Pitch to a panel', 'https://www.ted.com/topics/entrepreneur'],
    ],
  },
  {
    code: 'ABROAD',
    name: 'Study Abroad Readiness',
    imageWord: 'globe',
    short: 'Everything between choosing a country and your first week on campus.',
    long: 'A step-by-step route to studying abroad: shortlisting countries and universities, language tests, applications, scholarships, visas and settling in.',
    steps: [
      ['Shortlist countries', 'https://www.topuniversities.com/'],
      ['Shortlist universities', 'https://www.timeshighereducation.com/world-university-rankings'],
      ['Book an English test', 'https://www.ielts.org/'],
      ['Prepare application documents', 'https://www.commonapp.org/'],
      ['Apply for scholarships', 'https://www.scholars4dev.com/'],
      ['Submit applications', 'https://www.ucas.com/'],
      ['Accept an offer', 'https://www.ucas.com/undergraduate/after-you-apply'],
      ['Apply for your student visa', 'https://www.gov.uk/student-visa'],
      ['Plan your first week', 'https://www.studyinternational.com/'],
    ],
  },
]

export function makePathways(ctx: SeedContext): PathwayRecord[] {
  return catalog.map((spec) => {
    const id = ctx.uuid()
    return {
      id,
      sk: `PATHWAY#${id}`,
      code: `PW-${spec.code}`,
      name: spec.name,
      short_description: spec.short,
      long_description: spec.long,
      image_link: `https://picsum.photos/seed/${spec.imageWord}/480/270`,
      steps: spec.steps.map(([name, url], index) => ({
        code: `${spec.code}-${String(index + 1).padStart(2, '0')}`,
        name,
        url,
        img: `https://picsum.photos/seed/${spec.imageWord}-${index + 1}/160/160`,
      })),
    }
  })
}

const comments = [
  'Great work, the project shows real understanding.',
  'Completed on time; we reviewed it together in our session.',
  'Solid effort. Keep the notes, they will help with your applications.',
  'Done. Your reflection on what you learned was excellent.',
]

/**
 * A student's assigned pathway: the first `completed` steps done (with comment and link), the next
 * one in progress when `inProgress`, the rest pending.
 */
export function makeAssignment(
  ctx: SeedContext,
  pathway: PathwayRecord,
  studentId: string,
  counsellorId: string,
  completed: number,
  inProgress: boolean,
  assignedDaysAgo = ctx.int(20 + completed * 6, 30 + completed * 9),
): PathwayAssignmentRecord {
  let cursorDays = assignedDaysAgo
  return {
    id: ctx.uuid(),
    studentId,
    counsellorId,
    pathwayId: pathway.id,
    assignedAt: ctx.isoAgo(assignedDaysAgo * DAY),
    steps: pathway.steps.map((step, index) => {
      if (index < completed) {
        cursorDays -= ctx.int(3, 6)
        return {
          code: step.code,
          status: 'COMPLETED' as const,
          completedAt: ctx.isoAgo(Math.max(1, cursorDays) * DAY + ctx.int(0, 20) * HOUR),
          comment: ctx.pick(comments),
          completionLink: `https://github.com/catalyst-demo/${step.code.toLowerCase()}-${studentId.slice(0, 6)}`,
        }
      }
      const status =
        index === completed && inProgress ? ('IN_PROGRESS' as const) : ('PENDING' as const)
      return { code: step.code, status, completedAt: null, comment: null, completionLink: null }
    }),
  }
}
