/** The demo accounts every scenario but `empty` contains (README lists them). */
export const DEMO_PASSWORD = 'Catalyst#2026'

export const demoAccounts = {
  counsellor: {
    email: 'counsellor@catalyst.demo',
    password: DEMO_PASSWORD,
    role: 'counsellor',
    label: 'Approved Catalyst with connected students, requests and chats',
  },
  pendingCounsellor: {
    email: 'pending.counsellor@catalyst.demo',
    password: DEMO_PASSWORD,
    role: 'counsellor',
    label: 'Catalyst awaiting moderator approval',
  },
  basicCounsellor: {
    email: 'basic.counsellor@catalyst.demo',
    password: DEMO_PASSWORD,
    role: 'counsellor',
    label: 'Approved Catalyst on Basic: not listed in Find Catalysts, students they invited',
  },
  eliteCounsellor: {
    email: 'elite.counsellor@catalyst.demo',
    password: DEMO_PASSWORD,
    role: 'counsellor',
    label: 'Approved Catalyst on Elite Access: featured in Find Catalysts, with requests',
  },
  newStudent: {
    email: 'new.student@catalyst.demo',
    password: DEMO_PASSWORD,
    role: 'student',
    label: 'New student with an incomplete profile and pending Catalyst requests',
  },
  student: {
    email: 'student@catalyst.demo',
    password: DEMO_PASSWORD,
    role: 'student',
    label: 'Student connected to the demo Catalyst, with an assigned pathway',
  },
  parent: {
    email: 'parent@catalyst.demo',
    password: DEMO_PASSWORD,
    role: 'parent',
    label: 'Parent: a role that is neither Catalyst nor student (one Find Catalysts link)',
  },
  juniorCounsellor: {
    email: 'junior.counsellor@catalyst.demo',
    password: DEMO_PASSWORD,
    role: 'counsellor',
    label: "Catalyst in the demo Catalyst's team (issue 34): works under its Prime plan",
  },
} as const

export type DemoAccountKey = keyof typeof demoAccounts
