import * as v from 'valibot';
import { AuditEventSchema, AuditSubjects } from '../audit';
import { validationMessages } from '../auth';
import { choiceParam } from '../pagination';
import { DayFilterSchema, IdFilterSchema, OfficePageQuerySchema, officePage, optionalParam } from './lists';

/** An action name as `writeAudit` stores it (`request.approved`, `member.blocked`). */
const ActionFilterSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/, validationMessages.invalid),
);

/**
 * `GET /api/office/audit` ('audit.read'): the audit trail, newest first, each row with its actor's name. `from` and `to`
 * are UAE calendar days, both included; `memberId` is whose item it is, `actorId` who acted.
 */
export const AuditLogQuerySchema = v.pipe(
  v.object({
    ...v.pick(OfficePageQuerySchema, ['page', 'pageSize']).entries,
    subject: choiceParam(AuditSubjects),
    action: optionalParam(ActionFilterSchema),
    actorId: optionalParam(IdFilterSchema),
    memberId: optionalParam(IdFilterSchema),
    from: optionalParam(DayFilterSchema),
    to: optionalParam(DayFilterSchema),
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => from === undefined || to === undefined || from <= to,
      validationMessages.invalid,
    ),
    ['to'],
  ),
);
export type AuditLogQuery = v.InferOutput<typeof AuditLogQuerySchema>;
export const AuditLogResponseSchema = officePage(AuditEventSchema);
export type AuditLogResponse = v.InferOutput<typeof AuditLogResponseSchema>;

/** `GET /api/office/audit/:subject/:id` ('audit.read'): the timeline of one item, newest first. */
export const AuditTimelineResponseSchema = v.object({ items: v.array(AuditEventSchema) });
export type AuditTimelineResponse = v.InferOutput<typeof AuditTimelineResponseSchema>;
