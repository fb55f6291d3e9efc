import { addMessages } from '../catalogue.ts';

/**
 * The texts around an order file's problems in the customer's language (docs/decisions/0227): the
 * report of a file imported before, and the first lines of a check's result (docs/decisions/0225).
 */
addMessages({
  en: {
    'orderFile.duplicate.file': '{file}: not imported, because the same file was already imported.',
    'orderFile.duplicate.interchange':
      '{file}: not imported, because its interchange {reference} of sender {sender} (UNB 0020) was already imported.',
    'orderFile.duplicate.earlier':
      'It was imported on {at} as {earlier}; its orders are the shipments {shipments}.',
    'orderFile.duplicate.nothing':
      'Nothing needs to be corrected. To send further orders, upload a file with the new orders only.',
    'orderFile.check.yes': 'would be imported: {count} orders',
    'orderFile.check.yesOne': 'would be imported: 1 order',
    'orderFile.check.no': 'would not be imported: {count} problems',
    'orderFile.check.noOne': 'would not be imported: 1 problem',
    'orderFile.check.checked':
      '{file} was checked on {at} as an import would check it; nothing was saved and no shipment number was drawn.',
    'orderFile.check.toImport': 'To import it, put the same file into inbox/.',
    'orderFile.check.orders': 'orders: {orders}',
    'orderFile.check.report': 'The report an import would write:',
  },
  de: {
    'orderFile.duplicate.file': '{file}: nicht importiert, weil dieselbe Datei bereits importiert wurde.',
    'orderFile.duplicate.interchange':
      '{file}: nicht importiert, weil ihre Übertragung (Interchange) {reference} des Absenders {sender} (UNB 0020) bereits importiert wurde.',
    'orderFile.duplicate.earlier':
      'Sie wurde am {at} als {earlier} importiert; ihre Aufträge sind die Sendungen {shipments}.',
    'orderFile.duplicate.nothing':
      'Es ist nichts zu korrigieren. Für weitere Aufträge bitte eine Datei nur mit den neuen Aufträgen hochladen.',
    'orderFile.check.yes': 'würde importiert: {count} Aufträge',
    'orderFile.check.yesOne': 'würde importiert: 1 Auftrag',
    'orderFile.check.no': 'würde nicht importiert: {count} Probleme',
    'orderFile.check.noOne': 'würde nicht importiert: 1 Problem',
    'orderFile.check.checked':
      '{file} wurde am {at} geprüft, wie ein Import sie prüfen würde; nichts wurde gespeichert und keine Sendungsnummer vergeben.',
    'orderFile.check.toImport': 'Zum Importieren dieselbe Datei in inbox/ legen.',
    'orderFile.check.orders': 'Aufträge: {orders}',
    'orderFile.check.report': 'Der Bericht, den ein Import schreiben würde:',
  },
  cs: {
    'orderFile.duplicate.file': '{file}: neimportováno, protože stejný soubor již byl importován.',
    'orderFile.duplicate.interchange':
      '{file}: neimportováno, protože jeho výměna {reference} odesílatele {sender} (UNB 0020) již byla importována.',
    'orderFile.duplicate.earlier':
      'Byl importován {at} jako {earlier}; jeho objednávky jsou zásilky {shipments}.',
    'orderFile.duplicate.nothing':
      'Není třeba nic opravovat. Další objednávky nahrajte v souboru, který obsahuje jen nové objednávky.',
    'orderFile.check.yes': 'byl by importován: objednávky {count}',
    'orderFile.check.yesOne': 'byl by importován: 1 objednávka',
    'orderFile.check.no': 'nebyl by importován: problémy {count}',
    'orderFile.check.noOne': 'nebyl by importován: 1 problém',
    'orderFile.check.checked':
      '{file} byl zkontrolován {at} tak, jak by ho kontroloval import; nic nebylo uloženo a nebylo přiděleno žádné číslo zásilky.',
    'orderFile.check.toImport': 'Pro import vložte stejný soubor do inbox/.',
    'orderFile.check.orders': 'objednávky: {orders}',
    'orderFile.check.report': 'Zpráva, kterou by zapsal import:',
  },
  sk: {
    'orderFile.duplicate.file': '{file}: neimportované, pretože rovnaký súbor už bol importovaný.',
    'orderFile.duplicate.interchange':
      '{file}: neimportované, pretože jeho výmena {reference} odosielateľa {sender} (UNB 0020) už bola importovaná.',
    'orderFile.duplicate.earlier':
      'Bol importovaný {at} ako {earlier}; jeho objednávky sú zásielky {shipments}.',
    'orderFile.duplicate.nothing':
      'Nie je potrebné nič opravovať. Ďalšie objednávky nahrajte v súbore, ktorý obsahuje len nové objednávky.',
    'orderFile.check.yes': 'bol by importovaný: objednávky {count}',
    'orderFile.check.yesOne': 'bol by importovaný: 1 objednávka',
    'orderFile.check.no': 'nebol by importovaný: problémy {count}',
    'orderFile.check.noOne': 'nebol by importovaný: 1 problém',
    'orderFile.check.checked':
      '{file} bol skontrolovaný {at} tak, ako by ho kontroloval import; nič nebolo uložené a nebolo pridelené žiadne číslo zásielky.',
    'orderFile.check.toImport': 'Na import vložte rovnaký súbor do inbox/.',
    'orderFile.check.orders': 'objednávky: {orders}',
    'orderFile.check.report': 'Správa, ktorú by zapísal import:',
  },
});
