import { addMessages } from '../catalogue.ts';

/** Texts of creating a branch (spec 001 sections 3 and 7). */
addMessages({
  en: {
    'location.exists': 'The location {abbreviation} exists already.',
    'location.abbreviation.invalid': 'must be 2 to 5 capital letters',
    'location.ssccPrefix.invalid': 'must be a GS1 company prefix of 6 to 12 digits',
    'location.gln.invalid': 'must be a GLN of 13 digits with a valid check digit',
    'location.ssccCounter.range': 'must be greater than the minimum',
    'location.ssccCounter.too-long': 'has more digits than the SSCC leaves after the company prefix',
    'location.currency.invalid': 'must be a three-letter currency code',
    'location.currency.unknown': 'is not a known currency',
    'location.country.invalid': 'must be a two-letter country code',
  },
  de: {
    'location.exists': 'Die Niederlassung {abbreviation} existiert bereits.',
    'location.abbreviation.invalid': 'muss aus 2 bis 5 Großbuchstaben bestehen',
    'location.ssccPrefix.invalid': 'muss eine GS1-Basisnummer mit 6 bis 12 Ziffern sein',
    'location.gln.invalid': 'muss eine GLN mit 13 Ziffern und gültiger Prüfziffer sein',
    'location.ssccCounter.range': 'muss größer als das Minimum sein',
    'location.ssccCounter.too-long': 'hat mehr Stellen, als die NVE nach der Basisnummer lässt',
    'location.currency.invalid': 'muss ein dreistelliger Währungscode sein',
    'location.currency.unknown': 'ist keine bekannte Währung',
    'location.country.invalid': 'muss ein zweistelliger Ländercode sein',
  },
  cs: {
    'location.exists': 'Pobočka {abbreviation} již existuje.',
    'location.abbreviation.invalid': 'musí mít 2 až 5 velkých písmen',
    'location.ssccPrefix.invalid': 'musí být prefix společnosti GS1 o 6 až 12 číslicích',
    'location.gln.invalid': 'musí být GLN o 13 číslicích s platnou kontrolní číslicí',
    'location.ssccCounter.range': 'musí být větší než minimum',
    'location.ssccCounter.too-long': 'má více číslic, než SSCC po prefixu společnosti dovoluje',
    'location.currency.invalid': 'musí být třípísmenný kód měny',
    'location.currency.unknown': 'není známá měna',
    'location.country.invalid': 'musí být dvoupísmenný kód země',
  },
  sk: {
    'location.exists': 'Pobočka {abbreviation} už existuje.',
    'location.abbreviation.invalid': 'musí mať 2 až 5 veľkých písmen',
    'location.ssccPrefix.invalid': 'musí byť prefix spoločnosti GS1 so 6 až 12 číslicami',
    'location.gln.invalid': 'musí byť GLN s 13 číslicami a platnou kontrolnou číslicou',
    'location.ssccCounter.range': 'musí byť väčšie ako minimum',
    'location.ssccCounter.too-long': 'má viac číslic, než SSCC po prefixe spoločnosti dovoľuje',
    'location.currency.invalid': 'musí byť trojpísmenový kód meny',
    'location.currency.unknown': 'nie je známa mena',
    'location.country.invalid': 'musí byť dvojpísmenový kód krajiny',
  },
});
