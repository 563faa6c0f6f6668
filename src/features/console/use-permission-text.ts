// The console's words for permission areas and permissions (domain/operator/permissions.ts). Typed
// by the domain's lists, so a new permission does not compile until it has its words here.
import { useLingui } from '@lingui/react/macro';
import type { Permission, PermissionArea } from '../../../domain/operator/permissions.ts';

export function usePermissionText() {
  const { t } = useLingui();
  const areas: Record<PermissionArea, string> = {
    finance: t`Finance`,
    credit: t`Credit`,
    moderation: t`Moderation`,
    support: t`Support`,
    catalogue: t`Catalogue`,
    platform: t`Platform`,
  };
  const permissions: Record<Permission, string> = {
    'finance.deposits': t`Deposits`,
    'finance.withdrawals': t`Withdrawals`,
    'finance.rates': t`Rates and fees`,
    'finance.refunds': t`Refunds`,
    'finance.reserves': t`Reserve addresses`,
    'credit.kyc': t`Identity checks (KYC)`,
    'credit.loans': t`Loans and loan products`,
    'moderation.goods': t`Listings`,
    'moderation.stores': t`Stores and store applications`,
    'moderation.banners': t`Banners`,
    'moderation.users': t`User status`,
    'support.chat': t`Customer-service chat and announcements`,
    'support.users': t`User records`,
    'catalogue.categories': t`Categories`,
    'catalogue.furniture': t`Lucky draw`,
    'platform.parameters': t`System parameters`,
    'platform.brands': t`Brand pages`,
    'platform.roles': t`Roles and their assignment`,
    'platform.audit': t`Audit log`,
  };
  return {
    area: (code: PermissionArea) => areas[code],
    permission: (code: Permission) => permissions[code],
  };
}
