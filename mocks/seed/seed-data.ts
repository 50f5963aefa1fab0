import type {
  AccountManagerRecord,
  ManagerAssignmentRecord,
  ManagerCallRecord,
  MarketingRequestRecord,
  MockClockRecord,
  ScheduledJobRunRecord,
  AchievementRecord,
  ApplicationRecord,
  AvailabilityRecord,
  ChatMessageRecord,
  CheckoutRecord,
  CollectionName,
  ConnectionRecord,
  FaqRecord,
  FileRecord,
  LearnHubRecord,
  MailRecord,
  NotificationPreferenceRecord,
  NotificationRecord,
  SessionRecord,
  NoteRecord,
  OtpRecord,
  PathwayAssignmentRecord,
  PathwayRecord,
  SupportRequestRecord,
  TeamMembershipRecord,
  ThrottleRecord,
  TokenRecord,
  UserRecord,
  WebinarRecord,
  WebinarRegistrationRecord,
} from '../db'

/** Every table's records, built in memory before they are written to the db (one key per table). */
export interface SeedData extends Record<CollectionName, unknown[]> {
  users: UserRecord[]
  otps: OtpRecord[]
  mails: MailRecord[]
  tokens: TokenRecord[]
  throttle: ThrottleRecord[]
  connections: ConnectionRecord[]
  chatMessages: ChatMessageRecord[]
  learnHubs: LearnHubRecord[]
  applications: ApplicationRecord[]
  pathways: PathwayRecord[]
  pathwayAssignments: PathwayAssignmentRecord[]
  notes: NoteRecord[]
  achievements: AchievementRecord[]
  faqs: FaqRecord[]
  supportRequests: SupportRequestRecord[]
  checkouts: CheckoutRecord[]
  availability: AvailabilityRecord[]
  sessions: SessionRecord[]
  webinars: WebinarRecord[]
  webinarRegistrations: WebinarRegistrationRecord[]
  teamMemberships: TeamMembershipRecord[]
  /** The seed uploads nothing: its pictures and KYC links are external URLs. */
  files: FileRecord[]
  accountManagers: AccountManagerRecord[]
  managerAssignments: ManagerAssignmentRecord[]
  managerCalls: ManagerCallRecord[]
  marketingRequests: MarketingRequestRecord[]
  notifications: NotificationRecord[]
  notificationPreferences: NotificationPreferenceRecord[]
  /** The mock clock (issue 35): real time after a seed, and the scheduled jobs the seed settled. */
  mockClock: MockClockRecord[]
  scheduledJobRuns: ScheduledJobRunRecord[]
}

export function emptySeedData(): SeedData {
  return {
    users: [],
    otps: [],
    mails: [],
    tokens: [],
    throttle: [],
    connections: [],
    chatMessages: [],
    learnHubs: [],
    applications: [],
    pathways: [],
    pathwayAssignments: [],
    notes: [],
    achievements: [],
    faqs: [],
    supportRequests: [],
    checkouts: [],
    availability: [],
    sessions: [],
    webinars: [],
    webinarRegistrations: [],
    teamMemberships: [],
    files: [],
    accountManagers: [],
    managerAssignments: [],
    managerCalls: [],
    marketingRequests: [],
    notifications: [],
    notificationPreferences: [],
    mockClock: [],
    scheduledJobRuns: [],
  }
}
