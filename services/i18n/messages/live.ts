import { addMessages } from '../catalogue.ts';

/** Texts of the live update stream. */
addMessages({
  en: {
    'status.406': 'Not Acceptable',
    'live.not-event-stream': 'This resource is an event stream: ask for it with Accept: text/event-stream.',
    'live.too-many-streams':
      'Too many open update streams for this user; close another window or try again later.',
    'live.event-id': 'is not an event id of this portal',
  },
  de: {
    'status.406': 'Nicht annehmbar',
    'live.not-event-stream':
      'Diese Ressource ist ein Ereignisstrom: fordern Sie sie mit Accept: text/event-stream an.',
    'live.too-many-streams':
      'Zu viele offene Aktualisierungsströme für diesen Benutzer; schließen Sie ein anderes Fenster oder versuchen Sie es später erneut.',
    'live.event-id': 'ist keine Ereigniskennung dieses Portals',
  },
  cs: {
    'status.406': 'Nepřijatelné',
    'live.not-event-stream': 'Tento zdroj je proud událostí: vyžádejte si jej s Accept: text/event-stream.',
    'live.too-many-streams':
      'Příliš mnoho otevřených proudů aktualizací pro tohoto uživatele; zavřete jiné okno nebo to zkuste později.',
    'live.event-id': 'není identifikátor události tohoto portálu',
  },
  sk: {
    'status.406': 'Neprijateľné',
    'live.not-event-stream': 'Tento zdroj je prúd udalostí: vyžiadajte si ho s Accept: text/event-stream.',
    'live.too-many-streams':
      'Príliš veľa otvorených prúdov aktualizácií pre tohto používateľa; zatvorte iné okno alebo to skúste neskôr.',
    'live.event-id': 'nie je identifikátor udalosti tohto portálu',
  },
});
