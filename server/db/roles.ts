// The roles of an embedded cluster, set up as its superuser: the app's own role, which owns the app's
// database and schema and nothing else, and the audit log sealed away from it (append and read only).
import type pg from 'pg';

/** The role that owns the audit log: it cannot log in; the app may only read and append. */
const AUDIT_ROLE = 'caravan_audit';
/** The role the app connects as: owns the app's database and schema, nothing else. */
export const APP_ROLE = 'caravan_app';

/**
 * As the superuser: the app role with its password, the app database owned by it, and every
 * table, sequence, function and type of the app's schemas handed to it (clusters from before
 * the app role had them owned by the superuser). Idempotent; runs on every start. The audit log
 * is handed back too, so that the migrations (run as the app) can change it; `sealAuditLog` takes
 * it away again once they are done.
 */
export async function prepareAppRole(
  connect: (database: string) => pg.Client,
  database: string,
  appPassword: string,
): Promise<void> {
  const admin = connect('postgres');
  await admin.connect();
  try {
    const role = await admin.query('select 1 from pg_roles where rolname = $1', [APP_ROLE]);
    const password = admin.escapeLiteral(appPassword);
    await admin.query(
      role.rowCount === 0
        ? `create role ${APP_ROLE} login nosuperuser nocreatedb nocreaterole password ${password}`
        : `alter role ${APP_ROLE} login nosuperuser nocreatedb nocreaterole password ${password}`,
    );
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    const name = admin.escapeIdentifier(database);
    await admin.query(
      exists.rowCount === 0
        ? `create database ${name} owner ${APP_ROLE}`
        : `alter database ${name} owner to ${APP_ROLE}`,
    );
  } finally {
    await admin.end();
  }
  const app = connect(database);
  await app.connect();
  try {
    await app.query(`
      do $$
      declare r record;
      begin
        alter schema public owner to ${APP_ROLE};
        if exists (select 1 from pg_namespace where nspname = 'drizzle') then
          alter schema drizzle owner to ${APP_ROLE};
        end if;
        for r in
          select n.nspname, c.relname, c.relkind from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm')
            and pg_get_userbyid(c.relowner) <> '${APP_ROLE}'
        loop
          execute format('alter %s %I.%I owner to ${APP_ROLE}',
            case r.relkind when 'v' then 'view' when 'm' then 'materialized view' else 'table' end,
            r.nspname, r.relname);
        end loop;
        -- Sequences of serial columns moved with their tables; the others now.
        for r in
          select n.nspname, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'drizzle') and c.relkind = 'S'
            and pg_get_userbyid(c.relowner) <> '${APP_ROLE}'
        loop
          execute format('alter sequence %I.%I owner to ${APP_ROLE}', r.nspname, r.relname);
        end loop;
        for r in
          select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) as args
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and pg_get_userbyid(p.proowner) <> '${APP_ROLE}'
        loop
          execute format('alter function %I.%I(%s) owner to ${APP_ROLE}', r.nspname, r.proname, r.args);
        end loop;
        for r in
          select n.nspname, t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
          where n.nspname = 'public' and t.typtype in ('e', 'd') and pg_get_userbyid(t.typowner) <> '${APP_ROLE}'
        loop
          execute format('alter type %I.%I owner to ${APP_ROLE}', r.nspname, r.typname);
        end loop;
      end $$`);
  } finally {
    await app.end();
  }
}

/**
 * As the superuser, after the migrations: the audit log and its append-only trigger function are
 * owned by `caravan_audit` (no login), and the app keeps SELECT and INSERT on the table. The app's
 * role (what a SQL injection or a stolen app password gets) can then add entries but not change,
 * delete or truncate them, nor drop or disable the triggers that refuse those, nor the table.
 * Idempotent; a database without the table yet (no migration run) is left alone.
 */
export async function sealAuditLog(connect: (database: string) => pg.Client, database: string) {
  const admin = connect(database);
  await admin.connect();
  try {
    await admin.query(`
      do $$
      begin
        if not exists (select 1 from pg_roles where rolname = '${AUDIT_ROLE}') then
          create role ${AUDIT_ROLE} nologin nosuperuser nocreatedb nocreaterole;
        end if;
        if to_regclass('public.audit_log') is null then return; end if;
        alter table public.audit_log owner to ${AUDIT_ROLE};
        alter function public.audit_log_append_only() owner to ${AUDIT_ROLE};
        revoke all on public.audit_log from ${APP_ROLE};
        grant select, insert on public.audit_log to ${APP_ROLE};
        create schema if not exists ${AUDIT_ROLE} authorization ${AUDIT_ROLE};
      end $$`);
    // The app owns the schema, and a schema's owner may drop what is in it: an event trigger (only
    // a superuser can make, change or drop one) refuses any DDL that would drop the log, its
    // triggers or their function. Its function lives in a schema the app does not own.
    await admin.query(`
      create or replace function ${AUDIT_ROLE}.keep_audit_log() returns event_trigger
      language plpgsql as $fn$
      declare dropped record;
      begin
        for dropped in select * from pg_event_trigger_dropped_objects() loop
          if dropped.object_identity in ('public.audit_log', 'public.audit_log_append_only()')
            or (dropped.object_type = 'trigger' and dropped.object_identity like '% on public.audit_log')
          then
            raise exception 'the audit log is kept: % refused', tg_tag
              using errcode = 'insufficient_privilege';
          end if;
        end loop;
      end $fn$`);
    await admin.query(`alter function ${AUDIT_ROLE}.keep_audit_log() owner to ${AUDIT_ROLE}`);
    await admin.query(`
      do $$
      begin
        if not exists (select 1 from pg_event_trigger where evtname = 'keep_audit_log') then
          create event trigger keep_audit_log on sql_drop
            execute function ${AUDIT_ROLE}.keep_audit_log();
        end if;
      end $$`);
  } finally {
    await admin.end();
  }
}
