import type { OrdersMessages } from './en.ts';

export const ordersSk: OrdersMessages = {
  actions: {
    keepShipment: 'Ponechať zásielku',
    delete: 'Vymazať',
    shippingNotice: 'Avízo',
    commission: 'Objednať',
    printLabels: 'Tlač štítkov',
    printCargoList: 'Tlač nakladacieho listu',
    inquiry: 'Otázka',
    requestQuotation: 'Vyžiadať cenu',
    edit: 'Upraviť',
    abort: 'Zrušiť',
    save: 'Uložiť',
    cancelShipment: 'Stornovať',
    cancelConfirm: 'Stornovať zásielku {{number}}?',
    batchCommissionConfirm: 'Objednať {{count}} vybraných zásielok ({{numbers}})?',
    footer: 'Akcie zásielky {{number}}',
    announced: 'Avizované: {{numbers}}',
    finalized: 'Objednané: {{numbers}}',
    cancelled: 'Stornované: {{numbers}}',
    saved: 'Uložené: {{numbers}}',
    inquirySent: 'Otázka k zásielke {{number}} odoslaná.',
  },
  batch: {
    allMatching: 'Všetkých {{count}} zodpovedajúcich zásielok (z {{total}}; najviac 1000 v dávke)',
    allMatchingAnnounce: 'Avizovaných bude {{count}} zásielok zodpovedajúcich hľadaniu a filtru.',
    allMatchingCommissionConfirm:
      'Objednať všetky zásielky zodpovedajúce hľadaniu a filtru, ktoré možno objednať (najviac 1000)?',
    announceTitle: 'Hromadné avízo',
    commissionTitle: 'Hromadná objednávka',
    progress: 'Spracovaných {{processed}} z {{total}} zásielok',
    summary: '{{done}} hotovo, {{skipped}} preskočených.',
    skipped: 'Preskočené',
    done: 'Hotovo',
    close: 'Zavrieť',
    reasons: {
      ALREADY_ANNOUNCED: 'už avizované',
      NOT_COMMISSIONABLE: 'nemožno objednať',
    },
  },
};
