/**
 * A phone shown to its owner without showing it to whoever holds the screen: the country
 * code and the last four digits, the rest as dots in one fixed shape per market (so the mask
 * does not tell the number's length either). `+91 ••••• •4321`, `+62 •••• •••• 4321`.
 */
import type { Region } from '@tenor/contract/launch';

const shapes: Record<Region, string> = { IN: '+91 ••••• •', ID: '+62 •••• •••• ' };

export function maskPhone(region: Region, e164: string): string {
  return `${shapes[region]}${e164.replace(/\D/g, '').slice(-4)}`;
}
