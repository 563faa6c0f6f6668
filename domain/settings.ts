// Public system parameters and their defaults.

export const publicParameterDefaults = {
  /** Maximum quantity of one good in one order (cart quantity cap). */
  mall_max_goods_number_in_order: '500',
  /** External customer-service link; empty means the built-in chat is used. */
  customer_service_url: '',
} as const;

export type PublicParameterCode = keyof typeof publicParameterDefaults;

export const MAX_GOODS_PER_ORDER_FALLBACK = 500;
