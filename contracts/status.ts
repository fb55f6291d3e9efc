import { z } from 'zod';

/** GET /api/status: the backend's version, shown in the about dialog and bug reports. */
export const backendStatusSchema = z.object({ backendVersion: z.string() });
export type BackendStatus = z.infer<typeof backendStatusSchema>;

/**
 * GET /api/config: what the web app needs before it signs in. `oidcIssuer` only when an external
 * provider is configured (OIDC_ISSUER); the portal's own one is at `/oidc` of its origin.
 */
export const publicConfigSchema = z.object({
  oidcIssuer: z.string().optional(),
  oidcClientId: z.string(),
  rolesClaim: z.string(),
  roleProduct: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
