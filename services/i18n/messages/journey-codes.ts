import { addMessages } from '../catalogue.ts';

/** Texts of the forwarder's own status codes (docs/decisions/0236). */
addMessages({
  en: {
    'journeyCode.portal-code': 'is a portal status code already; a code of your own must differ from it',
    'journeyCode.reason-not-taken': 'this status takes no reason',
    'journeyCode.exists': 'is in the table already',
    'journeyCode.too-many': 'the table holds at most 500 codes',
    'journeyCode.unknown': "is neither a portal status code nor one of the forwarder's own codes",
  },
  de: {
    'journeyCode.portal-code':
      'ist bereits ein Statuscode des Portals; ein eigener Code muss sich davon unterscheiden',
    'journeyCode.reason-not-taken': 'dieser Status hat keinen Grund',
    'journeyCode.exists': 'steht bereits in der Tabelle',
    'journeyCode.too-many': 'die Tabelle fasst höchstens 500 Codes',
    'journeyCode.unknown': 'ist weder ein Statuscode des Portals noch ein eigener Code des Spediteurs',
  },
  cs: {
    'journeyCode.portal-code': 'je již stavový kód portálu; vlastní kód se od něj musí lišit',
    'journeyCode.reason-not-taken': 'tento stav nemá důvod',
    'journeyCode.exists': 'již v tabulce je',
    'journeyCode.too-many': 'tabulka obsahuje nejvýše 500 kódů',
    'journeyCode.unknown': 'není stavový kód portálu ani vlastní kód speditéra',
  },
  sk: {
    'journeyCode.portal-code': 'je už stavový kód portálu; vlastný kód sa od neho musí líšiť',
    'journeyCode.reason-not-taken': 'tento stav nemá dôvod',
    'journeyCode.exists': 'už je v tabuľke',
    'journeyCode.too-many': 'tabuľka obsahuje najviac 500 kódov',
    'journeyCode.unknown': 'nie je stavový kód portálu ani vlastný kód špeditéra',
  },
});
