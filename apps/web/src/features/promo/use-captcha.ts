import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaUrl } from './api/captcha-url.ts';
import { fetchSid } from './api/get-sid.ts';

export interface Captcha {
  /** The registration session, once issued. */
  sid: string | null;
  /** The image's address; undefined while loading or after a failure. */
  src: string | undefined;
  failed: boolean;
  /** A new image in the same session (a new session when there is none). */
  refresh: () => void;
  /** A new session and image: the old session expired. */
  renew: () => void;
  /** The image did not load (expired session, offline): the next tap starts a new session. */
  imageFailed: () => void;
}

/**
 * The registration session and its image captcha. The session is opened in the
 * browser once the page has started, never by the server renderer: a page view costs no
 * session until a script runs it, and the rendered HTML holds nothing of one visitor.
 */
export function useCaptcha(): Captcha {
  const [sid, setSid] = useState<string | null>(null);
  const [stamp, setStamp] = useState(0);
  const [failed, setFailed] = useState(false);
  const opening = useRef(false);

  const renew = useCallback(() => {
    if (opening.current) return;
    opening.current = true;
    setFailed(false);
    setSid(null);
    void fetchSid().then((result) => {
      opening.current = false;
      if (!result.ok) {
        setFailed(true);
        return;
      }
      setSid(result.data.sid);
      setStamp(Date.now());
    });
  }, []);

  // The first image, once the page has started.
  useEffect(renew, [renew]);

  const refresh = useCallback(() => {
    if (sid === null) {
      renew();
      return;
    }
    setFailed(false);
    // Never the same stamp twice, even for two taps in one millisecond.
    setStamp((previous) => Math.max(previous + 1, Date.now()));
  }, [sid, renew]);

  const imageFailed = useCallback(() => {
    setSid(null);
    setFailed(true);
  }, []);

  const src = sid !== null && !failed ? captchaUrl(sid, stamp) : undefined;
  return { sid, src, failed, refresh, renew, imageFailed };
}
