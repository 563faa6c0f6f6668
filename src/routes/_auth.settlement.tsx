// `/settlement`: checkout. Composes the cart (the stored settlement groups, removal of ordered
// lines), the address book (address choice) and the checkout screen.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AddressPicker } from '../features/address/components/address-picker.tsx';
import { cart, clearSettlement, readSettlement } from '../features/cart/cart-store.ts';
import { Settlement } from '../features/checkout/components/settlement.tsx';

export const Route = createFileRoute('/_auth/settlement')({
  component: SettlementRoute,
});

function SettlementRoute() {
  const onPlaced = useCallback(async (ids: string[]) => {
    await cart.removeMany(ids);
    await clearSettlement();
  }, []);
  const picker = useCallback(
    (value: string, onChange: (id: string) => void) => (
      <AddressPicker value={value} onChange={onChange} />
    ),
    [],
  );
  return <Settlement loadGroups={readSettlement} onPlaced={onPlaced} addressPicker={picker} />;
}
