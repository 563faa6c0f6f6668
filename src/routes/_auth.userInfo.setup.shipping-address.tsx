// `/userInfo/setup/shipping-address`: the address book.
import { createFileRoute } from '@tanstack/react-router';
import { AddressBook } from '../features/address/components/address-book.tsx';

export const Route = createFileRoute('/_auth/userInfo/setup/shipping-address')({
  component: AddressBook,
});
