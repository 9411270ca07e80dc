/**
 * A transport over XMLHttpRequest, for uploads: `fetch` cannot report how much of a request
 * body has been sent, and a borrower on a slow link needs to see a photo going up.
 * Answers a `Response`, so the envelope is read exactly as for every other call.
 */
export function xhrTransport(
  onProgress: (fraction: number) => void,
): (url: string, init: RequestInit) => Promise<Response> {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      xhr.withCredentials = init.credentials === 'include';
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () =>
        resolve(
          new Response(xhr.responseText, {
            status: xhr.status,
            headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? '' },
          }),
        );
      xhr.onerror = () => reject(new TypeError('network'));
      xhr.ontimeout = () => reject(new TypeError('timeout'));
      const signal = init.signal;
      if (signal) {
        if (signal.aborted) {
          reject(new DOMException('aborted', 'AbortError'));
          return;
        }
        signal.addEventListener('abort', () => {
          xhr.abort();
          reject(new DOMException('aborted', 'AbortError'));
        });
      }
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
