/**
 * The cookie in which the web app keeps the interface language the user chose, so that pages the
 * API serves itself (the sign-in and sign-out pages of the embedded provider) speak it too
 * (docs/decisions/0132). Its value is a language code: de, en, cs or sk.
 */
export const LANGUAGE_COOKIE = 'portal_language';
