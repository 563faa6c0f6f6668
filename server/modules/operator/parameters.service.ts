// System parameters in the console: the list of every parameter the server reads with its value
// now and its default, and a checked change whose old and new value go to the audit log in the
// same transaction. Readers take the stored value at their next call: no restart.
import type { AdminParameter } from '../../../domain/api/operator.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import {
  checkParameter,
  parameterRule,
  parameterRules,
  type ParameterRule,
} from '../../../domain/system-parameters.ts';
import { holds, parameterPermission } from '../../../domain/operator/permissions.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import { lockParameter, readStoredParameters, writeParameter } from '../settings/index.ts';
import { walletParameterDefaults } from '../wallet/index.ts';
import { recordAudit } from '../audit/index.ts';

function defaultOf(ctx: ServiceContext, rule: ParameterRule): string {
  if (rule.fallback !== undefined) return rule.fallback;
  const wallet = walletParameterDefaults(ctx.config.wallet) as Record<string, string>;
  return wallet[rule.code] ?? '';
}

function view(
  ctx: ServiceContext,
  rule: ParameterRule,
  stored: { value: string; updatedAt: Date } | undefined,
): AdminParameter {
  const defaultValue = defaultOf(ctx, rule);
  return {
    code: rule.code,
    group: rule.group,
    kind: rule.kind,
    min: rule.min ?? '',
    max: rule.max ?? '',
    value: stored?.value ?? defaultValue,
    defaultValue,
    stored: stored !== undefined,
    updateTime: stored ? wireTime(stored.updatedAt, ctx.config.platformTimeZone) : '',
  };
}

export async function listParameters(ctx: ServiceContext): Promise<AdminParameter[]> {
  const stored = await readStoredParameters(
    ctx.db,
    parameterRules.map((rule) => rule.code),
  );
  return parameterRules.map((rule) => view(ctx, rule, stored.get(rule.code)));
}

export async function updateParameter(
  ctx: ServiceContext,
  input: { code: string; value: string; reason?: string | undefined },
): Promise<Result<AdminParameter>> {
  const rule = parameterRule(input.code);
  if (!rule) return fail('syspara.unknown', { code: input.code });
  // The endpoint admits finance (rates and fees) and platform (the rest): each changes its own.
  const needs = parameterPermission(rule.code);
  if (!holds(requireUser(ctx), needs))
    return fail('operator.permissionMissing', { permission: needs });
  const checked = checkParameter(rule, input.value);
  if (!checked.ok)
    return checked.key === 'param.invalid'
      ? fail('param.invalid', { field: rule.code })
      : fail(checked.key, { code: rule.code, min: rule.min ?? '', max: rule.max ?? '' });
  return ctx.db.transaction(async (tx) => {
    const before = await lockParameter(tx, rule.code);
    const old = before?.value ?? defaultOf(ctx, rule);
    await writeParameter(tx, {
      code: rule.code,
      value: checked.value,
      public: rule.public,
      updatedAt: ctx.now,
    });
    await recordAudit(tx, ctx, {
      action: 'syspara.update',
      targetKind: 'syspara',
      targetId: rule.code,
      before: { value: old, stored: before !== undefined },
      after: { value: checked.value },
      reason: input.reason,
    });
    return ok(view(ctx, rule, { value: checked.value, updatedAt: ctx.now }));
  });
}
