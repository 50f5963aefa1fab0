import * as z from 'zod/mini'

/** The teams' table (issue 34), beside mocks/db/schema.ts (which re-exports it). */
const isoDate = z.iso.datetime()

/**
 * A seat of a lead's team (issue 34, openapi.yaml "Teams"): `invited`, then `member` (`memberId`
 * accepted), `declined` or `revoked`; a membership ends `removed` or `left`. Kept once ended.
 */
export const teamMembershipSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  /** The address as the lead typed it (trimmed). */
  email: z.string(),
  memberId: z.nullable(z.string()),
  status: z.enum(['invited', 'member', 'declined', 'revoked', 'removed', 'left']),
  invitedAt: isoDate,
  answeredAt: z.nullable(isoDate),
  endedAt: z.nullable(isoDate),
})

export type TeamMembershipRecord = z.infer<typeof teamMembershipSchema>
