/** A member's own change to how they sign in, for the audit trail. */
export const memberEvent = (memberId: number, action: string) => ({
  actorId: memberId,
  subject: 'member' as const,
  subjectId: memberId,
  memberId,
  action,
});
