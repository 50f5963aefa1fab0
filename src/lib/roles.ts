/** Roles are compared case-insensitively (spec part 1 section 2, part 2 section 2). */
export type Role = 'counsellor' | 'student'

export function normalizeRole(role: string | null | undefined): Role | null {
  const value = role?.trim().toLowerCase()
  return value === 'counsellor' || value === 'student' ? value : null
}

/** Counsellors are called Catalysts in the interface. */
export function roleLabel(role: string | null | undefined): string {
  const normalized = normalizeRole(role)
  if (normalized === 'counsellor') return 'Catalyst'
  if (normalized === 'student') return 'Student'
  return ''
}
