// How a deposit or withdrawal record names the way its money moved: a bank-card deposit by its
// bank and the card's last four digits ("Bank card · HSBC **** 4242"), a payment proof by its
// network, an on-chain transfer by its network (marked when it is the local test network). Issue
// #40: bank-card deposits were labelled with the manual channel's network ("ERC20").
import { useLingui } from '@lingui/react/macro';
import { useTestNetworks } from './api/get-channels.ts';
import { useWalletText } from './use-wallet-text.ts';

interface ChannelFields {
  method: string;
  network: string;
  bankName: string;
  cardNumber: string;
}

export function useRecordChannel(): (record: ChannelFields) => string {
  const { t } = useLingui();
  const text = useWalletText();
  const testNetworks = useTestNetworks();
  return (record) => {
    const network = testNetworks.has(record.network)
      ? `${record.network} · ${t`Test network (local)`}`
      : record.network;
    const method = text.method[record.method] ?? record.method;
    if (record.method === 'bank')
      return [method, [record.bankName, record.cardNumber].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(' · ');
    if (record.method === 'chain') return network;
    return `${method} · ${network}`;
  };
}
