// The console's words for server codes: user statuses, roles, audit actions, record kinds.
// Unknown codes (a newer server) show as sent.
import { useLingui } from '@lingui/react/macro';

export function useConsoleText() {
  const { t } = useLingui();
  const statuses: Record<string, string> = {
    active: t`Active`,
    disabled: t`Disabled`,
    business_locked: t`Business-locked`,
  };
  const roles: Record<string, string> = {
    user: t`Buyer`,
    seller: t`Seller`,
    admin: t`Administrator`,
    support: t`Support`,
  };
  const actions: Record<string, string> = {
    'deposit.approve': t`Deposit approved`,
    'deposit.reject': t`Deposit rejected`,
    'withdrawal.approve': t`Withdrawal approved`,
    'withdrawal.reject': t`Withdrawal rejected`,
    'order.approveRefund': t`Refund approved`,
    'order.rejectRefund': t`Refund rejected`,
    'store_application.approve': t`Store application approved`,
    'store_application.reject': t`Store application rejected`,
    'user.setStatus': t`User status changed`,
    'user.setRoles': t`User roles changed`,
    'syspara.update': t`System parameter changed`,
    'store.setStatus': t`Store status changed`,
    'goods.hide': t`Listing hidden`,
    'goods.restore': t`Listing restored`,
    'category.create': t`Category created`,
    'category.update': t`Category changed`,
    'category.delete': t`Category deleted`,
    'banner.create': t`Banner created`,
    'banner.update': t`Banner changed`,
    'banner.delete': t`Banner deleted`,
    'lottery.create': t`Lucky draw created`,
    'lottery.update': t`Lucky draw changed`,
    'brandPage.save': t`Brand page published`,
    'brandPage.reset': t`Brand page reset to the file`,
    'kyc.approve': t`Verification approved`,
    'kyc.reject': t`Verification rejected`,
    'kyc.reveal_id': t`ID number read in full`,
    'upload.read_private': t`Private document viewed (ID photo or company certificate)`,
    'loan.approve': t`Loan approved and paid out`,
    'loan.reject': t`Loan rejected`,
    'loan_product.save': t`Loan product saved`,
    'notice.announce': t`Announcement posted`,
    'user.view': t`User record viewed`,
  };
  const kinds: Record<string, string> = {
    deposit: t`Deposit`,
    withdrawal: t`Withdrawal`,
    order: t`Order`,
    store_application: t`Store application`,
    user: t`User`,
    syspara: t`System parameter`,
    store: t`Store`,
    goods: t`Listing`,
    category: t`Category`,
    banner: t`Banner`,
    lottery: t`Lucky draw`,
    brand_page: t`Brand page`,
    kyc: t`Real-name verification`,
    loan: t`Loan`,
    loan_product: t`Loan product`,
    upload: t`Uploaded document`,
    announcement: t`Announcement`,
  };
  return {
    status: (code: string) => statuses[code] ?? code,
    role: (code: string) => roles[code] ?? code,
    action: (code: string) => actions[code] ?? code,
    kind: (code: string) => kinds[code] ?? code,
    actionCodes: Object.keys(actions),
    kindCodes: Object.keys(kinds),
  };
}
