import { z } from 'zod';

/** GET /api/status: the backend's version, shown in the about dialog and bug reports. */
export const backendStatusSchema = z.object({ backendVersion: z.string() });
export type BackendStatus = z.infer<typeof backendStatusSchema>;
