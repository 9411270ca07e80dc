/**
 * Whether a text fits the GSM 03.38 alphabet (basic table and its extension). Such a text
 * goes as Vonage `type=text`, 160 characters a part; anything else needs `type=unicode`, 70
 * a part, and Indonesian networks do not carry it at all (docs/providers/sms.md).
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡' +
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '^{}\\[~]|€\f';
const GSM = new Set([...BASIC, ...EXTENSION]);

export const isGsm7 = (text: string): boolean => [...text].every((c) => GSM.has(c));
