/** A client of the running image that keeps its session cookies, as a browser would. */
export function client(base: string) {
  const cookies = new Map<string, string>();
  return async function call<T = Record<string, unknown>>(
    method: string,
    address: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: T }> {
    const sent: Record<string, string> = {
      ...headers,
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (body !== undefined && !(body instanceof FormData)) sent['content-type'] = 'application/json';
    const response = await fetch(`${base}${address}`, {
      method,
      headers: sent,
      body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    if (response.status >= 300)
      throw new Error(`${method} ${address}: ${response.status} ${text.slice(0, 300)}`);
    return { status: response.status, json: (text ? JSON.parse(text) : {}) as T };
  };
}
