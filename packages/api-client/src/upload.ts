import type { Endpoint, OutputOf } from '@kopru/domain/contracts/endpoint';
import { ApiError, apiErrorFrom, parseAnswer, safeJson, type UrlInput, urlOf } from './client.ts';

export interface UploadOptions {
  /** Called as the request body goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads a multipart form to an endpoint described in the contracts with upload progress, which
 * fetch cannot report, and parses its answer as `call` does (errors are the same ApiError).
 */
export async function upload<E extends Endpoint>(
  endpoint: E,
  input: UrlInput<E>,
  form: FormData,
  options: UploadOptions = {},
): Promise<OutputOf<E>> {
  const { status, data } = await send(
    endpoint.method,
    urlOf(endpoint, ...([input] as [UrlInput<E>])),
    form,
    options,
  );
  return parseAnswer(endpoint, status, data);
}

function send(
  method: string,
  url: string,
  form: FormData,
  options: UploadOptions,
): Promise<{ status: number; data: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const data = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve({ status: xhr.status, data });
      } else {
        reject(apiErrorFrom(xhr.status, data));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError('network_error', 0)));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    if (options.signal) {
      if (options.signal.aborted) return xhr.abort();
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
