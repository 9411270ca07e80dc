import { useMutation } from '@tanstack/react-query';
import { devSession } from '@tenor/contract/endpoints/dev';
import { regionOf } from '@tenor/contract/launch';
import { call } from '../../../shared/http/call.ts';

/** Demo mode only: a fresh seeded borrower for the region of the chosen language type. */
export function useDemoSession(onToken: (token: string) => void) {
  return useMutation({
    mutationFn: (languageType: string) => call(devSession, { region: regionOf(languageType) }),
    onSuccess: (result) => {
      if (result.ok) onToken(result.data.token);
    },
  });
}
