import { useMutation } from '@tanstack/react-query';
import type { ResponseOf } from '@tenor/contract/endpoint';
import { devSession } from '@tenor/contract/endpoints/dev';
import { regionOf } from '@tenor/contract/launch';
import { call } from '../../../shared/http/call.ts';

export type DemoSession = ResponseOf<typeof devSession>;

/** Demo mode only: a fresh seeded borrower for the region of the chosen language type. */
export function useDemoSession(onSession: (session: DemoSession) => void) {
  return useMutation({
    mutationFn: (languageType: string) => call(devSession, { region: regionOf(languageType) }),
    onSuccess: (result) => {
      if (result.ok) onSession(result.data);
    },
  });
}
