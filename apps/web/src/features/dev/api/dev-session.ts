import { devArea } from '../../../shared/http/areas.ts';
import { useMutation } from '@tanstack/react-query';
import type { ResponseOf } from '@tenor/contract/endpoint';
import { regionOf } from '@tenor/contract/launch';
import { call } from '../../../shared/http/call.ts';

const devSession = devArea('devSession');

export type DemoSession = ResponseOf<typeof devSession>;

/** What kind of demo borrower to make. */
export interface SessionRequest {
  /** The language type the preview launches with; its market is the borrower's. */
  languageType: string;
  /** `full`: a borrower who has used up today's applications (an empty recommended list). */
  scenario?: 'default' | 'full';
}

/** Demo mode only: a fresh seeded borrower for the region of the chosen language type. */
export function useDemoSession(onSession: (session: DemoSession, request: SessionRequest) => void) {
  return useMutation({
    mutationFn: ({ languageType, scenario }: SessionRequest) =>
      call(devSession, { region: regionOf(languageType), scenario }),
    onSuccess: (result, request) => {
      if (result.ok) onSession(result.data, request);
    },
  });
}
