// Endpoints of the operator console (`admin/...`): the audit log, and the reason every operator
// decision takes. Reads are open to both operator roles (`admin`, `support`); anything that moves
// money or changes a setting needs `admin`.
import { z } from 'zod';
import { reasonCodes } from '../operator/reasons.ts';
import { optionalText, paged, pagingInput } from './common.ts';
import { defineEndpoint } from './define.ts';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The reason fields of a decision: a standard code, free text, or both (required on reject). */
export const decisionReasonFields = {
  reasonCode: z.preprocess(blankToUndefined, z.enum(reasonCodes).optional()),
  reason: optionalText(500),
};

/** A platform day `YYYY-MM-DD`. */
export const dayParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const optionalDay = z.preprocess(blankToUndefined, dayParam.optional());

export const auditEntry = z.object({
  id: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reasonCode: z.string(),
  reason: z.string(),
  ip: z.string(),
  createTime: z.string(),
});

export type AuditEntry = z.infer<typeof auditEntry>;

export const adminAuditList = defineEndpoint({
  name: 'admin/audit!list',
  method: 'read',
  auth: 'operator',
  tag: 'Operator',
  summary:
    'The append-only audit log of operator actions, newest first; filters: actor (username), action, target kind / id, platform days from..to.',
  input: z.object({
    ...pagingInput(20),
    actor: optionalText(64),
    action: optionalText(64),
    targetKind: optionalText(32),
    targetId: optionalText(64),
    from: optionalDay,
    to: optionalDay,
  }),
  output: paged(auditEntry),
});
