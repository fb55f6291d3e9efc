import { MAX_BATCH_SIZE } from '../../../contracts/shipment/dialogs-values.ts';
import { shipmentMessages } from '../../../contracts/shipment/index.ts';
import { addMessages } from '../catalogue.ts';

addMessages(shipmentMessages);

/** Texts of the shipment and document routes beyond the contract's field and refusal messages. */
addMessages({
  en: {
    'batch.numbers-or-filter': 'Send either the shipment numbers or the list filter.',
    'batch.too-many': `A batch holds at most ${MAX_BATCH_SIZE} shipments; please choose fewer.`,
    'batch.none-matching': 'No shipment that matches the search and filter can be handled in this batch.',
    'labels.zpl-zebra-only': 'ZPL is printed by Zebra printers only; choose the printer type ZEBRA.',
    'labels.too-many': 'One print holds at most 2000 labels; please print fewer shipments at once.',
    'documents.busy': 'Other documents of your company are being prepared; please try again in a moment.',
    'customer.not-found': 'The customer was not found.',
    'sort.invalid': 'is not a sortable property and direction',
    'shipment.quotation.disabled': 'Price quotations are not enabled for this customer.',
    'shipment.export.disabled': 'The Excel export is not enabled for your customers.',
    'loadinglist.one-customer': 'A loading list holds the shipments of one customer only.',
    'loadinglist.not-found': 'The loading list was not found.',
    'shipment.pod.not-found': 'The shipment has no such proof of delivery.',
    'sscc.branch-not-configured': 'The branch has no SSCC number range; please contact the branch.',
    'sscc.range-exhausted': 'The SSCC number range of the branch is used up; please contact the branch.',
  },
  de: {
    'batch.numbers-or-filter': 'Bitte entweder Sendungsnummern oder den Filter der Liste senden.',
    'batch.too-many': `Ein Sammelauftrag umfasst höchstens ${MAX_BATCH_SIZE} Sendungen; bitte weniger wählen.`,
    'batch.none-matching':
      'Keine Sendung, die der Suche und dem Filter entspricht, kann in diesem Stapel bearbeitet werden.',
    'labels.zpl-zebra-only': 'ZPL drucken nur Zebra-Drucker; bitte den Druckertyp ZEBRA wählen.',
    'labels.too-many':
      'Ein Druck umfasst höchstens 2000 Etiketten; bitte weniger Sendungen auf einmal drucken.',
    'documents.busy':
      'Andere Dokumente Ihres Unternehmens werden gerade erstellt; bitte versuchen Sie es gleich noch einmal.',
    'customer.not-found': 'Der Kunde wurde nicht gefunden.',
    'sort.invalid': 'ist keine sortierbare Eigenschaft mit Richtung',
    'shipment.quotation.disabled': 'Preisanfragen sind für diesen Kunden nicht freigeschaltet.',
    'shipment.export.disabled': 'Der Excel-Export ist für Ihre Kunden nicht freigeschaltet.',
    'loadinglist.one-customer': 'Eine Ladeliste enthält nur Sendungen eines Kunden.',
    'loadinglist.not-found': 'Die Ladeliste wurde nicht gefunden.',
    'shipment.pod.not-found': 'Zu dieser Sendung gibt es diesen Zustellnachweis nicht.',
    'sscc.branch-not-configured':
      'Die Niederlassung hat keinen NVE-Nummernkreis; bitte wenden Sie sich an die Niederlassung.',
    'sscc.range-exhausted':
      'Der NVE-Nummernkreis der Niederlassung ist erschöpft; bitte wenden Sie sich an die Niederlassung.',
  },
  cs: {
    'batch.numbers-or-filter': 'Pošlete buď čísla zásilek, nebo filtr seznamu.',
    'batch.too-many': `Dávka obsahuje nejvýše ${MAX_BATCH_SIZE} zásilek; vyberte prosím méně.`,
    'batch.none-matching': 'Žádnou zásilku odpovídající hledání a filtru nelze v této dávce zpracovat.',
    'labels.zpl-zebra-only': 'ZPL tisknou jen tiskárny Zebra; zvolte prosím typ tiskárny ZEBRA.',
    'labels.too-many': 'Jeden tisk obsahuje nejvýše 2000 štítků; tiskněte prosím méně zásilek najednou.',
    'documents.busy': 'Právě se připravují jiné dokumenty vaší firmy; zkuste to prosím za chvíli.',
    'customer.not-found': 'Zákazník nebyl nalezen.',
    'sort.invalid': 'není řaditelná vlastnost se směrem',
    'shipment.quotation.disabled': 'Cenové nabídky nejsou pro tohoto zákazníka povoleny.',
    'shipment.export.disabled': 'Export do Excelu není pro vaše zákazníky povolen.',
    'loadinglist.one-customer': 'Nakládací list obsahuje zásilky pouze jednoho zákazníka.',
    'loadinglist.not-found': 'Nakládací list nebyl nalezen.',
    'shipment.pod.not-found': 'Tento doklad o doručení u zásilky neexistuje.',
    'sscc.branch-not-configured': 'Pobočka nemá číselnou řadu SSCC; kontaktujte prosím pobočku.',
    'sscc.range-exhausted': 'Číselná řada SSCC pobočky je vyčerpána; kontaktujte prosím pobočku.',
  },
  sk: {
    'batch.numbers-or-filter': 'Pošlite buď čísla zásielok, alebo filter zoznamu.',
    'batch.too-many': `Dávka obsahuje najviac ${MAX_BATCH_SIZE} zásielok; vyberte prosím menej.`,
    'batch.none-matching': 'Žiadnu zásielku zodpovedajúcu hľadaniu a filtru nemožno v tejto dávke spracovať.',
    'labels.zpl-zebra-only': 'ZPL tlačia len tlačiarne Zebra; zvoľte prosím typ tlačiarne ZEBRA.',
    'labels.too-many': 'Jedna tlač obsahuje najviac 2000 štítkov; tlačte prosím menej zásielok naraz.',
    'documents.busy': 'Práve sa pripravujú iné dokumenty vašej firmy; skúste to prosím o chvíľu.',
    'customer.not-found': 'Zákazník sa nenašiel.',
    'sort.invalid': 'nie je zoraditeľná vlastnosť so smerom',
    'shipment.quotation.disabled': 'Cenové ponuky nie sú pre tohto zákazníka povolené.',
    'shipment.export.disabled': 'Export do Excelu nie je pre vašich zákazníkov povolený.',
    'loadinglist.one-customer': 'Nakladací list obsahuje zásielky iba jedného zákazníka.',
    'loadinglist.not-found': 'Nakladací list sa nenašiel.',
    'shipment.pod.not-found': 'Tento doklad o doručení pri zásielke neexistuje.',
    'sscc.branch-not-configured': 'Pobočka nemá číselný rad SSCC; kontaktujte prosím pobočku.',
    'sscc.range-exhausted': 'Číselný rad SSCC pobočky je vyčerpaný; kontaktujte prosím pobočku.',
  },
});
