import type { Principal } from '../../contracts/access.ts';
import type { ChangeAuthor } from './changes.ts';

/** The signed-in user as the author of a master data change. */
export function authorOf(principal: Principal): ChangeAuthor {
  return { username: principal.username, fullName: principal.fullName };
}
