export * from './decide.ts';
export * from './mail.ts';

import { decideMail } from './decide.ts';
import { evolveMail, initialMailState } from './mail.ts';

/** The mail aggregate for the command handler. */
export const mailDecider = { initialState: initialMailState, evolve: evolveMail, decide: decideMail };
