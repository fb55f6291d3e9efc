import type { LegalTexts } from '../document.ts';

/** Impressum, Datenschutzerklärung und ADSp auf Deutsch; {{...}} sind die konfigurierten Angaben des Betreibers. */
export const legal: LegalTexts = {
  imprint: {
    intro: [],
    sections: [
      {
        id: 'provider',
        title: 'Diensteanbieter',
        blocks: [{ p: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG):' }, { operator: 'imprint' }],
      },
      {
        id: 'terms',
        title: 'Geschäftsbedingungen',
        blocks: [
          {
            p: 'Wir arbeiten ausschließlich auf Grundlage der [ADSp](/help/adsp), der Allgemeinen Deutschen Spediteurbedingungen, in ihrer jeweils neuesten Fassung.',
          },
        ],
      },
      {
        id: 'data-protection',
        title: 'Datenschutz',
        blocks: [
          {
            p: 'Wie wir mit personenbezogenen Daten umgehen, beschreibt die [Datenschutzerklärung](/help/privacy).',
          },
        ],
      },
      {
        id: 'questions',
        title: 'Fragen',
        blocks: [
          {
            p: 'Bei Fragen zu Ihren Sendungen wenden Sie sich bitte an Ihre Niederlassung; Fragen zu diesem Portal richten Sie an {{operatorEmail}}.',
          },
        ],
      },
    ],
  },

  privacy: {
    intro: [
      {
        p: 'Diese Erklärung beschreibt, welche personenbezogenen Daten das Frachtportal verarbeitet, wozu und auf welcher Rechtsgrundlage, wer sie erhält, wie lange sie gespeichert werden und welche Rechte Sie haben. Sie gilt für dieses Portal, betrieben von {{operatorName}}.',
      },
    ],
    sections: [
      {
        id: 'controller',
        title: 'Verantwortlicher',
        blocks: [
          { p: 'Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:' },
          { operator: 'contact' },
          {
            p: 'Für Fragen zum Datenschutz und zur Ausübung Ihrer Rechte schreiben Sie an {{privacyEmail}}.',
          },
        ],
      },
      {
        id: 'purpose',
        title: 'Wofür das Portal dient',
        blocks: [
          {
            p: 'Das Portal dient den Geschäftskunden des Spediteurs und ihren Beschäftigten: Sie erfassen und verwalten Sendungen, pflegen Adressbücher und Packstückvorlagen und drucken Versandpapiere. Die Niederlassungen des Spediteurs führen die Sendungen aus. Das Portal richtet sich nicht an Verbraucher.',
          },
        ],
      },
      {
        id: 'data',
        title: 'Welche Daten das Portal verarbeitet',
        blocks: [],
        sections: [
          {
            id: 'accounts',
            title: 'Benutzerkonten und Anmeldung',
            blocks: [
              {
                list: [
                  'Benutzerkonto: Benutzername, Vor- und Nachname, E-Mail-Adresse, Telefonnummer, die Kunden und die Niederlassung, denen das Konto zugeordnet ist, seine Rollen, ob es aktiv und bestätigt ist und wann es angelegt wurde. Ihr Passwort wird nur als gesalzener Hashwert (argon2id) gespeichert, nie im Klartext.',
                  'Anmeldung: Das Portal meldet Sie über seinen eigenen Anmeldedienst (OpenID Connect) an; ein externer Anbieter ist nicht beteiligt, es sei denn, der Betreiber hat den Anmeldedienst seines Unternehmens angebunden. Anmeldesitzungen und ihre Token werden in der Datenbank des Portals gespeichert. Ein Zugriffstoken gilt 15 Minuten, eine Anmeldesitzung höchstens 14 Tage; abgelaufene Einträge werden gelöscht.',
                  'Fehlgeschlagene Anmeldungen werden im Serverprotokoll mit Benutzername, Grund und IP-Adresse festgehalten, nie mit dem Passwort. Um das Erraten von Passwörtern zu bremsen, zählt das Portal Anfragen je IP-Adresse und Minute in seinem Arbeitsspeicher.',
                  'Registrierung: Firmendaten, Name, Telefonnummer, E-Mail-Adresse, Sprache und ein Bestätigungslink. Der Spamschutz des Formulars ist eine kleine Rechenaufgabe, die Ihr Browser löst (ALTCHA); ein externer Dienst ist nicht beteiligt. Eine gelöste Aufgabe wird kurz gespeichert, damit sie nicht zweimal verwendet werden kann.',
                ],
              },
            ],
          },
          {
            id: 'shipments',
            title: 'Sendungen',
            blocks: [
              {
                p: 'Zu jeder Sendung speichert das Portal die Beteiligten (Absender, Empfänger, Beladestelle, neutraler Absender und Rechnungsempfänger) mit Name, Adresse, Ansprechpartner, Telefon, Mobilnummer, E-Mail- und Webadresse; die Auftragsdaten wie Daten, Zeiten, Referenzen, Nachnahme- und Versicherungswerte; die Packstücke einschließlich Gefahrgutangaben; Zustellhinweise und Preisangebote. Viele dieser Daten betreffen andere Personen als Sie, etwa die Ansprechpartner Ihrer Empfänger.',
              },
              {
                p: 'Jede Änderung einer Sendung wird mit Zeitpunkt sowie Login und vollem Namen des Benutzers gespeichert, der sie vorgenommen hat. Dieses Änderungsprotokoll lässt sich nachträglich nicht verändern. Benutzer desselben Kunden, die zuständige Niederlassung und die Prüfer des Betreibers können es lesen.',
              },
            ],
          },
          {
            id: 'mails',
            title: 'Anfragen und E-Mails',
            blocks: [
              {
                p: 'Das Portal versendet E-Mails zu Sendungen: Avise, Stornierungen, Versicherungshinweise und Benachrichtigungen an die zuständige Niederlassung, Kopien an eine Adresse, die Sie in Ihren Einstellungen wählen, Anfragen mit ihren PDF-Anhängen sowie Registrierungsbestätigungen. Jede E-Mail wird mit Empfängern, Betreff, Inhalt, Anhängen und Zustellstatus gespeichert (Mail-Protokoll). Sie ist bei der Sendung und für die Administratoren des Betreibers einsehbar.',
              },
            ],
          },
          {
            id: 'master-data',
            title: 'Adressbuch, Rechnungsempfänger, Vorlagen und Einstellungen',
            blocks: [
              {
                p: 'Das Portal speichert die Einträge Ihres Adressbuchs (Namen, Adressen, Ansprechpartner, Telefon-, Mobil-, E-Mail- und Webadressen, Zustellhinweise), Ihre Rechnungsempfänger und Packstückvorlagen sowie Ihre persönlichen Einstellungen (Etikettenformat, Vorgabewerte, Benachrichtigungsschalter und E-Mail-Adressen).',
              },
            ],
          },
          {
            id: 'sftp',
            title: 'Auftragsdateien per SFTP',
            blocks: [
              {
                p: 'Überträgt Ihr Unternehmen Aufträge als Dateien per SFTP, gelangen die Dateien in einen eigenen Ordner, werden verarbeitet und als verarbeitete oder fehlerhafte Dateien aufbewahrt, eine fehlerhafte mit einem Fehlerbericht. Das SFTP-Passwort wird nur als Hashwert gespeichert.',
              },
            ],
          },
          {
            id: 'server-logs',
            title: 'Serverprotokolle',
            blocks: [
              {
                p: 'Zu jeder Anfrage hält der Server Zeitpunkt, Methode und Adresse der Anfrage (die Suchbegriffe enthalten kann), Status, Dauer, eine Anfragenummer und die IP-Adresse des Aufrufers fest. Diese Protokolle dienen dem Betrieb, der Fehlersuche und der Sicherheit. Betriebskennzahlen wie Anzahl und Dauer von Anfragen werden ohne personenbezogene Daten erhoben.',
              },
            ],
          },
          {
            id: 'browser-storage',
            title: 'Cookies und Speicher in Ihrem Browser',
            blocks: [
              {
                p: 'Das Portal verwendet kein Tracking, keine Analyse und keine Werbung und lädt keine Inhalte von anderen Websites. In Ihrem Browser speichert es nur, was es zum Funktionieren braucht; dafür ist keine Einwilligung nötig (§ 25 Abs. 2 Nr. 2 TDDDG):',
              },
              {
                terms: [
                  [
                    '**freight-portal.language** (Local Storage)',
                    'Die gewählte Sprache. Sie bleibt, bis Sie Ihre Browserdaten löschen.',
                  ],
                  [
                    '**portal_language** (Cookie)',
                    'Dieselbe Sprache für die Anmeldeseiten, die getrennt von den Seiten des Portals ausgeliefert werden. Das Cookie bleibt ein Jahr lang gespeichert.',
                  ],
                  [
                    '**oidc.user:…** (Session Storage)',
                    'Ihre Anmeldung: die Token sowie Name, Benutzername, E-Mail-Adresse und Telefonnummer, wie der Anmeldedienst sie übermittelt hat. Gelöscht beim Abmelden oder Schließen des Tabs.',
                  ],
                  [
                    '**oidc.…** (Local Storage)',
                    'Ein Zufallswert und ein Prüfcode einer laufenden Anmeldung; entfernt, sobald die Anmeldung abgeschlossen ist.',
                  ],
                  [
                    '**tsr-scroll-restoration-v1_3** (Session Storage)',
                    'Die Scrollpositionen der besuchten Seiten, damit „Zurück“ an dieselbe Stelle führt. Gelöscht beim Schließen des Tabs.',
                  ],
                  [
                    '**_session**, **_interaction**, **_interaction_resume** (Cookies)',
                    'Cookies des Anmeldedienstes, jeweils mit einem Signatur-Cookie auf .sig: die Anmeldesitzung (höchstens 14 Tage) und eine laufende Anmeldung (höchstens eine Stunde).',
                  ],
                ],
              },
              {
                p: 'In der Sendungsübersicht kann eine Sendungsnummer auf die Sendungsverfolgung des Spediteurs verweisen, die sich in einem neuen Tab öffnet und Sendungsnummer und Sprache erhält. Dort gelten die Datenschutzhinweise dieser Website.',
              },
            ],
          },
        ],
      },
      {
        id: 'legal-bases',
        title: 'Zwecke und Rechtsgrundlagen',
        blocks: [
          {
            terms: [
              [
                'Art. 6 Abs. 1 lit. b DSGVO',
                'Erfüllung der Verträge mit unseren Kunden (Spedition, Beförderung, Lagerung und Logistik) und der Vereinbarung über die Nutzung des Portals: Konten, Sendungen, Adressbücher, Dokumente, E-Mails und SFTP-Übertragungen.',
              ],
              [
                'Art. 6 Abs. 1 lit. f DSGVO',
                'Unsere berechtigten Interessen und die unserer Kunden: die Abwicklung von Sendungen mit den Personen, die der Kunde benennt (seine Beschäftigten, die das Portal nutzen, Empfänger und deren Ansprechpartner); die Nachvollziehbarkeit von Änderungen und Nachrichten (Änderungs- und Mail-Protokoll); die Sicherheit des Portals (Serverprotokolle, Anmeldeprotokolle, Anfragebegrenzung); und die Fehlersuche.',
              ],
              [
                'Art. 6 Abs. 1 lit. c DSGVO',
                'Rechtliche Pflichten, insbesondere die Aufbewahrungspflichten des Handels- und Steuerrechts und die Vorschriften über die Beförderung gefährlicher Güter.',
              ],
            ],
          },
        ],
      },
      {
        id: 'recipients',
        title: 'Empfänger',
        blocks: [
          {
            list: [
              'Die für Ihre Sendungen zuständigen Niederlassungen des Spediteurs und die Beschäftigten des Betreibers, die das Portal verwalten, jeweils nur soweit ihre Aufgabe es erfordert.',
              'Frachtführer und Partnerspediteure, die einen Teil des Transports ausführen, mit den dafür nötigen Sendungsdaten, etwa in einem Abholauftrag.',
              'Die Empfänger der im Mail-Protokoll aufgeführten E-Mails: die zuständige Niederlassung und die von Ihnen gewählten Adressen.',
              'Dienstleister, die das Portal in unserem Auftrag betreiben oder warten, gebunden durch einen Auftragsverarbeitungsvertrag (Art. 28 DSGVO).',
              'Behörden, soweit das Gesetz es verlangt, etwa der Zoll.',
            ],
          },
          { p: 'Das Portal selbst übermittelt keine Daten in Länder außerhalb der EU und des EWR.' },
        ],
      },
      {
        id: 'retention',
        title: 'Speicherdauer',
        blocks: [
          {
            list: [
              'Benutzerkonten: solange das Konto besteht. Der Name des Benutzers bleibt im Änderungsprotokoll der Sendungen, die er geändert hat, bis seine personenbezogenen Daten auf Antrag gelöscht werden; dann erscheint er dort als gelöscht, und das Konto, seine Sitzungen und Einstellungen werden gelöscht.',
              'Anmeldesitzungen und Token: bis zu ihrem Ablauf, höchstens 14 Tage; danach werden sie gelöscht.',
              'Sendungen, ihr Änderungsprotokoll und E-Mails: solange die Geschäftsbeziehung es erfordert, danach für die Aufbewahrungsfristen des Handels- und Steuerrechts (sechs oder zehn Jahre, § 257 HGB, § 147 AO).',
              'Adressbücher, Rechnungsempfänger, Vorlagen und Einstellungen: bis Sie oder ein Administrator sie löschen oder das Kundenkonto aufgelöst wird.',
              'Serverprotokolle: nur solange Betrieb und Sicherheit es erfordern; der Betreiber löscht sie regelmäßig.',
              'Speicher in Ihrem Browser: wie oben beschrieben.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        title: 'Ihre Rechte',
        blocks: [
          { p: 'Sie haben das Recht,' },
          {
            list: [
              'Auskunft über die zu Ihnen gespeicherten Daten zu erhalten (Art. 15 DSGVO);',
              'unrichtige Daten berichtigen zu lassen (Art. 16 DSGVO);',
              'Daten löschen zu lassen, soweit keine Aufbewahrungspflicht entgegensteht (Art. 17 DSGVO);',
              'die Verarbeitung einschränken zu lassen (Art. 18 DSGVO);',
              'die von Ihnen bereitgestellten Daten in einem gängigen maschinenlesbaren Format zu erhalten (Art. 20 DSGVO);',
              'aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit **Widerspruch** gegen die Verarbeitung auf Grundlage berechtigter Interessen einzulegen (Art. 21 DSGVO);',
              'sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere im Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes (Art. 77 DSGVO).',
            ],
          },
          { p: 'Zur Ausübung Ihrer Rechte schreiben Sie an {{privacyEmail}}.' },
        ],
      },
      {
        id: 'obligation',
        title: 'Müssen Sie Daten angeben?',
        blocks: [
          {
            p: 'Die als Pflicht gekennzeichneten Angaben sind nötig, um das Portal zu nutzen und Sendungen auszuführen; ohne sie kann kein Konto angelegt und keine Sendung abgewickelt werden. Weitere Kontaktdaten sind freiwillig.',
          },
        ],
      },
      {
        id: 'automated-decisions',
        title: 'Keine automatisierten Entscheidungen',
        blocks: [
          {
            p: 'Das Portal trifft keine ausschließlich automatisierten Entscheidungen einschließlich Profiling, die Ihnen gegenüber rechtliche Wirkung entfalten oder Sie ähnlich erheblich beeinträchtigen (Art. 22 DSGVO). Seine Regeln prüfen nur Eingaben, etwa ob eine Postleitzahl zum Land passt.',
          },
        ],
      },
      {
        id: 'security',
        title: 'Sicherheit',
        blocks: [
          {
            p: 'Im Betrieb ist das Portal nur über verschlüsselte Verbindungen (HTTPS) erreichbar. Es speichert Passwörter nur als Hashwerte, zeigt jedem Benutzer nur die Daten seiner eigenen Kunden und protokolliert jede Änderung einer Sendung.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Änderungen dieser Erklärung',
        blocks: [
          {
            p: 'Wir passen diese Erklärung an, wenn sich das Portal oder die Rechtslage ändert. Die aktuelle Fassung finden Sie stets auf dieser Seite.',
          },
        ],
      },
    ],
  },

  adsp: {
    intro: [
      {
        p: 'Wir arbeiten ausschließlich auf Grundlage der **Allgemeinen Deutschen Spediteurbedingungen 2017 (ADSp 2017)** in ihrer jeweils neuesten Fassung.',
      },
    ],
    sections: [
      {
        id: 'what',
        title: 'Was die ADSp sind',
        blocks: [
          {
            p: 'Die ADSp sind Allgemeine Geschäftsbedingungen für Speditions-, Fracht-, Lager- und andere Logistikleistungen. Verbände von Industrie, Handel und Speditionsgewerbe in Deutschland haben sie gemeinsam erarbeitet und empfehlen ihre Verwendung. Sie ergänzen die gesetzlichen Regeln des Handelsgesetzbuchs (HGB) über Speditions-, Fracht- und Lagerverträge.',
          },
        ],
      },
      {
        id: 'scope',
        title: 'Wann sie gelten',
        blocks: [
          {
            list: [
              'Für jeden Auftrag, den Sie uns erteilen, über dieses Portal oder auf anderem Weg: Spedition, Beförderung, Lagerung und damit zusammenhängende Logistikleistungen.',
              'Zwischen Unternehmern: Für Verträge mit Verbrauchern sind die ADSp nicht bestimmt.',
              'Stets in ihrer neuesten Fassung.',
              'Zwingende gesetzliche Vorschriften und mit Ihnen einzeln getroffene Vereinbarungen gehen vor.',
            ],
          },
        ],
      },
      {
        id: 'key-points',
        title: 'Was Sie als Kunde wissen sollten',
        blocks: [
          {
            list: [
              '**Angaben zum Gut:** Teilen Sie uns rechtzeitig alles mit, was für den Auftrag wichtig ist: Adressen, Anzahl, Art und Gewicht der Packstücke und besondere Eigenschaften des Guts, insbesondere Gefahrgut, wertvolle oder diebstahlgefährdete Güter und Güter, die eine bestimmte Temperatur brauchen.',
              '**Verpackung und Kennzeichnung:** Das Gut muss so verpackt und gekennzeichnet sein, dass es sicher umgeschlagen werden kann; die im Portal gedruckten Etiketten kennzeichnen jedes Packstück.',
              '**Verladen und Ladehilfsmittel:** Die ADSp regeln auch das Be- und Entladen und den Tausch von Ladehilfsmitteln wie Paletten, soweit nichts anderes vereinbart ist.',
              '**Haftung:** Unsere Haftung richtet sich nach dem HGB und den ADSp und ist für Verlust oder Beschädigung des Guts der Höhe nach begrenzt, wie es das Gesetz erlaubt. Ist Ihr Gut besonders wertvoll, sagen Sie es uns vor dem Transport.',
              '**Versicherung:** Eine Transportversicherung für Ihr Gut wird nur auf Ihren Auftrag hin eingedeckt. Geben Sie den zu versichernden Wert im Auftrag an und stimmen Sie die Einzelheiten mit Ihrer Niederlassung ab.',
              '**Verlust, Schaden und Verspätung:** Prüfen Sie das Gut bei der Ablieferung und melden Sie äußerlich erkennbare Verluste oder Schäden sofort; verdeckte Schäden und Verspätungen sind innerhalb der kurzen Fristen zu melden, die Gesetz und ADSp vorsehen.',
              '**Zahlung:** Unsere Rechnungen sind wie vereinbart fällig; zur Sicherung fälliger Forderungen hat der Spediteur ein Pfandrecht an dem Gut in seiner Obhut.',
            ],
          },
        ],
      },
      {
        id: 'full-text',
        title: 'Volltext',
        blocks: [
          { p: 'Verbindlich ist allein der offizielle Volltext der ADSp:' },
          { p: '[Volltext der ADSp lesen]({{adspUrl}})' },
          {
            note: 'Diese Zusammenfassung dient nur der Orientierung und ersetzt den Volltext nicht. Bei Fragen zu den Bedingungen wenden Sie sich bitte an Ihre Niederlassung.',
          },
        ],
      },
    ],
  },
};
