import { addMessages } from '../catalogue.ts';

/** Texts of the mail routes: inquiries and the admins' retry. */
addMessages({
  en: {
    'inquiry.pdf-only': 'only PDF files can be attached',
    'inquiry.attachment-too-large': 'is larger than 10 MB',
    'inquiry.attachments-too-large': 'The attachments together are larger than 15 MB.',
    'inquiry.not-possible': 'An inquiry is not possible for this shipment.',
    'inquiry.no-recipient': 'The branch has no address for inquiries; please contact the branch.',
    'mail.retry-not-given-up': 'Only a mail that was given up can be sent again.',
  },
  de: {
    'inquiry.pdf-only': 'nur PDF-Dateien können angehängt werden',
    'inquiry.attachment-too-large': 'ist größer als 10 MB',
    'inquiry.attachments-too-large': 'Die Anhänge sind zusammen größer als 15 MB.',
    'inquiry.not-possible': 'Für diese Sendung ist keine Anfrage möglich.',
    'inquiry.no-recipient':
      'Die Niederlassung hat keine Adresse für Anfragen; bitte wenden Sie sich an die Niederlassung.',
    'mail.retry-not-given-up': 'Nur eine aufgegebene E-Mail kann erneut gesendet werden.',
  },
  cs: {
    'inquiry.pdf-only': 'přiložit lze pouze soubory PDF',
    'inquiry.attachment-too-large': 'je větší než 10 MB',
    'inquiry.attachments-too-large': 'Přílohy jsou dohromady větší než 15 MB.',
    'inquiry.not-possible': 'Pro tuto zásilku není dotaz možný.',
    'inquiry.no-recipient': 'Pobočka nemá adresu pro dotazy; kontaktujte prosím pobočku.',
    'mail.retry-not-given-up': 'Znovu odeslat lze pouze e-mail, jehož doručení bylo vzdáno.',
  },
  sk: {
    'inquiry.pdf-only': 'priložiť možno iba súbory PDF',
    'inquiry.attachment-too-large': 'je väčší ako 10 MB',
    'inquiry.attachments-too-large': 'Prílohy sú spolu väčšie ako 15 MB.',
    'inquiry.not-possible': 'Pre túto zásielku nie je otázka možná.',
    'inquiry.no-recipient': 'Pobočka nemá adresu pre otázky; kontaktujte prosím pobočku.',
    'mail.retry-not-given-up': 'Znova odoslať možno iba e-mail, ktorého doručenie bolo vzdané.',
  },
});
