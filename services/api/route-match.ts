import type { DeclaredRoute } from './plugins/auth.ts';

/**
 * Longest path parameter the router takes (fastify's maxParamLength), as sent: the longest one the
 * document allows (a user name of 255 characters) with each character percent-encoded as up to
 * three UTF-8 bytes. Longer ones answer 414, which the document names on every such operation.
 */
export const MAX_PARAM_LENGTH = 255 * 9;

const patternCache = new Map<string, RegExp>();

/** A route's URL pattern (`/api/shipments/:shipmentNumber`, `/oidc/*`) as a regular expression. */
function patternOf(url: string): RegExp {
  let pattern = patternCache.get(url);
  if (!pattern) {
    const source = url
      .split('/')
      .map((segment) =>
        segment === '*'
          ? '.*'
          : segment.startsWith(':')
            ? '[^/]+'
            : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    pattern = new RegExp(`^${source}$`);
    patternCache.set(url, pattern);
  }
  return pattern;
}

/** The request path as the routes name it: decoded, without a trailing slash; undefined if it cannot be decoded. */
function pathOf(url: string): string | undefined {
  try {
    return decodeURI(url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
  } catch {
    return undefined;
  }
}

const literalPaths = new WeakMap<readonly DeclaredRoute[], { count: number; paths: Set<string> }>();

/**
 * Whether some route names `url`'s path literally (`/api/shipments/labels`): only then can a
 * parametric match be the wrong one. One set lookup, so the common parametric request pays nothing more.
 */
export function isLiteralPath(routes: readonly DeclaredRoute[], url: string): boolean {
  let known = literalPaths.get(routes);
  if (!known || known.count !== routes.length) {
    const paths = new Set(routes.filter((route) => !route.url.includes(':')).map((route) => route.url));
    known = { count: routes.length, paths };
    literalPaths.set(routes, known);
  }
  const path = pathOf(url);
  return path !== undefined && known.paths.has(path);
}

/**
 * Why the router found nothing for a request the portal has routes like, or matched it only to a
 * parametric route although the path is a literal one of its own (`PUT /api/shipments/labels`
 * is not a shipment number): the methods the path has (405), or a path parameter longer than the
 * router takes (414). Undefined for an unknown path, or a method the path has.
 */
export function missedRoute(
  routes: readonly DeclaredRoute[],
  method: string,
  url: string,
): { kind: 'method'; allow: string[] } | { kind: 'too-long' } | undefined {
  const path = pathOf(url);
  if (path === undefined) return undefined;
  const candidates = routes.filter((route) => !route.url.endsWith('*') && patternOf(route.url).test(path));
  // A literal path is answered by its own routes alone, never by a parameter that happens to fit.
  const literal = candidates.filter((route) => !route.url.includes(':'));
  const matching = literal.length > 0 ? literal : candidates;
  if (matching.length === 0) return undefined;
  const wanted = method === 'HEAD' ? 'GET' : method;
  if (matching.some((route) => route.method === wanted)) {
    return path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)
      ? { kind: 'too-long' }
      : undefined;
  }
  const allow = new Set(matching.map((route) => route.method));
  if (allow.has('GET')) allow.add('HEAD');
  return { kind: 'method', allow: [...allow].sort() };
}
