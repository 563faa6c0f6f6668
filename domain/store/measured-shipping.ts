// A store's measured handling time, shown beside the days it declares: over the orders paid in
// the last 90 days, the median hours from payment to shipment and the share shipped within the
// declared days. An order still unshipped when its declared time ran out (waiting, or refunded
// after the deadline) counts as late; one not yet due, or refunded before its deadline, is not
// measured. With fewer than 5 measured orders no figure is shown ("not enough orders yet").
import { D } from '../money.ts';

export const SHIPPING_WINDOW_DAYS = 90;
export const MIN_MEASURED_ORDERS = 5;

export interface ShippingFigures {
  declaredDays: number;
  /** Median hours from payment to shipment, one decimal; null below the minimum of orders. */
  medianShipHours: number | null;
  /** Percentage shipped within the declared days, "0".."100"; null below the minimum. */
  onTimeRate: string | null;
  /** Orders measured (shipped, or overdue without shipment). */
  measuredOrders: number;
}

/** Counts behind the figures, read by one aggregate statement (server/modules/catalog/shipping.repository.ts). */
export interface ShippingCounts {
  measured: number;
  onTime: number;
  medianHours: number | null;
}

/** The wire figures from the counts: nothing but the count below MIN_MEASURED_ORDERS. */
export function shippingFigures(declaredDays: number, counts: ShippingCounts): ShippingFigures {
  const enough = counts.measured >= MIN_MEASURED_ORDERS;
  return {
    declaredDays,
    medianShipHours:
      enough && counts.medianHours !== null
        ? new D(counts.medianHours).toDecimalPlaces(1, D.ROUND_HALF_UP).toNumber()
        : null,
    onTimeRate: enough
      ? new D(counts.onTime).div(counts.measured).times(100).toDecimalPlaces(1).toFixed()
      : null,
    measuredOrders: counts.measured,
  };
}
