import type { PayChannel } from '@tenor/contract/endpoints/repay';
import { codes } from '@tenor/contract/envelope';
import type { Region } from '@tenor/contract/launch';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentProviders } from '../../providers/configured.ts';
import { copy } from './copy.ts';

/**
 * What repayment screens need of a market (docs/markets.md "Repayment rails"): the ways to
 * pay it offers and its customer-service number, from the configuration. A way to pay the
 * market's provider cannot take is never offered (Razorpay takes no saved cards).
 */
export interface MarketDesk {
  appName: string;
  phone(region: Region): string;
  channels(region: Region): readonly PayChannel[];
}

export function marketDesk(
  config: Pick<Config, 'brand' | 'support' | 'payChannels'>,
  providers: PaymentProviders,
): MarketDesk {
  const offered = (region: Region) => {
    const takes = providers.of(region)?.payChannels(region) ?? [];
    return config.payChannels[region].filter((channel) => takes.includes(channel));
  };
  const channels = { IN: offered('IN'), ID: offered('ID') };
  return {
    appName: config.brand.appName,
    phone: (region) => config.support[region].phone,
    channels: (region) => channels[region],
  };
}

/** 1001 when the order's market does not offer this way to pay. */
export function requireChannel(desk: MarketDesk, region: Region, channel: PayChannel): void {
  if (!desk.channels(region).includes(channel)) {
    throw new AppError(codes.invalid, copy.later('channelNotOffered'), 400);
  }
}
