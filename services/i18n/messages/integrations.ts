import { addMessages } from '../catalogue.ts';

/** Texts of the machine clients and webhook subscriptions of a customer (docs/decisions/0110). */
addMessages({
  en: {
    'webhook.url-invalid': 'must be an http or https URL without user name or password',
    'webhook.url-private': 'must be reachable on the internet: private and loopback addresses are refused',
    'webhook.url-unresolvable': 'has a host name that does not resolve',
  },
  de: {
    'webhook.url-invalid': 'muss eine http- oder https-URL ohne Benutzername und Passwort sein',
    'webhook.url-private':
      'muss im Internet erreichbar sein: private und Loopback-Adressen sind nicht erlaubt',
    'webhook.url-unresolvable': 'hat einen Hostnamen, der sich nicht auflösen lässt',
  },
  cs: {
    'webhook.url-invalid': 'musí být adresa http nebo https bez uživatelského jména a hesla',
    'webhook.url-private': 'musí být dostupná z internetu: soukromé a loopback adresy nejsou povoleny',
    'webhook.url-unresolvable': 'má název hostitele, který nelze přeložit',
  },
  sk: {
    'webhook.url-invalid': 'musí byť adresa http alebo https bez používateľského mena a hesla',
    'webhook.url-private': 'musí byť dostupná z internetu: súkromné a loopback adresy nie sú povolené',
    'webhook.url-unresolvable': 'má názov hostiteľa, ktorý nemožno preložiť',
  },
});
