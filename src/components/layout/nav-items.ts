import {
  Award,
  BookOpen,
  CalendarDays,
  GraduationCap,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Presentation,
  Route as RouteIcon,
  Search,
  UserRoundCheck,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react'

import type { Role } from '@/lib/roles'

export interface NavItem {
  label: string
  to: string
  icon: LucideIcon
}
export interface NavSection {
  heading?: string
  items: NavItem[]
}

/** Side menus per role (spec part 1 section 2). */
export const NAV_BY_ROLE: Record<Role, NavSection[]> = {
  counsellor: [
    {
      items: [
        { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
        { label: 'Learning Hub', to: '/learning-hub', icon: BookOpen },
        { label: 'Sessions', to: '/sessions', icon: CalendarDays },
        { label: 'Webinars', to: '/webinars', icon: Presentation },
      ],
    },
    {
      heading: 'My Learnings',
      items: [
        { label: 'Enrolled Hubs', to: '/learning-hub/applied', icon: GraduationCap },
        { label: 'My Accomplishments', to: '/my-achievements', icon: Award },
      ],
    },
    {
      heading: 'Connections',
      items: [
        { label: 'Invite Students', to: '/invite-student', icon: Mail },
        { label: 'My Students', to: '/my-student', icon: Users },
        // Issue 34: a lead's team of junior counsellors, and invitations to one.
        { label: 'Team', to: '/team', icon: UsersRound },
      ],
    },
    {
      heading: 'SUPPORT',
      items: [
        { label: 'FAQ and Support Centre', to: '/counselor-faq-support', icon: LifeBuoy },
        // Issue 34: Elite's account manager and marketing support (the offer on other plans).
        { label: 'Account manager', to: '/account-manager', icon: UserRoundCheck },
      ],
    },
  ],
  student: [
    {
      items: [
        { label: 'My Pathways', to: '/my-pathway', icon: RouteIcon },
        { label: 'Sessions', to: '/sessions', icon: CalendarDays },
      ],
    },
    {
      heading: 'Connections',
      items: [{ label: 'Find Catalysts', to: '/find-counsellors', icon: Search }],
    },
    {
      heading: 'SUPPORT',
      items: [{ label: 'FAQ and Support Centre', to: '/student-faq-support', icon: LifeBuoy }],
    },
  ],
}

/**
 * Any other role (a parent, spec part 1 section 1): "Other roles see a single Find Catalysts link
 * to /learningHub" (part 1 section 2).
 */
export const OTHER_ROLE_HOME = '/learningHub'
export const NAV_FOR_OTHER_ROLES: NavSection[] = [
  { items: [{ label: 'Find Catalysts', to: OTHER_ROLE_HOME, icon: Search }] },
]

export function profilePathFor(role: Role | null): '/counselor-profile' | '/student-profile' {
  return role === 'student' ? '/student-profile' : '/counselor-profile'
}
