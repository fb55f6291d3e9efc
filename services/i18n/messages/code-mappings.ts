import { addMessages } from '../catalogue.ts';

/** Texts of the code mappings' administration (docs/decisions/0229). */
addMessages({
  en: {
    'orderFile.code-unmapped':
      "{refusal}; no code mapping names it: add the mapping {kind} {value} to the customer's code mappings",
    'orderFile.party-unmapped':
      "the {scheme} has no code mapping; add the mapping party {id} to an entry of the customer's address book",
    'orderFile.party-address-gone': 'the {scheme} is mapped to an address book entry that no longer exists',
    'codeMapping.portal-value-unknown': 'is not a code of the portal of this kind',
    'codeMapping.address-unknown': "is not an entry of the customer's address book",
    'codeMapping.twice': 'is mapped twice',
    'codeMapping.too-many': 'a customer has at most 2000 code mappings',
    'codeMapping.file-unreadable': 'the file cannot be read as CSV (UTF-8, UTF-16 or Windows-1252)',
  },
  de: {
    'orderFile.code-unmapped':
      '{refusal}; keine Code-Zuordnung nennt den Wert: bitte die Zuordnung {kind} {value} in den Code-Zuordnungen des Kunden anlegen',
    'orderFile.party-unmapped':
      'die {scheme} hat keine Code-Zuordnung; bitte die Zuordnung party {id} zu einem Eintrag im Adressbuch des Kunden anlegen',
    'orderFile.party-address-gone':
      'die {scheme} ist einem Adressbucheintrag zugeordnet, den es nicht mehr gibt',
    'codeMapping.portal-value-unknown': 'ist kein Code dieser Art im Portal',
    'codeMapping.address-unknown': 'ist kein Eintrag im Adressbuch des Kunden',
    'codeMapping.twice': 'ist doppelt zugeordnet',
    'codeMapping.too-many': 'ein Kunde hat höchstens 2000 Code-Zuordnungen',
    'codeMapping.file-unreadable': 'die Datei ist nicht als CSV lesbar (UTF-8, UTF-16 oder Windows-1252)',
  },
  cs: {
    'orderFile.code-unmapped':
      '{refusal}; žádné přiřazení kódů ji neuvádí: přidejte přiřazení {kind} {value} do přiřazení kódů zákazníka',
    'orderFile.party-unmapped':
      '{scheme} nemá přiřazení; přidejte přiřazení party {id} k položce adresáře zákazníka',
    'orderFile.party-address-gone': '{scheme} je přiřazen k položce adresáře, která již neexistuje',
    'codeMapping.portal-value-unknown': 'není kód portálu tohoto druhu',
    'codeMapping.address-unknown': 'není položkou adresáře zákazníka',
    'codeMapping.twice': 'je přiřazen dvakrát',
    'codeMapping.too-many': 'zákazník má nejvýše 2000 přiřazení kódů',
    'codeMapping.file-unreadable': 'soubor nelze číst jako CSV (UTF-8, UTF-16 nebo Windows-1252)',
  },
  sk: {
    'orderFile.code-unmapped':
      '{refusal}; žiadne priradenie kódov ju neuvádza: pridajte priradenie {kind} {value} do priradení kódov zákazníka',
    'orderFile.party-unmapped':
      '{scheme} nemá priradenie; pridajte priradenie party {id} k položke adresára zákazníka',
    'orderFile.party-address-gone': '{scheme} je priradený k položke adresára, ktorá už neexistuje',
    'codeMapping.portal-value-unknown': 'nie je kód portálu tohto druhu',
    'codeMapping.address-unknown': 'nie je položkou adresára zákazníka',
    'codeMapping.twice': 'je priradený dvakrát',
    'codeMapping.too-many': 'zákazník má najviac 2000 priradení kódov',
    'codeMapping.file-unreadable': 'súbor nemožno čítať ako CSV (UTF-8, UTF-16 alebo Windows-1252)',
  },
});
