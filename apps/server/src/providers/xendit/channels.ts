/**
 * Which banks and mini markets Xendit offers here, and the borrower's steps to pay. Xendit's
 * bank codes and outlet names are Tenor's pay codes (BCA … PERMATA, ALFAMART, INDOMARET), so
 * the sandbox catalogue's names and localised steps serve unchanged: a BCA virtual account is
 * paid the same way whoever issued it. Only the enabled ones (XENDIT_BANKS, XENDIT_OUTLETS) are
 * listed; India has no Xendit rail.
 */
import type { Region } from '@tenor/contract/launch';
import type { XenditConfig } from '../../config/xendit.ts';
import type { Channels, PaySteps, StepsRequest } from '../payment-provider.ts';
import {
  bankMethods,
  bankMethodSteps,
  bankOf,
  marketOf,
  marketPaySteps,
} from '../sandbox-catalogue.ts';

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

export function xenditSteps(request: StepsRequest): PaySteps {
  const values = {
    number: request.accountNo,
    amount: request.amountText,
    merchant: request.merchant,
  };
  if (request.payType === 2) {
    const market = marketOf(request.payCode);
    return { bank: [], market: market ? marketPaySteps(market, request.lang, values) : [] };
  }
  const bank = request.payType === 1 ? bankOf(request.payCode) : undefined;
  if (bank === undefined) return { bank: [], market: [] };
  const chosen = bankMethods[request.specificNum - 1];
  return {
    bank: (chosen ? [chosen] : bankMethods).map((method) => ({
      name: method,
      steps: bankMethodSteps(bank, method, request.lang, values),
    })),
    market: [],
  };
}
