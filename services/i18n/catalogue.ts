export const LANGUAGES = ['en', 'de', 'cs', 'sk'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Picks the first supported language of an Accept-Language header; English otherwise. */
export function negotiateLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0] as Language;
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

type Catalogue = Record<string, string>;

const catalogues: Record<Language, Catalogue> = {
  en: {
    'status.400': 'Bad Request',
    'status.401': 'Unauthorized',
    'status.403': 'Forbidden',
    'status.404': 'Not Found',
    'status.405': 'Method Not Allowed',
    'status.409': 'Conflict',
    'status.412': 'Precondition Failed',
    'status.413': 'Payload Too Large',
    'status.414': 'URI Too Long',
    'status.415': 'Unsupported Media Type',
    'status.422': 'Unprocessable Content',
    'status.429': 'Too Many Requests',
    'status.500': 'Internal Server Error',
    'status.503': 'Service Unavailable',
    'validation.failed': 'The request has invalid fields.',
    'internal.error': 'An internal error occurred. Please try again later.',
    'service.unavailable': 'A service the portal needs does not answer. Please try again in a moment.',
    'not-found': 'The resource was not found.',
    'bad-url': 'The address of the request cannot be read.',
    forbidden: 'You have no permission for this action.',
    unauthorized: 'Please sign in.',
    'concurrency.conflict': 'The data was changed by someone else in the meantime. Reload and try again.',
    'body.invalid': 'The request body could not be read.',
    'field.required': 'must not be empty',
    'field.invalid': 'is invalid',
    'field.control-characters': 'must not contain control characters',
  },
  de: {
    'status.400': 'Ungültige Anfrage',
    'status.401': 'Nicht angemeldet',
    'status.403': 'Keine Berechtigung',
    'status.404': 'Nicht gefunden',
    'status.405': 'Methode nicht erlaubt',
    'status.409': 'Konflikt',
    'status.412': 'Vorbedingung fehlgeschlagen',
    'status.413': 'Anfrage zu groß',
    'status.414': 'Adresse zu lang',
    'status.415': 'Nicht unterstützter Medientyp',
    'status.422': 'Nicht verarbeitbar',
    'status.429': 'Zu viele Anfragen',
    'status.500': 'Interner Fehler',
    'status.503': 'Dienst nicht verfügbar',
    'validation.failed': 'Die Anfrage enthält ungültige Felder.',
    'internal.error': 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    'service.unavailable':
      'Ein benötigter Dienst antwortet nicht. Bitte versuchen Sie es gleich noch einmal.',
    'not-found': 'Die Ressource wurde nicht gefunden.',
    'bad-url': 'Die Adresse der Anfrage ist nicht lesbar.',
    forbidden: 'Sie haben keine Berechtigung für diese Aktion.',
    unauthorized: 'Bitte melden Sie sich an.',
    'concurrency.conflict':
      'Die Daten wurden inzwischen von jemand anderem geändert. Bitte neu laden und erneut versuchen.',
    'body.invalid': 'Der Inhalt der Anfrage konnte nicht gelesen werden.',
    'field.required': 'darf nicht leer sein',
    'field.invalid': 'ist ungültig',
    'field.control-characters': 'darf keine Steuerzeichen enthalten',
  },
  cs: {
    'status.400': 'Chybný požadavek',
    'status.401': 'Nepřihlášen',
    'status.403': 'Zakázáno',
    'status.404': 'Nenalezeno',
    'status.405': 'Metoda není povolena',
    'status.409': 'Konflikt',
    'status.412': 'Předpoklad nesplněn',
    'status.413': 'Požadavek je příliš velký',
    'status.414': 'Adresa je příliš dlouhá',
    'status.415': 'Nepodporovaný typ média',
    'status.422': 'Nezpracovatelný obsah',
    'status.429': 'Příliš mnoho požadavků',
    'status.500': 'Interní chyba serveru',
    'status.503': 'Služba není dostupná',
    'validation.failed': 'Požadavek obsahuje neplatná pole.',
    'internal.error': 'Došlo k interní chybě. Zkuste to prosím později.',
    'service.unavailable': 'Potřebná služba neodpovídá. Zkuste to prosím za chvíli.',
    'not-found': 'Zdroj nebyl nalezen.',
    'bad-url': 'Adresu požadavku nelze přečíst.',
    forbidden: 'K této akci nemáte oprávnění.',
    unauthorized: 'Přihlaste se prosím.',
    'concurrency.conflict': 'Data mezitím změnil někdo jiný. Načtěte je znovu a zkuste to znovu.',
    'body.invalid': 'Obsah požadavku nelze přečíst.',
    'field.required': 'nesmí být prázdné',
    'field.invalid': 'je neplatné',
    'field.control-characters': 'nesmí obsahovat řídicí znaky',
  },
  sk: {
    'status.400': 'Chybná požiadavka',
    'status.401': 'Neprihlásený',
    'status.403': 'Zakázané',
    'status.404': 'Nenájdené',
    'status.405': 'Metóda nie je povolená',
    'status.409': 'Konflikt',
    'status.412': 'Predpoklad nesplnený',
    'status.413': 'Požiadavka je príliš veľká',
    'status.414': 'Adresa je príliš dlhá',
    'status.415': 'Nepodporovaný typ média',
    'status.422': 'Nespracovateľný obsah',
    'status.429': 'Príliš veľa požiadaviek',
    'status.500': 'Interná chyba servera',
    'status.503': 'Služba nie je dostupná',
    'validation.failed': 'Požiadavka obsahuje neplatné polia.',
    'internal.error': 'Nastala interná chyba. Skúste to prosím neskôr.',
    'service.unavailable': 'Potrebná služba neodpovedá. Skúste to prosím o chvíľu.',
    'not-found': 'Zdroj sa nenašiel.',
    'bad-url': 'Adresu požiadavky nemožno prečítať.',
    forbidden: 'Na túto akciu nemáte oprávnenie.',
    unauthorized: 'Prihláste sa prosím.',
    'concurrency.conflict': 'Údaje medzitým zmenil niekto iný. Načítajte ich znova a skúste to znova.',
    'body.invalid': 'Obsah požiadavky sa nedá prečítať.',
    'field.required': 'nesmie byť prázdne',
    'field.invalid': 'je neplatné',
    'field.control-characters': 'nesmie obsahovať riadiace znaky',
  },
};

/** Adds message keys (a module's own texts) to the catalogues. */
export function addMessages(messages: Partial<Record<Language, Catalogue>>): void {
  for (const language of LANGUAGES) Object.assign(catalogues[language], messages[language] ?? {});
}

/** The text of `key` in `language`, English when missing there, the key itself when unknown. */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = catalogues[language][key] ?? catalogues.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function hasMessage(key: string): boolean {
  return key in catalogues.en;
}
