import type { FastifyInstance } from 'fastify';
import { registeredRoutes } from './merchant-api.ts';

export interface RegisteredRoute {
  method: string;
  /** The route's path with sample values for its parameters and wildcards. */
  path: string;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isWrite = (method: string) => unsafeMethods.has(method);

/** Every method and path the app registered, parameters filled in (HEAD follows GET; OPTIONS is the CORS preflight). */
export function routesToWalk(app: FastifyInstance): RegisteredRoute[] {
  return registeredRoutes(app)
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => ({
      method: route.method,
      path: route.path.replace(/:\w+/g, 'x1y2z3').replace(/\*/g, 'some-file'),
    }));
}

/** Other spellings of the same path that an attacker tries to slip past a prefix check. */
export function oddSpellings(path: string): string[] {
  const first = path.charAt(1);
  const encoded = `/%${first.charCodeAt(0).toString(16)}${path.slice(2)}`;
  const segments = path.split('/');
  const dotted = [...segments.slice(0, 2), '.', ...segments.slice(2)].join('/');
  return [
    encoded,
    encoded.toUpperCase().replace(/^\/%(..)/, (_all, hex: string) => `/%${hex}`),
    `/${path}`,
    dotted,
    `/x/..${path}`,
    `${path}/`,
    `${path}?x=1`,
    path.replace(/\//g, '//'),
  ];
}
