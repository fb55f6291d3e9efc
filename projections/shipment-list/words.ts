/** A word of the search's dictionary: a run of four letters or more (numbers and codes are not). */
const WORD = /\p{L}{4,}/gu;

/** The distinct words of a (lower-cased) search text. */
export function wordsOf(search: string): Set<string> {
  return new Set(search.match(WORD) ?? []);
}

/** A term the dictionary can answer for: letters only, four or more. */
export const isDictionaryTerm = (term: string) => /^\p{L}{4,}$/u.test(term);
