import type { OrdersMessages } from './en.ts';

export const ordersCs: OrdersMessages = {
  actions: {
    keepShipment: 'Ponechat zásilku',
    delete: 'Smazat',
    shippingNotice: 'Avízo',
    commission: 'Objednat',
    printLabels: 'Tisk štítků',
    printCargoList: 'Tisk nakládacího listu',
    inquiry: 'Dotaz',
    requestQuotation: 'Vyžádat cenu',
    edit: 'Upravit',
    abort: 'Zrušit',
    save: 'Uložit',
    cancelShipment: 'Stornovat',
    cancelConfirm: 'Stornovat zásilku {{number}}?',
    batchCommissionConfirm: 'Objednat {{count}} vybraných zásilek ({{numbers}})?',
    footer: 'Akce zásilky {{number}}',
    announced: 'Avizováno: {{numbers}}',
    finalized: 'Objednáno: {{numbers}}',
    cancelled: 'Stornováno: {{numbers}}',
    saved: 'Uloženo: {{numbers}}',
    inquirySent: 'Dotaz k zásilce {{number}} odeslán.',
  },
  batch: {
    allMatching: 'Všech {{count}} odpovídajících zásilek (z {{total}}; nejvýše 1000 v dávce)',
    allMatchingAnnounce: 'Avizováno bude {{count}} zásilek odpovídajících hledání a filtru.',
    allMatchingCommissionConfirm:
      'Objednat všechny zásilky odpovídající hledání a filtru, které lze objednat (nejvýše 1000)?',
    announceTitle: 'Hromadné avízo',
    commissionTitle: 'Hromadná objednávka',
    progress: 'Zpracováno {{processed}} z {{total}} zásilek',
    summary: '{{done}} hotovo, {{skipped}} přeskočeno.',
    skipped: 'Přeskočeno',
    done: 'Hotovo',
    close: 'Zavřít',
    reasons: {
      ALREADY_ANNOUNCED: 'již avizováno',
      NOT_COMMISSIONABLE: 'nelze objednat',
    },
  },
};
