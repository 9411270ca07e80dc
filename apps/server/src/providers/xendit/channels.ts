/**
 * Which banks and mini markets Xendit offers here. Xendit's
 * bank codes and outlet names are Tenor's pay codes (BCA … PERMATA, ALFAMART, INDOMARET), so
 * the sandbox catalogue's names and localised steps serve unchanged: a BCA virtual account is
 * paid the same way whoever issued it. Only the enabled ones (XENDIT_BANKS, XENDIT_OUTLETS) are
 * listed; India has no Xendit rail.
 */
import type { Region } from '@tenor/contract/launch';
import type { XenditConfig } from '../../config/xendit.ts';
import type { Channels } from '../payment-provider.ts';
import { bankMethods, bankOf, marketOf } from '../sandbox-catalogue.ts';

const NONE: Channels = { banks: [], markets: [], upi: false };

export function xenditChannels(
  config: Pick<XenditConfig, 'banks' | 'outlets'>,
  region: Region,
): Channels {
  if (region !== 'ID') return NONE;
  return {
    banks: config.banks.flatMap((code) => {
      const bank = bankOf(code);
      return bank ? [{ payCode: code, bankName: bank.bankName, methods: [...bankMethods] }] : [];
    }),
    markets: config.outlets.flatMap((code) => {
      const market = marketOf(code);
      return market ? [{ payCode: code, name: market.name }] : [];
    }),
    upi: false,
  };
}
