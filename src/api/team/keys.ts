/**
 * A lead Catalyst's team (issue 34; openapi.yaml "Teams"): the team itself (seats, members,
 * invitations, the team one is in), the invitations addressed to the caller and the overview.
 * Any change invalidates `all`; the live `team changed` and `plan changed` do too.
 */
export const teamKeys = {
  all: ['team'] as const,
  mine: () => [...teamKeys.all, 'mine'] as const,
  received: () => [...teamKeys.all, 'received'] as const,
  overview: () => [...teamKeys.all, 'overview'] as const,
}
