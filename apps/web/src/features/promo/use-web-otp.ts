import { useCallback, useEffect, useRef } from 'react';

interface OtpCredential extends Credential {
  code: string;
}

/**
 * The WebOTP API (Chrome on Android): once a code is on its way, the browser offers the SMS's
 * code to the page (the SMS ends with `@host #code`), and `onCode` fills the field. Where
 * the API is missing nothing happens; `autocomplete="one-time-code"` still lets the keyboard
 * suggest it.
 */
export function useWebOtp(onCode: (code: string) => void): () => void {
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => () => controller.current?.abort(), []);

  return useCallback(() => {
    if (typeof window === 'undefined' || !('OTPCredential' in window)) return;
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const request = { otp: { transport: ['sms'] }, signal: own.signal } as CredentialRequestOptions;
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code) latest.current(code);
      })
      .catch(() => {
        // Dismissed, timed out or replaced by a newer request: the visitor types the code.
      });
  }, []);
}
