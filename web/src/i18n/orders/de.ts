import type { OrdersMessages } from './en.ts';

export const ordersDe: OrdersMessages = {
  actions: {
    keepShipment: 'Sendung behalten',
    delete: 'Löschen',
    shippingNotice: 'Avis',
    commission: 'Beauftragen',
    printLabels: 'Etiketten drucken',
    printCargoList: 'Ladeliste drucken',
    inquiry: 'Anfrage',
    requestQuotation: 'Preis anfragen',
    edit: 'Bearbeiten',
    abort: 'Abbrechen',
    save: 'Speichern',
    cancelShipment: 'Stornieren',
    cancelConfirm: 'Sendung {{number}} stornieren?',
    batchCommissionConfirm: 'Die {{count}} ausgewählten Sendungen ({{numbers}}) beauftragen?',
    footer: 'Aktionen der Sendung {{number}}',
    announced: 'Avisiert: {{numbers}}',
    finalized: 'Beauftragt: {{numbers}}',
    cancelled: 'Storniert: {{numbers}}',
    saved: 'Gespeichert: {{numbers}}',
    inquirySent: 'Anfrage zu {{number}} gesendet.',
  },
  batch: {
    allMatching: 'Alle {{count}} passenden Sendungen (von {{total}}; höchstens 1000 je Stapel)',
    allMatchingAnnounce: '{{count}} Sendungen, die der Suche und dem Filter entsprechen, werden avisiert.',
    allMatchingCommissionConfirm:
      'Alle Sendungen, die der Suche und dem Filter entsprechen und beauftragt werden können, beauftragen (höchstens 1000)?',
    announceTitle: 'Sammelavis',
    commissionTitle: 'Sammelbeauftragung',
    progress: '{{processed}} von {{total}} Sendungen verarbeitet',
    summary: '{{done}} erledigt, {{skipped}} übersprungen.',
    skipped: 'Übersprungen',
    done: 'Erledigt',
    close: 'Schließen',
    reasons: {
      ALREADY_ANNOUNCED: 'bereits avisiert',
      NOT_COMMISSIONABLE: 'kann nicht beauftragt werden',
    },
  },
};
