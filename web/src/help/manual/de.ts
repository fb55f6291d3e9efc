import type { HelpDocument } from '../document.ts';

/** Das Benutzerhandbuch auf Deutsch. Bezeichnungen in [[...]] sind die Texte der Oberfläche (siehe document.ts). */
export const manual: HelpDocument = {
  intro: [
    {
      p: 'Dieses Handbuch erklärt, wie Sie im Frachtportal Sendungen erfassen, avisieren, beauftragen und drucken und wie Sie Adressbuch und Packstückvorlagen pflegen. Namen von Schaltflächen und Feldern stehen **fett**, genau so, wie das Portal sie zeigt.',
    },
  ],
  sections: [
    {
      id: 'getting-started',
      title: 'Erste Schritte',
      blocks: [],
      sections: [
        {
          id: 'sign-in',
          title: 'Anmelden und Abmelden',
          blocks: [
            {
              steps: [
                'Klicken Sie oben rechts auf [[auth.signIn]].',
                'Geben Sie auf der Anmeldeseite des Portals Benutzername und Passwort ein.',
                'Sie kehren angemeldet auf die Seite zurück, auf der Sie waren. Die Schaltfläche mit Ihrem Namen öffnet das Kontomenü mit Benutzername und E-Mail-Adresse.',
              ],
            },
            {
              p: 'Die Anmeldung gilt, solange der Browser-Tab geöffnet ist, und wird während der Arbeit automatisch verlängert. Zum Beenden wählen Sie [[auth.signOut]] im Kontomenü und bestätigen auf der Anmeldeseite. Auch das Schließen des Tabs vergisst die Anmeldung in diesem Tab.',
            },
            {
              p: 'Neue Kunden registrieren sich über einen Registrierungslink ihres Vertriebsansprechpartners. Der Menüpunkt [[nav.registration]] erscheint nur, solange Sie abgemeldet sind. Bestätigen Sie nach der Registrierung Ihre E-Mail-Adresse mit dem Link aus der Bestätigungsmail; danach können Sie sich anmelden.',
            },
            {
              note: 'Die Hilfeseiten (dieses Handbuch, die ADSp, die Datenschutzerklärung und das Impressum) können Sie auch ohne Anmeldung lesen.',
            },
          ],
        },
        {
          id: 'languages',
          title: 'Sprachen',
          blocks: [
            {
              p: 'Die Sprache wählen Sie oben im Feld [[language.label]]: Deutsch, English, Čeština oder Slovenčina. Das Portal merkt sich die Wahl in diesem Browser; beim ersten Besuch folgt es der Sprache Ihres Browsers, sonst gilt Englisch.',
            },
            {
              p: 'Auch Meldungen des Servers, etwa Feldfehler, erscheinen in der gewählten Sprache. Einige feste deutsche Texte stehen in jeder Sprache: der Titel des Fehlerdialogs [[error.title]], der Hinweis [[fixed.noAddressSelected]] und die Meldung [[fixed.shipmentNotSavable]].',
            },
          ],
        },
        {
          id: 'menu',
          title: 'Menüs und Schaltflächen',
          blocks: [
            {
              p: 'Das Hauptmenü zeigt nur, was Ihr Konto nutzen darf: [[nav.shipments]] mit [[nav.shipmentList]] und [[nav.createShipment]], [[nav.addresses]] mit [[nav.addressBook]] und [[nav.invoiceRecipients]], [[nav.cargoTemplates]] und [[nav.settings]]. Administratoren sehen zusätzlich [[nav.administration]]. Auf schmalen Bildschirmen liegt das Menü hinter der Schaltfläche mit den drei Strichen.',
            },
            {
              p: 'Das Menü [[help.menu]] bietet dieses [[help.manual]], [[help.about]] (die Versionen des Portals), [[help.bugReport]], die [[help.adsp]], die [[help.privacy]] und das [[help.imprint]].',
            },
            {
              note: 'Eine Schaltfläche erscheint nur, wenn ihre Aktion möglich ist: Das Portal bietet eine Aktion für eine Sendung oder Adresse nur an, wenn sie im aktuellen Zustand und für Ihr Konto erlaubt ist. Eine fehlende Schaltfläche ist also kein Fehler. Konten, die nur lesen dürfen (Prüfer), sehen keine Schaltflächen, die etwas ändern.',
            },
          ],
        },
      ],
    },
    {
      id: 'shipment-list',
      title: 'Die Sendungsübersicht',
      blocks: [
        {
          p: 'Die [[nav.shipmentList]] ist die Startseite. Sie zeigt die Sendungen der Kunden, denen Ihr Konto zugeordnet ist, 100 je Seite, die höchste Sendungsnummer zuerst. Mit [[shipmentList.previousPage]] und [[shipmentList.nextPage]] unter der Liste blättern Sie.',
        },
      ],
      sections: [
        {
          id: 'columns',
          title: 'Spalten',
          blocks: [
            {
              terms: [
                [
                  '[[shipmentList.columns.shipmentNumber]]',
                  'Die Nummer der Sendung beim Spediteur. Sobald die Sendung beim Spediteur liegt, ist die Nummer ein Link, der die Sendungsverfolgung in einem neuen Tab öffnet.',
                ],
                ['[[shipmentList.columns.senderCustomerId]]', 'Die Kundennummer des Absenders.'],
                [
                  '[[shipmentList.columns.sender]], [[shipmentList.columns.consignee]]',
                  'Name und Ort von Absender und Empfänger.',
                ],
                ['[[shipmentList.columns.state]]', 'Wo die Sendung steht, siehe [Sendungsstatus](#states).'],
                ['[[shipmentList.columns.lastModifiedBy]]', 'Wer die Sendung zuletzt gespeichert hat.'],
                ['[[shipmentList.columns.orderNumber]]', 'Ihre eigene Auftragsnummer.'],
                [
                  '[[shipmentList.columns.shippingDate]], [[shipmentList.columns.deliveryDate]]',
                  'Das geplante Versand- (Abhol-)datum und das Zustelldatum.',
                ],
                [
                  '[[shipmentList.columns.product]]',
                  'Das Produkt des Spediteurs, mit dem die Sendung reist.',
                ],
                [
                  '[[shipmentList.columns.shippingNoticeCreated]]',
                  'Wann das Avis an die Niederlassung ging.',
                ],
                ['[[shipmentList.columns.commissionedOn]]', 'Wann die Sendung beauftragt wurde.'],
                [
                  '[[shipmentList.columns.hazmat]]',
                  '[[common.yes]], wenn mindestens ein Packstück Gefahrgut enthält.',
                ],
                [
                  '[[shipmentList.columns.type]]',
                  'Die Hauptart, als die der Spediteur die Sendung abwickelt: [[shipment.type.DISTRIBUTION]], [[shipment.type.QUER]] (Abholung im Gebiet einer anderen Niederlassung), beide auch innerhalb des Gebiets einer Niederlassung („Nah in Nah“), [[shipment.type.BELOG]] oder [[shipment.type.UNDEFINED]].',
                ],
              ],
            },
          ],
        },
        {
          id: 'states',
          title: 'Sendungsstatus',
          blocks: [
            {
              terms: [
                [
                  '[[shipment.state.NEW]] (NEW)',
                  'Erfasst, aber noch nicht gespeichert. Eine solche Sendung lässt sich in der Liste nicht auswählen.',
                ],
                [
                  '[[shipment.state.DRAFT]] (DRAFT)',
                  'Gespeichert. Ein Entwurf kann bearbeitet, avisiert, beauftragt, storniert und gelöscht werden.',
                ],
                [
                  '[[shipment.state.CREATE_ANNOUNCEMENT]] (CREATE_ANNOUNCEMENT)',
                  'Das Avis wird gerade erstellt; die Sendung ist avisiert, sobald sie gespeichert ist.',
                ],
                [
                  '[[shipment.state.ANNOUNCED]] (ANNOUNCED)',
                  'Die Niederlassung hat das Avis. Die Sendung kann weiter bearbeitet, beauftragt, storniert und gelöscht werden.',
                ],
                [
                  '[[shipment.state.FINALIZED]] (FINALIZED)',
                  'Beauftragt: Der Transport ist bestellt. Die Sendung kann nicht mehr geändert, storniert oder gelöscht werden; Etiketten und eine Ladeliste können gedruckt werden.',
                ],
                [
                  '[[shipment.state.CARGO_LIST_CREATED]] (CARGO_LIST_CREATED)',
                  'Für die beauftragte Sendung wurde eine Ladeliste erstellt.',
                ],
                [
                  '[[shipment.state.CANCELLED]] (CANCELLED)',
                  'Storniert. Die Sendung bleibt zur Information in der Liste.',
                ],
              ],
            },
          ],
        },
        {
          id: 'search-filter-sort',
          title: 'Suchen, filtern und sortieren',
          blocks: [
            {
              list: [
                '[[shipmentList.search]]: Geben Sie eine Sendungsnummer, eine Auftrags- oder Referenznummer oder Name oder Ort von Absender oder Empfänger ein. Die Liste folgt kurz nach der letzten Eingabe, mit der Eingabetaste sofort.',
                '[[shipmentList.stateFilter]]: Klicken Sie die Status an, die Sie sehen möchten, zum Beispiel nur [[shipment.state.DRAFT]] und [[shipment.state.ANNOUNCED]]. Ohne gewählten Status erscheinen alle Sendungen.',
                'Sortieren: Ein Klick auf eine Spaltenüberschrift sortiert nach dieser Spalte, ein zweiter Klick kehrt die Reihenfolge um. Ein Pfeil kennzeichnet die sortierte Spalte.',
                '[[shipmentList.exportXls]] lädt die Sendungen der aktuellen Suche, Filterung und Sortierung als Excel-Datei herunter.',
              ],
            },
            {
              p: 'Suche, Filter, Sortierung und Seite sind Teil der Adresse im Browser: Sie können eine Ansicht als Lesezeichen speichern oder an Kollegen schicken.',
            },
          ],
        },
        {
          id: 'selection',
          title: 'Sendungen auswählen und die Werkzeugleiste',
          blocks: [
            {
              p: 'Mit den Kästchen am Zeilenanfang wählen Sie Sendungen aus; die Werkzeugleiste über der Liste wirkt dann auf die Auswahl:',
            },
            {
              list: [
                '[[shipmentList.create]]: [[shipmentList.createWithForm]] oder [[shipmentList.createWithWizard]], siehe [Sendung erfassen](#create).',
                '[[actions.shippingNotice]]: avisiert die ausgewählten Sendungen, siehe [Avis](#announce).',
                '[[actions.commission]]: beauftragt sie, siehe [Beauftragen](#commission).',
                '[[actions.printLabels]] und [[actions.printCargoList]], siehe [Etiketten und Ladelisten](#printing).',
                '[[shipmentList.delete]]: löscht sie nach einer Rückfrage, siehe [Stornieren und Löschen](#cancel-delete).',
                '[[shipmentList.exportXls]]: der Excel-Export der Liste.',
              ],
            },
          ],
        },
        {
          id: 'details',
          title: 'Details einer Sendung',
          blocks: [
            {
              p: 'Der Pfeil am Zeilenanfang öffnet die Sendung. Ihre Reiter zeigen:',
            },
            {
              terms: [
                [
                  '[[shipmentDetail.overview]]',
                  'Absender, Empfänger, Rechnungsempfänger, Auftragsmerkmale und Produkt.',
                ],
                ['[[shipmentDetail.cargoList]]', 'Die Packstücke und die Sendungsinformationen.'],
                [
                  '[[shipmentDetail.inquiries]]',
                  'Die Mails zur Sendung (Mail-Protokoll), siehe [Änderungs- und Mail-Protokoll](#logs).',
                ],
                ['[[shipmentDetail.auditLog]]', 'Wer wann was geändert hat.'],
              ],
            },
            {
              p: 'Unter den Reitern stehen die Schaltflächen für diese eine Sendung, soweit möglich: [[actions.inquiry]], [[actions.requestQuotation]], [[actions.shippingNotice]], [[actions.commission]], [[actions.edit]] und [[actions.cancelShipment]], bei Quertransporten außerdem der Abholauftrag. Ein erhaltenes Preisangebot erscheint über den Schaltflächen.',
            },
          ],
        },
      ],
    },
    {
      id: 'create',
      title: 'Sendung erfassen',
      blocks: [],
      sections: [
        {
          id: 'form-or-wizard',
          title: 'Formular oder Assistent',
          blocks: [
            {
              p: 'Wählen Sie [[nav.createShipment]] im Menü oder [[shipmentList.create]] in der Werkzeugleiste der Übersicht mit einem von zwei Wegen:',
            },
            {
              list: [
                '[[shipmentList.createWithForm]]: alle Teile des Auftrags auf einer Seite.',
                '[[shipmentList.createWithWizard]]: dieselben Teile in drei Schritten, [[orderForm.stepAddresses]] (Absender, Empfänger, Rechnungsempfänger), [[orderForm.stepOrder]] (Auftragsmerkmale, Produkt, Zustellhinweise) und [[orderForm.stepCargo]] (Packstücke und Sendungsinformationen). [[orderForm.next]] und [[orderForm.back]] wechseln die Schritte; Sie können auch einen Schritt anklicken.',
              ],
            },
            { p: 'Mit Sternchen (*) markierte Felder sind Pflichtfelder.' },
          ],
        },
        {
          id: 'parties',
          title: 'Absender und Empfänger',
          blocks: [
            {
              p: 'Wählen Sie im Feld [[orderForm.addressBook]] einen Eintrag aus Ihrem Adressbuch: Tippen Sie einen Teil des Namens zum Suchen, scrollen Sie für weitere Einträge. Die Absenderliste bietet Absender, Beladestellen und neutrale Adressen, die Empfängerliste Empfänger. Die gewählte Adresse füllt die Felder, die Sie weiter ändern können.',
            },
            {
              p: 'Oder geben Sie die Adresse direkt ein: [[fields.name]], [[fields.customerId]], [[fields.additionalName]], [[fields.street]], [[fields.country]] (Länderkürzel, zum Beispiel DE), [[fields.zipCode]], [[fields.city]] und die Kontaktdaten [[fields.contactName]], [[fields.phone]] und [[fields.email]]. Namen und Straßen fassen bis zu 35 Zeichen; die Postleitzahl muss zum Land passen.',
            },
            {
              p: 'Solange kein Empfänger gewählt ist, zeigt die Empfängerkarte [[fixed.noAddressSelected]]. Manche Produkte brauchen Kontaktdaten des Empfängers, etwa eine Telefonnummer oder E-Mail-Adresse für die Zustellankündigung; ein Feldfehler sagt Ihnen, welche.',
            },
          ],
        },
        {
          id: 'invoice-recipient',
          title: 'Rechnungsempfänger',
          blocks: [
            {
              p: 'Ohne weitere Angaben erhält der Standard-Rechnungsempfänger Ihres Kundenkontos die Rechnung; die Karte zeigt dann „([[orderForm.defaultInvoiceRecipient]])“. Soll jemand anderes die Rechnung erhalten, kreuzen Sie [[orderForm.divergentInvoiceRecipient]] an und füllen Kundennummer, Name und Adresse aus. Ohne Kreuz gilt wieder der Standard-Rechnungsempfänger.',
            },
          ],
        },
        {
          id: 'characteristics',
          title: 'Auftragsmerkmale',
          blocks: [
            {
              terms: [
                ['[[fields.orderNumber]]', 'Ihre Auftragsnummer, bis zu 35 Zeichen.'],
                ['[[fields.referenceNumber]]', 'Eine numerische Referenz, bis zu 10 Ziffern.'],
                [
                  '[[fields.shippingDate]]',
                  'Das Abholdatum: ab heute bis etwa zwei Monate im Voraus; Wochenenden sind nicht wählbar.',
                ],
                [
                  '[[fields.shippingTimeFrom]], [[fields.shippingTimeUntil]]',
                  'Das Zeitfenster für die Verladung als HH:MM, in Schritten von 15 Minuten.',
                ],
                ['[[fields.shippingNotice]]', 'Ein kurzer Hinweis zur Abholung, bis zu 35 Zeichen.'],
                [
                  '[[fields.shippingTerms]]',
                  'Wer welche Kosten trägt (Incoterms). Die Liste bietet nationale Bedingungen, wenn Absender und Empfänger beide in Deutschland sind, sonst internationale.',
                ],
                [
                  '[[fields.collectOnDelivery]]',
                  'Ein Betrag, den der Empfänger bei Zustellung zahlt, mit Währung. Nur manche Produkte erlauben ihn, vor allem innerhalb Tschechiens und der Slowakei, und jede Währung hat einen Höchstbetrag.',
                ],
                [
                  '[[fields.insuranceValue]]',
                  'Der zu versichernde Warenwert mit Währung. Über einem Schwellenwert wird die Niederlassung für eine gesonderte Versicherung informiert.',
                ],
              ],
            },
          ],
        },
        {
          id: 'product',
          title: 'Produkt und Zustelldatum',
          blocks: [
            {
              p: 'Die Liste [[fields.product]] zeigt die Produkte des Spediteurs für die Strecke Ihrer Sendung, ermittelt aus Ländern und Postleitzahlen von Absender und Empfänger und aus dem Versanddatum. Geben Sie deshalb zuerst beide Adressen ein.',
            },
            {
              p: 'Viele Produkte stellen innerhalb eines Fensters von Werktagen nach dem Versanddatum zu. Das [[fields.deliveryDate]] muss dann in diesem Fenster liegen; Wochenenden und die Feiertage des Empfängerlandes zählen nicht. Bei manchen Produkten ist das Zustelldatum freiwillig, bei einem festen Fenster wird es für Sie gesetzt. Ändern Sie Versanddatum oder Produkt, wird das Zustelldatum entsprechend geleert oder verschoben.',
            },
          ],
        },
        {
          id: 'delivery-notes',
          title: 'Zustellhinweise',
          blocks: [
            {
              p: 'Zustellhinweise informieren Fahrer und Empfänger über besondere Bedingungen, etwa einen Termin oder eine Zustellung mit Hebebühne. Wählen Sie einen Hinweis unter [[orderForm.addDeliveryNote]] (Tippen filtert); das × neben einem Hinweis entfernt ihn. Ein Auftrag fasst höchstens 10 Hinweise.',
            },
            {
              p: 'Hinweise, die beim Absender oder Empfänger im Adressbuch hinterlegt sind, kommen mit der Wahl dieser Adresse hinzu und entfallen wieder, wenn Sie eine andere wählen. Erlaubt ein Produkt einen Hinweis nicht, wird er mit einer Meldung entfernt.',
            },
          ],
        },
        {
          id: 'cargo',
          title: 'Ladeliste und Sendungsinformationen',
          blocks: [
            { p: 'Jede Position der Ladeliste beschreibt gleichartige Packstücke:' },
            {
              list: [
                '[[fields.colliQty]] (mindestens 1), [[fields.packingCode]] (zum Beispiel FP für eine Palette mit Tausch) und [[fields.goods]] (bis zu 30 Zeichen) sind Pflicht.',
                '[[fields.marking]] (bis zu 17 Zeichen) wird auf das Etikett gedruckt.',
                '[[fields.length]], [[fields.width]] und [[fields.height]] in Zentimetern, [[fields.weight]] in Kilogramm, jeweils ganze Zahlen. Eine Länge über 745 cm oder eine Höhe über 220 cm ist ungewöhnlich: Bitte rufen Sie Ihre Niederlassung an.',
              ],
            },
            {
              p: '[[orderForm.addItem]] fügt eine leere Position hinzu, [[orderForm.addFromTemplate]] eine aus einer Ihrer [Packstückvorlagen](#cargo-templates) gefüllte. Eine Position lässt sich entfernen, solange es mehr als eine gibt.',
            },
            {
              p: 'Die [[shipmentDetail.shipmentInfo]] enthalten [[fields.storingPos]], [[fields.cbm]] (aus den Maßen der Positionen berechnet: Anzahl × Länge × Breite × Höhe), [[fields.loadingLength]] in Metern und die Ladehilfsmittel (Anzahl und Art FP oder GP).',
            },
          ],
        },
        {
          id: 'dangerous-goods',
          title: 'Gefahrgut',
          blocks: [
            {
              p: 'Kreuzen Sie an einer Position [[orderForm.dangerousGoods]] an, um Gefahrgut (ADR) anzugeben. Es erscheint ein Eintrag mit:',
            },
            {
              list: [
                '[[fields.unNumber]]: Suche nach Nummer oder Bezeichnung; die Wahl füllt Versandbezeichnung, Gefahrklasse, Klassifizierungscode und Tunnelcode.',
                '[[fields.packagingCode]] und [[fields.packagingGroup]].',
                '[[orderForm.hazmatWeight]]: das Gewicht des Gefahrguts, in Kilogramm höchstens das Gewicht der Position.',
              ],
            },
            {
              note: 'Sie sind dafür verantwortlich, Gefahrgut vollständig und richtig anzugeben. Fragen Sie im Zweifel Ihre Niederlassung.',
            },
          ],
        },
        {
          id: 'saving',
          title: 'Speichern',
          blocks: [
            {
              p: '[[actions.save]] speichert die Sendung als [[shipment.state.DRAFT]] und führt zur Übersicht, wo eine Meldung die neue Sendungsnummer nennt. Solange Pflichtfelder fehlen, zeigt die Schaltfläche den Hinweis „[[orderForm.fillMandatoryFields]]“, und die betroffenen Felder sind markiert.',
            },
            {
              p: 'Kann der Assistent nicht speichern, öffnet sich der Dialog [[error.title]] mit [[fixed.shipmentNotSavable]] und den zu korrigierenden Feldern. Der Server prüft jede Regel erneut; seine Feldfehler erscheinen an den Feldern und im Dialog.',
            },
          ],
        },
      ],
    },
    {
      id: 'editing',
      title: 'Sendung bearbeiten',
      blocks: [
        {
          steps: [
            'Öffnen Sie die Sendung in der Übersicht mit dem Pfeil am Zeilenanfang.',
            'Klicken Sie auf [[actions.edit]]. Die Zeile wird zum Auftragsformular mit den Daten der Sendung; Felder, die den Regeln nicht genügen, sind sofort markiert.',
            'Ändern Sie, was nötig ist, und klicken Sie auf [[actions.save]] oder auf [[actions.abort]], um Ihre Änderungen zu verwerfen.',
          ],
        },
        {
          p: 'Entwürfe und avisierte Sendungen lassen sich bearbeiten. Hat inzwischen jemand anderes die Sendung gespeichert, wird Ihr Speichern abgelehnt, damit keine Änderung verloren geht: Schließen Sie den Fehler, öffnen Sie die Sendung erneut und wiederholen Sie Ihre Änderung.',
        },
      ],
    },
    {
      id: 'announce',
      title: 'Avis',
      blocks: [
        {
          p: 'Das Avis (Voranmeldung) teilt der Niederlassung mit, dass eine Sendung zur Abholung bereitsteht. Es ist für Distributionssendungen in den Status [[shipment.state.DRAFT]] und [[shipment.state.ANNOUNCED]] möglich. Klicken Sie unter einer geöffneten Sendung auf [[actions.shippingNotice]] oder wählen Sie Sendungen in der Übersicht aus und klicken Sie in der Werkzeugleiste auf [[actions.shippingNotice]].',
        },
        {
          p: 'Der Dialog [[announce.title]] fragt nach:',
        },
        {
          list: [
            '[[announce.dateFrom]]: nicht vor heute und höchstens zwei Monate im Voraus. Ein Datum in der Vergangenheit wird mit einem Hinweis auf den nächsten möglichen Tag verschoben.',
            '[[announce.dateUntil]]: ein freiwilliges letztes Versanddatum, angeboten bei Produkten ohne festes Zustellfenster.',
            '[[announce.timeFrom]] und [[announce.timeUntil]]: das Zeitfenster der Verladung. Das Portal schlägt Ihre üblichen Zeiten vor, freitags eigene Werte.',
            '[[announce.notice]]: ein kurzer Hinweis, bis zu 35 Zeichen.',
            '[[announce.deliveryDate]]: vorbelegt, wenn alle Sendungen dasselbe haben. Bei einem Produkt mit festem Fenster ist es gesetzt und gesperrt; unterscheiden sich die Zustellfenster der Sendungen, ist es ausgeblendet, und die Zustelldaten werden einzeln neu berechnet.',
          ],
        },
        {
          p: 'Sendungen, die nicht avisiert werden können, stehen unter [[announce.notPossible]] mit dem Grund, etwa weil sie schon beauftragt oder keine Distributionssendungen sind. [[announce.submit]] sendet das Avis; der Status wird [[shipment.state.ANNOUNCED]], und die Niederlassung erhält das Avis per E-Mail.',
        },
      ],
    },
    {
      id: 'commission',
      title: 'Beauftragen',
      blocks: [
        {
          p: 'Mit dem Beauftragen bestellen Sie den Transport. Klicken Sie unter einer geöffneten Sendung auf [[actions.commission]] oder wählen Sie Sendungen in der Übersicht aus und klicken Sie in der Werkzeugleiste auf [[actions.commission]]. Entwürfe und avisierte Sendungen lassen sich beauftragen; danach ist der Status [[shipment.state.FINALIZED]], und die Sendung kann nicht mehr geändert werden.',
        },
        {
          p: 'Eine einzelne Sendung wird sofort beauftragt; bei mehreren Sendungen fragt das Portal zuerst nach einer Bestätigung.',
        },
      ],
    },
    {
      id: 'batches',
      title: 'Mehrere Sendungen auf einmal',
      blocks: [
        {
          p: 'Avisieren oder beauftragen Sie mehr als eine Sendung, verarbeitet das Portal bis zu 1000 davon als Sammelauftrag. Ein Fortschrittsdialog ([[batch.announceTitle]] oder [[batch.commissionTitle]]) zählt die verarbeiteten Sendungen und sagt am Ende, wie viele erledigt und welche übersprungen wurden, und warum.',
        },
        {
          p: 'Jede Sendung wird einzeln verarbeitet: Eine, die nicht verarbeitet werden kann, wird übersprungen, ohne die anderen aufzuhalten. Bei Zustellfenstern erhält jede Sendung entweder das gewählte Zustelldatum oder behält dieselbe Zahl von Werktagen zwischen Versand und Zustellung.',
        },
      ],
    },
    {
      id: 'printing',
      title: 'Etiketten und Ladelisten',
      blocks: [],
      sections: [
        {
          id: 'labels',
          title: 'Etiketten',
          blocks: [
            {
              p: 'Wählen Sie gespeicherte Sendungen in der Übersicht aus und klicken Sie auf [[actions.printLabels]]. Jedes Packstück erhält ein Etikett mit eigenem Barcode (SSCC/NVE). Im Dialog [[printer.title]] wählen Sie das [[printer.type]]:',
            },
            {
              terms: [
                ['LASER', '[[printer.LASER]]: Etiketten von 105 × 148 mm auf A4-Bögen.'],
                [
                  'LASER_POSITION',
                  '[[printer.LASER_POSITION]]: wie LASER, beginnend an [[printer.position]] 1 bis 4 des ersten Bogens, damit angebrochene Bögen aufgebraucht werden.',
                ],
                [
                  'ZEBRA',
                  '[[printer.ZEBRA]]: für Etikettendrucker, 100 × 150 mm. Unter [[printer.output]] wählen Sie [[printer.pdf]] oder [[printer.zpl]]: die Etiketten als Datei in der Sprache des Druckers, ZPL, in der Auflösung Ihres Druckers ([[printer.dpi]]: [[printer.dpi203]] oder [[printer.dpi300]]). Schicken Sie die .zpl-Datei unverändert an den Drucker (z. B. mit den Zebra Setup Utilities); er druckt die Barcodes selbst, scharf und ohne Skalierung.',
                ],
              ],
            },
            {
              p: 'Mit [[printer.remember]] behält das Portal das Format für das nächste Mal; Sie können es auch in den [[nav.settings]] festlegen. [[printer.print]] öffnet die Etiketten als PDF zum Drucken.',
            },
          ],
        },
        {
          id: 'cargo-lists',
          title: 'Ladelisten',
          blocks: [
            {
              p: 'Eine Ladeliste führt die beauftragten Sendungen auf, die zusammen übergeben werden. Wählen Sie Sendungen im Status [[shipment.state.FINALIZED]] aus und klicken Sie auf [[actions.printCargoList]]; die Liste öffnet sich als PDF, und die Sendungen wechseln nach [[shipment.state.CARGO_LIST_CREATED]]. Eine Ladeliste enthält die Sendungen eines Kunden.',
            },
          ],
        },
      ],
    },
    {
      id: 'inquiries',
      title: 'Anfragen, Abholaufträge und Preisangebote',
      blocks: [
        {
          terms: [
            [
              '[[actions.inquiry]]',
              'Sobald der Spediteur eine Sendung hat (avisiert oder beauftragt), sendet [[actions.inquiry]] unter der geöffneten Sendung eine Frage an die Niederlassung. Schreiben Sie Ihre Frage in [[inquiry.text]], hängen Sie bei Bedarf PDF-Dateien an und klicken Sie auf [[inquiry.send]]. Die Mail erscheint im Reiter [[shipmentDetail.inquiries]].',
            ],
            [
              'Abholauftrag',
              'Für einen Quertransport, der im Gebiet einer anderen Niederlassung abgeholt wird, kann ein Abholauftrag an den Partner erteilt werden, der die Ware abholt. Der Dialog nimmt Partner, Ansprechpartner Ihrer Niederlassung, Absender und Empfänger, Daten und Zeiten, Hinweise, Zolldokumente und Abrechnungsangaben auf und erzeugt den Abholauftrag als PDF.',
            ],
            [
              '[[actions.requestQuotation]]',
              'Wenn Ihr Vertrag Preisangebote vorsieht, fragt [[actions.requestQuotation]] den Preis eines Entwurfs oder einer avisierten Sendung an. Der Preis und, soweit vorhanden, eine Aufstellung der Zusatzkosten erscheinen unter der Sendung.',
            ],
          ],
        },
      ],
    },
    {
      id: 'cancel-delete',
      title: 'Stornieren und Löschen',
      blocks: [
        {
          list: [
            '[[actions.cancelShipment]] unter einer geöffneten Sendung storniert einen Entwurf oder eine avisierte Sendung nach einer Rückfrage. Sie bleibt als [[shipment.state.CANCELLED]] in der Liste, und die Niederlassung wird informiert.',
            '[[shipmentList.delete]] in der Werkzeugleiste löscht die ausgewählten Sendungen nach einer Rückfrage. Nur Entwürfe und avisierte Sendungen lassen sich löschen; eine gelöschte Sendung verschwindet aus der Liste.',
          ],
        },
        {
          p: 'Eine beauftragte Sendung kann im Portal weder storniert noch gelöscht werden: Bitte wenden Sie sich an Ihre Niederlassung.',
        },
      ],
    },
    {
      id: 'address-book',
      title: 'Adressbuch',
      blocks: [
        {
          p: 'Das [[nav.addressBook]] enthält die Adressen, von denen und an die Sie versenden. Jede Adresse hat einen oder mehrere Typen: [[addressBook.type.SENDER]], [[addressBook.type.CONSIGNEE]], [[addressBook.type.LOADING_SITE]] (ein Ort, an dem Ware in Ihrem Auftrag verladen wird) und [[addressBook.type.NEUTRAL]] (Versand, ohne Ihr Unternehmen als Absender zu zeigen).',
        },
        {
          list: [
            '[[addressBook.search]] findet Adressen nach Name, Kundennummer, Straße, Postleitzahl, Ort oder Ansprechpartner; die Typ-Schaltflächen über der Liste blenden Adressen eines Typs ein oder aus (anfangs sind alle aktiv).',
            'Ein Klick auf eine Spaltenüberschrift sortiert; die Spalte [[addressBook.columns.isDefaultSenderAddress]] zeigt Ihren Standardabsender.',
            '[[addressBook.create]] öffnet ein leeres Formular. Der Pfeil am Zeilenanfang öffnet eine Adresse zum Bearbeiten.',
            'Name, Straße, Land, Postleitzahl und Ort sind Pflicht; mindestens einer der Typen Absender, Empfänger oder Beladestelle muss angekreuzt sein.',
            '[[addressBook.save]] speichert die Adresse, [[addressBook.delete]] entfernt sie nach einer Rückfrage.',
          ],
        },
        {
          p: 'Trägt eine Adresse die Kundennummer des Spediteurs, lassen sich nur ihre Kontaktdaten ändern; für andere Änderungen wenden Sie sich bitte an Ihre Niederlassung.',
        },
      ],
    },
    {
      id: 'invoice-recipients',
      title: 'Rechnungsempfänger',
      blocks: [
        {
          p: 'Unter [[nav.invoiceRecipients]] stehen die Parteien, an die Ihre Sendungen abgerechnet werden können, mit Kundennummer, Name und Adresse; einer davon ist der Standard. Darf Ihr Konto Rechnungsempfänger anlegen, fügt eine Schaltfläche einen neuen hinzu. Andernfalls können Sie einen dem Spediteur bekannten Rechnungsempfänger über seine sechsstellige Kundennummer übernehmen. Ist die Nummer unbekannt oder der Empfänger schon vorhanden, sagt eine Meldung dies; wenden Sie sich dann bitte an Ihre Niederlassung.',
        },
      ],
    },
    {
      id: 'cargo-templates',
      title: 'Packstückvorlagen',
      blocks: [
        {
          p: 'Unter [[nav.cargoTemplates]] speichern Sie Packstücke, die Sie oft versenden, damit [[orderForm.addFromTemplate]] sie mit einem Klick einfügt. Die Standardvorlage steht an erster Stelle.',
        },
        {
          list: [
            '[[cargoTemplates.create]] öffnet ein leeres Formular; der Pfeil am Zeilenanfang öffnet eine Vorlage.',
            'Der [[cargoTemplates.fields.name]] ist Pflicht. Die übrigen Felder sind die einer Position: Markierung, Auftragsnummer, Anzahl, Packmittel, Warenbezeichnung, Gefahrgut, Gewicht (bis 99999 kg) und Maße (bis 999 cm).',
            '[[cargoTemplates.save]] speichert die Vorlage, [[cargoTemplates.delete]] entfernt sie nach einer Rückfrage.',
          ],
        },
      ],
    },
    {
      id: 'settings',
      title: 'Persönliche Einstellungen',
      blocks: [
        {
          p: 'Die [[nav.settings]] enthalten Ihre eigenen Vorgaben, gespeichert sobald Sie sie ändern: das Etikettenformat zum Drucken, Vorgaben für neue Sendungen (zusätzliche Pflichtfelder, Frankaturen, Währung, ein Versanddatum von heute bis in zwei Tagen, Ladezeiten für Montag bis Donnerstag und für Freitag, Zustellhinweise) und E-Mail-Benachrichtigungen, etwa eine Kopie jedes Avis an eine Adresse Ihrer Wahl.',
        },
      ],
    },
    {
      id: 'sftp-order-files',
      title: 'Auftragsdateien per SFTP',
      blocks: [
        {
          p: 'Kunden, für die die Niederlassung SFTP eingeschaltet hat, können Aufträge als Dateien senden, statt sie zu erfassen: Ein Programm lädt eine Datei hoch, das Portal prüft jeden Auftrag darin genau wie das Auftragsformular und speichert sie als Sendungen.',
        },
      ],
      sections: [
        {
          id: 'sftp-account',
          title: 'Zugang, Passwort und SSH-Schlüssel',
          blocks: [
            {
              p: 'Melden Sie sich am SFTP-Server des Portals an (Adresse und Port nennt Ihre Niederlassung), mit dem **SFTP-Benutzernamen** aus [[nav.settings]] unter [[settings.tabs.sftp]] (Ihre Kundennummer) und Ihrem SFTP-Passwort.',
            },
            {
              p: 'Ist das Passwort verloren oder könnte es anderen bekannt sein, wählen Sie dort [[settings.sftp.renew]]. Das neue Passwort wird einmal angezeigt; das alte gilt sofort nicht mehr, tragen Sie das neue also in jedem Programm ein, das Ihre Dateien überträgt.',
            },
            {
              p: 'Programme, die selbständig übertragen (ein geplanter Job mit `sftp -b`), melden sich am besten mit einem **SSH-Schlüssel** an: Im Skript steht dann kein Passwort. Erzeugen Sie auf dem übertragenden Rechner ein Schlüsselpaar mit `ssh-keygen -t ed25519 -f ~/.ssh/portal_ed25519`, fügen Sie dort unter [[settings.sftp.keys.publicKey]] die eine Zeile von `portal_ed25519.pub` ein und wählen Sie [[settings.sftp.keys.add]]. Danach meldet sich `sftp -b upload.txt -i ~/.ssh/portal_ed25519 <Benutzername>@<Server>` ohne Passwort an. Geben Sie den privaten Schlüssel nie weiter; entfernen Sie einen Schlüssel, der nicht mehr gebraucht wird, so meldet er sich sofort nicht mehr an.',
            },
          ],
        },
        {
          id: 'sftp-folders',
          title: 'Ordner',
          blocks: [
            {
              terms: [
                [
                  '`inbox/`',
                  'Laden Sie Ihre Auftragsdateien hierhin hoch. Laden Sie eine große Datei unter einem Namen mit der Endung `.part` hoch und benennen Sie sie um, wenn sie vollständig ist.',
                ],
                ['`processed/`', 'Dateien, deren Aufträge alle zu Sendungen wurden.'],
                [
                  '`error/`',
                  'Dateien, die nicht übernommen wurden, jede mit einem Bericht `<name>.errors.txt` daneben.',
                ],
                [
                  '`outbox/`',
                  'Empfangsbestätigungen, wenn Ihre Niederlassung sie eingeschaltet hat: zu einer EDIFACT-Datei ein CONTRL und ein APERAK mit der Sendungsnummer jedes Auftrags oder seinen Fehlern, zu einer CSV- oder XLSX-Datei `<name>.receipt.csv` mit einer Zeile je Auftrag. Lesen und danach löschen.',
                ],
                [
                  '`check/`',
                  'Legen Sie eine Datei hier ab, um sie zu probieren: Sie wird genau wie bei der Übernahme geprüft, aber nichts wird gespeichert. Danach liegt sie in `check/results/` mit `<name>.report.txt`, dessen erste Zeile sagt, ob sie übernommen würde.',
                ],
              ],
            },
            {
              note: 'Nur in `inbox/` und `check/` lässt sich schreiben; Dateien in `outbox/` und `check/results/` lassen sich löschen. Solange die Verarbeitung gestartet ist, liest das Portal die Eingangsordner etwa einmal pro Minute.',
            },
          ],
        },
        {
          id: 'sftp-file-layout',
          title: 'Die Datei',
          blocks: [
            {
              list: [
                'CSV (UTF-8, Felder getrennt durch `;` oder `,`) oder XLSX (das erste Arbeitsblatt). Die erste Zeile nennt die Spalten; ihre Reihenfolge ist frei, nicht benötigte Spalten dürfen fehlen.',
                '**EDIFACT IFTMIN** (D.96A und neuer, ein Austausch je Datei, Endung `.edi`): dieselben Aufträge als Nachrichten Ihres ERP- oder Lagersystems — Beteiligte in NAD, Termine in DTM, Waren in GID/MEA, Gefahrgut in DGS, Referenzen in RFF. Es gelten dieselben Prüfungen, und der Bericht nennt zu jedem Fehler Segment und Datenelement. Ein Austausch, dessen Referenz (UNB) schon eingegangen ist, wird wie eine doppelt gesendete Datei abgelehnt. Ihre Niederlassung hat die Beschreibung des Umfangs, den das Portal liest, mit einem vollständigen Beispiel.',
                '**Eine Zeile je Ladungsposition.** Die Auftragsspalten wiederholen sich in jeder Zeile eines Auftrags; Zeilen mit derselben `orderNumber` bilden einen Auftrag.',
                '**Alle Aufträge oder keiner.** Ist ein Auftrag einer Datei fehlerhaft, wird kein Auftrag der Datei übernommen: Die Datei kommt mit dem Bericht nach `error/`, und Sie laden die korrigierte Datei als Ganzes erneut hoch.',
              ],
            },
            {
              terms: [
                [
                  '`orderNumber`',
                  '**Pflicht.** Ihre Auftragsnummer (bis 35 Zeichen); alle Zeilen eines Auftrags tragen dieselbe.',
                ],
                ['`referenceNumber`', 'Referenznummer, nur Ziffern (bis 10).'],
                [
                  '`shippingDate`, `deliveryDate`',
                  'Abholdatum (**Pflicht**, ein Werktag) und Zustelldatum (wie das Produkt es verlangt), geschrieben `JJJJ-MM-TT`.',
                ],
                [
                  '`product`, `shippingTerms`',
                  '**Pflicht.** Produktcode (z. B. `P01`) und Frankatur (z. B. `04`).',
                ],
                [
                  '`senderName`, `senderStreet`, `senderZipCode`, `senderCity`, `senderCountry`, `senderContactName`, `senderPhone`',
                  'Der Absender (Beladestelle); Name, Straße, PLZ und Ort sind **Pflicht**, das Land ist `DE`, wenn leer.',
                ],
                [
                  '`consigneeName`, `consigneeStreet`, `consigneeZipCode`, `consigneeCity`, `consigneeCountry`, `consigneeContactName`, `consigneePhone`, `consigneeEmail`',
                  'Der Empfänger, mit denselben Regeln.',
                ],
                ['`deliveryNotes`', 'Zustellhinweis-Codes, getrennt durch `|`, z. B. `103|107`.'],
                [
                  '`colliQty`, `packingCode`, `goods`, `weight`',
                  'Eine Ladungsposition: Anzahl der Packstücke (1, wenn leer), Verpackungsart (**Pflicht**, z. B. `EP`), Warenbezeichnung (bis 30 Zeichen) und das Gewicht aller ihrer Packstücke in ganzen Kilogramm.',
                ],
                [
                  '`length`, `width`, `height`',
                  'Maße eines Packstücks in ganzen Zentimetern, wie das Produkt sie verlangt.',
                ],
              ],
            },
          ],
        },
        {
          id: 'sftp-example',
          title: 'Beispiel',
          blocks: [
            {
              p: 'Zwei Aufträge: `A-4711` mit zwei Ladungspositionen, `A-4712` nach Prag mit einer (ein Produkt ohne festes Zustelldatum darf `deliveryDate` leer lassen).',
            },
            {
              code: `orderNumber;shippingDate;deliveryDate;product;shippingTerms;senderName;senderStreet;senderZipCode;senderCity;consigneeName;consigneeStreet;consigneeZipCode;consigneeCity;colliQty;packingCode;goods;weight;length;width;height
A-4711;2026-11-24;2026-11-25;P01;04;Müller Maschinenbau GmbH;Billwerder Neuer Deich 72;20539;Hamburg;Schmidt Werkzeugbau GmbH;Landsberger Straße 110;80339;München;2;EP;Maschinenteile;480;120;80;100
A-4711;2026-11-24;2026-11-25;P01;04;Müller Maschinenbau GmbH;Billwerder Neuer Deich 72;20539;Hamburg;Schmidt Werkzeugbau GmbH;Landsberger Straße 110;80339;München;1;KI;Ersatzteile;35;60;40;40
A-4712;2026-11-24;;P01;04;Müller Maschinenbau GmbH;Billwerder Neuer Deich 72;20539;Hamburg;Novák Logistika s.r.o.;Průmyslová 12;110 00;Praha;1;EP;Pumpen;250;120;80;90`,
            },
          ],
        },
        {
          id: 'sftp-error-report',
          title: 'Der Fehlerbericht',
          blocks: [
            {
              p: 'Eine abgewiesene Datei erhält `error/<name>.errors.txt`. Er nennt jedes Problem mit Zeile (Zeile 1 ist die Kopfzeile) und Spalte; Probleme der ganzen Datei beginnen mit `file:`. Korrigieren Sie diese Zeilen und laden Sie die ganze Datei erneut hoch:',
            },
            {
              code: `orders.csv: not imported, no order of this file was saved.
Correct the rows below and upload the whole file again.

row 3, consigneeZipCode: must not be empty
row 4, packingCode: is invalid`,
            },
            {
              p: 'Eine Datei, deren Inhalt schon übernommen wurde, wird nicht zweimal übernommen. Ihr Bericht sagt das, mit dem Datum und den Sendungen der früheren Übernahme; zu korrigieren ist nichts:',
            },
            {
              code: `again.csv: not imported, because the same file was already imported.
It was imported on 2026-11-24 09:15 UTC as orders.csv; its orders are the shipments 1000123, 1000124.
Nothing needs to be corrected. To send further orders, upload a file with the new orders only.`,
            },
          ],
        },
      ],
    },
    {
      id: 'integrations',
      title: 'Ihre Systeme anbinden',
      blocks: [
        {
          p: 'Die Systeme Ihres Unternehmens können ohne Browser mit dem Portal arbeiten. Die Administratoren des Portals richten das für Ihre Kundennummer in der Kundenverwaltung unter **API & Webhooks** ein:',
        },
        {
          terms: [
            [
              'API-Clients',
              'Eine Client-ID und ein Geheimnis für Ihr Programm (OAuth 2.0 Client Credentials), berechtigt, Ihre Sendungen zu lesen oder auch zu schreiben. Das Geheimnis wird einmal angezeigt; ein Client kann jederzeit widerrufen werden.',
            ],
            [
              'Webhooks',
              'Das Portal ruft eine HTTPS-Adresse von Ihnen auf, wenn eine Ihrer Sendungen gespeichert, avisiert, beauftragt oder storniert oder eine Ladeliste erstellt wird. Jeder Aufruf ist signiert, damit Ihr System prüfen kann, dass er vom Portal kommt; fehlgeschlagene Aufrufe werden wiederholt, und jede Zustellung kann aus ihrem Protokoll erneut gesendet werden.',
            ],
          ],
        },
      ],
    },
    {
      id: 'logs',
      title: 'Änderungs- und Mail-Protokoll',
      blocks: [
        {
          terms: [
            [
              '[[shipmentDetail.auditLog]]',
              'Jede Änderung der Sendung, die neueste zuerst, mit Name und Login des Benutzers, Datum und Uhrzeit: [[shipmentDetail.auditType.ADD]], [[shipmentDetail.auditType.MOD]] und [[shipmentDetail.auditType.DEL]]. Eine Änderung öffnet sich zur Liste der [[shipmentDetail.changes]] mit ihren neuen Werten. Die Schaltfläche neben einem Eintrag zeigt die ganze Sendung so, wie diese Änderung sie hinterließ, nur zum Lesen: die geänderten Felder sind mit bisherigem Wert → neuem Wert hervorgehoben; [[shipmentRevision.changedOnly]] blendet die übrigen aus, [[shipmentRevision.earlier]] und [[shipmentRevision.later]] blättern durch die Historie.',
            ],
            [
              '[[shipmentDetail.inquiries]]',
              'Die zur Sendung versandten Mails (Avise, Anfragen, Stornierungen), die neueste zuerst. Jeder Eintrag öffnet sich zu seinem Inhalt; Anhänge lassen sich herunterladen.',
            ],
          ],
        },
      ],
    },
    {
      id: 'errors',
      title: 'Der Fehlerdialog „Fehler!“',
      blocks: [
        {
          p: 'Lehnt das Portal oder der Server eine Aktion ab oder schlägt sie fehl, öffnet sich der Dialog [[error.title]]. Seine erste Zeile nennt den Status und seine Bedeutung:',
        },
        {
          terms: [
            [
              '400',
              '[[error.status.badRequest]] Meist verletzt eine Eingabe eine Regel; die Felder sind aufgeführt.',
            ],
            [
              '-400',
              '[[error.status.formInvalid]] Das Formular wurde schon im Browser vor dem Senden geprüft.',
            ],
            [
              '401',
              '[[error.status.unauthorized]] Ihre Anmeldung ist abgelaufen: Melden Sie sich erneut an.',
            ],
            ['403', '[[error.status.forbidden]]'],
            ['404', '[[error.status.notFound]] Vielleicht wurde sie inzwischen gelöscht.'],
            [
              '409',
              'Die Daten wurden inzwischen von jemand anderem geändert, oder die Aktion passt nicht zum aktuellen Status.',
            ],
            ['500', '[[error.status.internal]]'],
            ['503', '[[error.status.maintenance]]'],
          ],
        },
        {
          p: 'Darunter folgen [[error.details.timestamp]], [[error.details.request]], [[error.details.message]] und, wo der Server sie nennt, die [[error.details.fieldErrors]] mit dem jeweiligen Fehler. Gleichzeitig auftretende Fehler erscheinen nacheinander. [[common.close]] schließt den Dialog; Ihre Eingaben im Formular bleiben erhalten.',
        },
      ],
    },
    {
      id: 'bug-report',
      title: 'Einen Fehler melden',
      blocks: [
        {
          steps: [
            'Wählen Sie im Menü [[help.menu]] den Punkt [[help.bugReport]], am besten gleich nach dem Problem.',
            'Beschreiben Sie, was Sie getan haben, was Sie erwartet und was Sie gesehen haben, und geben Sie eine E-Mail-Adresse für Rückfragen an.',
            'Klicken Sie auf [[bugReport.copy]], um den Bericht in eine eigene Nachricht einzufügen, oder auf [[bugReport.send]], um ihn in Ihrem Mailprogramm zu öffnen; adressieren Sie ihn an Ihren Ansprechpartner in der Niederlassung.',
          ],
        },
        {
          p: 'Der Bericht ergänzt die Seitenadresse, die Versionen des Portals, die Sprache, Ihren Browser und den zuletzt im Dialog [[error.title]] angezeigten Fehler. Das Portal selbst speichert keinen Bericht: Sie sehen alles, bevor Sie es senden.',
        },
      ],
    },
  ],
};
