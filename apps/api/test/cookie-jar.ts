import type { LightMyRequestResponse } from 'fastify';

/** The cookies a browser keeps across responses: set ones replace, expired ones go. */
export class CookieJar {
  private readonly values = new Map<string, string>();

  take(response: LightMyRequestResponse): this {
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.values.delete(cookie.name);
      else this.values.set(cookie.name, cookie.value);
    }
    return this;
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  /** One cookie as a `Cookie` header would carry it (to copy it into another browser). */
  pair(name: string): string {
    const value = this.values.get(name);
    if (value === undefined) throw new Error(`no cookie ${name}`);
    return `${name}=${value}`;
  }

  forget(name: string): this {
    this.values.delete(name);
    return this;
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
