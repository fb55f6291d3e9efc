/*
 * The role kinds as plain values, without zod, for the web app's first load; `access.ts`
 * re-exports them beside its schemas.
 */

/** Role kinds; the full role name is `ROLE_EIP_<ROLE_PRODUCT>_<kind>` (spec 001 section 6). */
export const roleKinds = ['User', 'NL_Admin', 'All_NL_Admin', 'Admin', 'Auditor'] as const;
