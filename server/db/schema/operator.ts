// The operator audit log: every operator action (who, what, on which record, before and after,
// why, when, from which address). Append-only: the migration installs triggers that refuse
// UPDATE, DELETE and TRUNCATE on it, so no code path (or hand at a SQL prompt) can rewrite it.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: text().primaryKey(),
    actorId: text().notNull(),
    /** `<area>.<verb>`, e.g. `deposit.reject`, `user.setStatus`, `syspara.update`. */
    action: text().notNull(),
    /** deposit, withdrawal, order, store_application, user, store, goods, syspara, ... */
    targetKind: text().notNull(),
    targetId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    /** A standard reason code, or null for free text / no reason. */
    reasonCode: text(),
    reason: text().notNull().default(''),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_target_idx').on(t.targetKind, t.targetId),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * Operator roles made by an admin from permissions (issue 37). A user's `roles` array names them by
 * `code`; the built-ins `admin` and `support` are rows too (listed, never changed or deleted),
 * their grants defined in domain/operator/permissions.ts. Read on every operator call with the
 * session, so a change applies to open sessions at once.
 */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    /** `admin`, `support`, or `op_<id>` for a role made in the console. */
    code: text().primaryKey(),
    name: text().notNull(),
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    builtIn: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operator_roles_name_idx').on(sql`lower(${t.name})`)],
);
