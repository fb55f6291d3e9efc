import { z } from 'zod';
import { halLinksSchema, pageQuerySchema, sortParamOf } from '../hal.ts';

/** Spec 001 section 9: the add-user search starts at three characters. */
export const USER_SEARCH_MIN_LENGTH = 3;

/** A user of the directory as administrators see it (spec 001 section 3, "User"). */
export const memberUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  customerIds: z.array(z.string()),
  _links: halLinksSchema,
});
export type MemberUser = z.infer<typeof memberUserSchema>;

/** The sortable properties of the user search and of a customer's members. */
export const memberSortProperties = ['username', 'email', 'firstName', 'lastName'] as const;
export type MemberSortProperty = (typeof memberSortProperties)[number];

/** `GET /api/admin/users?query=`: username, e-mail, first or last name containing the query. */
export const userSearchQuerySchema = pageQuerySchema(20, 100).extend({
  query: z.string().trim().min(USER_SEARCH_MIN_LENGTH, 'users.query-too-short'),
  sort: sortParamOf(memberSortProperties),
});

export const memberUsernameSchema = z.string().trim().min(1, 'field.required').max(255, 'field.too-long');

/**
 * Assigning a user to a customer; `replaceAssignments` drops the user's other customers. The body
 * may be left out (a request without one arrives as null).
 */
export const memberAssignmentSchema = z.object({ replaceAssignments: z.boolean().default(false) }).nullish();
export type MemberAssignment = z.output<typeof memberAssignmentSchema>;

/**
 * A user saved on its self link: `customerIds` become the user's assignments (spec 001 section 4,
 * adding and unassigning users); the other fields are the directory's and are not changed here.
 */
export const memberSaveSchema = z.object({
  username: z.string().max(255).optional(),
  email: z.string().max(320).optional(),
  firstName: z.string().max(255).optional(),
  lastName: z.string().max(255).optional(),
  customerIds: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{6}$/, 'field.invalid'),
    )
    .max(100),
});
