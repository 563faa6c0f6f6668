// What other modules may use of the audit log: record an operator action inside the transaction
// that carries it out, and read the entries back.
export { listAuditRows, recordAudit, type AuditInput, type AuditQuery } from './audit.service.ts';
export type { AuditRow } from './audit.repository.ts';
