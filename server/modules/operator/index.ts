// What other modules may use of the operator module: record an operator action in the audit log
// inside the transaction that carries it out, and read the log back.
export { recordAudit, type AuditInput } from './audit.service.ts';
export { listAuditRows } from './audit.service.ts';
