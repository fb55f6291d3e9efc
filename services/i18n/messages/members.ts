import { addMessages } from '../catalogue.ts';

/** Texts of the customer members administration (spec 001 sections 3 and 8). */
addMessages({
  en: {
    'users.query-too-short': 'Enter at least 3 characters to search.',
    'user.not-found': 'The user was not found.',
    'user.not-assigned': 'The user is not assigned to this customer.',
    'user.already-assigned': 'The user is already assigned to this customer.',
    'user.delete-self': 'You cannot delete your own user.',
    'user.erase-self': 'You cannot erase your own personal data; another administrator must do it.',
  },
  de: {
    'users.query-too-short': 'Bitte mindestens 3 Zeichen für die Suche eingeben.',
    'user.not-found': 'Der Benutzer wurde nicht gefunden.',
    'user.not-assigned': 'Der Benutzer ist diesem Kunden nicht zugeordnet.',
    'user.already-assigned': 'Der Benutzer ist diesem Kunden bereits zugeordnet.',
    'user.delete-self': 'Der eigene Benutzer kann nicht gelöscht werden.',
    'user.erase-self':
      'Die eigenen personenbezogenen Daten können nicht gelöscht werden; das muss ein anderer Administrator tun.',
  },
  cs: {
    'users.query-too-short': 'Pro hledání zadejte alespoň 3 znaky.',
    'user.not-found': 'Uživatel nebyl nalezen.',
    'user.not-assigned': 'Uživatel není přiřazen k tomuto zákazníkovi.',
    'user.already-assigned': 'Uživatel je k tomuto zákazníkovi již přiřazen.',
    'user.delete-self': 'Vlastního uživatele nelze smazat.',
    'user.erase-self': 'Vlastní osobní údaje nelze vymazat; musí to udělat jiný administrátor.',
  },
  sk: {
    'users.query-too-short': 'Na vyhľadávanie zadajte aspoň 3 znaky.',
    'user.not-found': 'Používateľ sa nenašiel.',
    'user.not-assigned': 'Používateľ nie je priradený k tomuto zákazníkovi.',
    'user.already-assigned': 'Používateľ je k tomuto zákazníkovi už priradený.',
    'user.delete-self': 'Vlastného používateľa nie je možné vymazať.',
    'user.erase-self': 'Vlastné osobné údaje nie je možné vymazať; musí to urobiť iný administrátor.',
  },
});
