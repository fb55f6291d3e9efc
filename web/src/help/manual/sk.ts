import type { HelpDocument } from '../document.ts';

/** Používateľská príručka v slovenčine. Popisy v [[...]] sú texty rozhrania (pozri document.ts). */
export const manual: HelpDocument = {
  intro: [
    {
      p: 'Táto príručka vysvetľuje, ako v prepravnom portáli zadávať, avizovať, objednávať a tlačiť zásielky a ako spravovať adresár a šablóny kusov tovaru. Názvy tlačidiel a polí sú uvedené **tučne**, presne tak, ako ich portál zobrazuje.',
    },
  ],
  sections: [
    {
      id: 'getting-started',
      title: 'Prvé kroky',
      blocks: [],
      sections: [
        {
          id: 'sign-in',
          title: 'Prihlásenie a odhlásenie',
          blocks: [
            {
              steps: [
                'Kliknite vpravo hore na [[auth.signIn]].',
                'Na prihlasovacej stránke portálu zadajte používateľské meno a heslo.',
                'Vrátite sa prihlásení na stránku, na ktorej ste boli. Tlačidlo s vaším menom otvorí ponuku účtu s používateľským menom a e-mailovou adresou.',
              ],
            },
            {
              p: 'Prihlásenie platí, kým je otvorená karta prehliadača, a počas práce sa automaticky predlžuje. Ak ho chcete ukončiť, zvoľte v ponuke účtu [[auth.signOut]] a potvrďte to na prihlasovacej stránke. Zatvorením karty sa prihlásenie v tejto karte tiež zabudne.',
            },
            {
              p: 'Noví zákazníci sa registrujú cez registračný odkaz od svojho obchodného zástupcu. Položka ponuky [[nav.registration]] sa zobrazuje iba v odhlásenom stave. Po registrácii potvrďte svoju e-mailovú adresu odkazom z potvrdzovacieho e-mailu; potom sa môžete prihlásiť.',
            },
            {
              note: 'Stránky pomocníka (túto príručku, podmienky ADSp, vyhlásenie o ochrane osobných údajov a impresum) si môžete prečítať aj bez prihlásenia.',
            },
          ],
        },
        {
          id: 'languages',
          title: 'Jazyky',
          blocks: [
            {
              p: 'Jazyk zvolíte hore v poli [[language.label]]: Deutsch, English, Čeština alebo Slovenčina. Portál si voľbu v tomto prehliadači zapamätá; pri prvej návšteve sa riadi jazykom prehliadača, inak platí angličtina.',
            },
            {
              p: 'Vo zvolenom jazyku sa zobrazujú aj hlásenia servera, napríklad chyby polí. Niekoľko pevných nemeckých textov sa objavuje vo všetkých jazykoch: nadpis chybového dialógu [[error.title]], upozornenie [[fixed.noAddressSelected]] a hlásenie [[fixed.shipmentNotSavable]].',
            },
          ],
        },
        {
          id: 'menu',
          title: 'Ponuky a tlačidlá',
          blocks: [
            {
              p: 'Hlavná ponuka ukazuje len to, čo smie váš účet používať: [[nav.shipments]] s položkami [[nav.shipmentList]] a [[nav.createShipment]], [[nav.addresses]] s položkami [[nav.addressBook]] a [[nav.invoiceRecipients]], [[nav.cargoTemplates]] a [[nav.settings]]. Administrátori vidia navyše [[nav.administration]]. Na úzkej obrazovke je ponuka za tlačidlom s tromi čiarkami.',
            },
            {
              p: 'Ponuka [[help.menu]] ponúka túto [[help.manual]], [[help.about]] (verzie portálu), [[help.bugReport]], [[help.adsp]], [[help.privacy]] a [[help.imprint]].',
            },
            {
              note: 'Tlačidlo sa zobrazí len vtedy, keď je jeho akcia možná: portál ponúka akciu pre zásielku alebo adresu iba vtedy, ak je v jej aktuálnom stave a pre váš účet povolená. Chýbajúce tlačidlo teda nie je chyba. Účty, ktoré smú iba čítať (audítori), nevidia žiadne tlačidlá, ktoré niečo menia.',
            },
          ],
        },
      ],
    },
    {
      id: 'shipment-list',
      title: 'Prehľad zásielok',
      blocks: [
        {
          p: '[[nav.shipmentList]] je úvodná stránka. Zobrazuje zásielky zákazníkov, ku ktorým váš účet patrí, 100 na stránku, najvyššie číslo zásielky ako prvé. Tlačidlami [[shipmentList.previousPage]] a [[shipmentList.nextPage]] pod zoznamom listujete.',
        },
      ],
      sections: [
        {
          id: 'columns',
          title: 'Stĺpce',
          blocks: [
            {
              terms: [
                [
                  '[[shipmentList.columns.shipmentNumber]]',
                  'Číslo zásielky u špeditéra. Len čo má zásielku špeditér, je číslo odkazom, ktorý v novej karte otvorí sledovanie zásielky.',
                ],
                ['[[shipmentList.columns.senderCustomerId]]', 'Zákaznícke číslo odosielateľa.'],
                [
                  '[[shipmentList.columns.sender]], [[shipmentList.columns.consignee]]',
                  'Názov a mesto odosielateľa a príjemcu.',
                ],
                [
                  '[[shipmentList.columns.state]]',
                  'Kde sa zásielka nachádza, pozri [Stavy zásielky](#states).',
                ],
                ['[[shipmentList.columns.lastModifiedBy]]', 'Používateľ, ktorý zásielku naposledy uložil.'],
                ['[[shipmentList.columns.orderNumber]]', 'Vaše vlastné číslo objednávky.'],
                [
                  '[[shipmentList.columns.shippingDate]], [[shipmentList.columns.deliveryDate]]',
                  'Plánovaný dátum odoslania (vyzdvihnutia) a dátum doručenia.',
                ],
                ['[[shipmentList.columns.product]]', 'Produkt špeditéra, s ktorým zásielka cestuje.'],
                ['[[shipmentList.columns.shippingNoticeCreated]]', 'Kedy bolo avízo odoslané pobočke.'],
                ['[[shipmentList.columns.commissionedOn]]', 'Kedy bola zásielka objednaná.'],
                [
                  '[[shipmentList.columns.hazmat]]',
                  '[[common.yes]], ak aspoň jeden kus obsahuje nebezpečný tovar.',
                ],
                [
                  '[[shipmentList.columns.type]]',
                  'Hlavný typ, ako ktorý špeditér zásielku spracúva: [[shipment.type.DISTRIBUTION]], [[shipment.type.QUER]] (vyzdvihnutie v oblasti inej pobočky), oboje aj v rámci oblasti jednej pobočky („nah in nah“), [[shipment.type.BELOG]] alebo [[shipment.type.UNDEFINED]].',
                ],
              ],
            },
          ],
        },
        {
          id: 'states',
          title: 'Stavy zásielky',
          blocks: [
            {
              terms: [
                [
                  '[[shipment.state.NEW]] (NEW)',
                  'Zadaná, ale ešte neuložená. Takúto zásielku nemožno v zozname vybrať.',
                ],
                [
                  '[[shipment.state.DRAFT]] (DRAFT)',
                  'Uložená. Koncept možno upraviť, avizovať, objednať, stornovať a vymazať.',
                ],
                [
                  '[[shipment.state.CREATE_ANNOUNCEMENT]] (CREATE_ANNOUNCEMENT)',
                  'Avízo sa práve vytvára; len čo je zásielka uložená, je avizovaná.',
                ],
                [
                  '[[shipment.state.ANNOUNCED]] (ANNOUNCED)',
                  'Pobočka má avízo. Zásielku možno ďalej upraviť, objednať, stornovať a vymazať.',
                ],
                [
                  '[[shipment.state.FINALIZED]] (FINALIZED)',
                  'Objednaná: preprava je objednaná. Zásielku už nemožno zmeniť, stornovať ani vymazať; možno tlačiť štítky a nakladací list.',
                ],
                [
                  '[[shipment.state.CARGO_LIST_CREATED]] (CARGO_LIST_CREATED)',
                  'Pre objednanú zásielku bol vytvorený nakladací list.',
                ],
                [
                  '[[shipment.state.CANCELLED]] (CANCELLED)',
                  'Stornovaná. Zásielka zostáva v zozname pre informáciu.',
                ],
              ],
            },
          ],
        },
        {
          id: 'search-filter-sort',
          title: 'Hľadanie, filtrovanie a zoraďovanie',
          blocks: [
            {
              list: [
                '[[shipmentList.search]]: zadajte číslo zásielky, číslo objednávky alebo referenčné číslo, prípadne názov alebo mesto odosielateľa či príjemcu. Zoznam sa aktualizuje krátko po poslednom stlačení klávesu, klávesom Enter hneď.',
                '[[shipmentList.stateFilter]]: kliknite na stavy, ktoré chcete vidieť, napríklad len [[shipment.state.DRAFT]] a [[shipment.state.ANNOUNCED]]. Bez zvoleného stavu sa zobrazia všetky zásielky.',
                'Zoraďovanie: kliknutím na hlavičku stĺpca zoraďujete podľa neho, druhým kliknutím obrátite poradie. Šípka označuje zoradený stĺpec.',
                '[[shipmentList.exportXls]] stiahne zásielky podľa aktuálneho hľadania, filtra a zoradenia ako súbor Excel.',
              ],
            },
            {
              p: 'Hľadanie, filter, zoradenie a stránka sú súčasťou adresy v prehliadači: zobrazenie si môžete uložiť ako záložku alebo ho poslať kolegovi.',
            },
          ],
        },
        {
          id: 'selection',
          title: 'Výber zásielok a panel nástrojov',
          blocks: [
            {
              p: 'Začiarkavacími políčkami na začiatku riadkov vyberiete zásielky; panel nástrojov nad zoznamom potom pracuje s výberom:',
            },
            {
              list: [
                '[[shipmentList.create]]: [[shipmentList.createWithForm]] alebo [[shipmentList.createWithWizard]], pozri [Vytvorenie zásielky](#create).',
                '[[actions.shippingNotice]]: avizuje vybrané zásielky, pozri [Avízo](#announce).',
                '[[actions.commission]]: objedná ich, pozri [Objednanie](#commission).',
                '[[actions.printLabels]] a [[actions.printCargoList]], pozri [Štítky a nakladacie listy](#printing).',
                '[[shipmentList.delete]]: po potvrdení ich vymaže, pozri [Stornovanie a mazanie](#cancel-delete).',
                '[[shipmentList.exportXls]]: export zoznamu do Excelu.',
              ],
            },
          ],
        },
        {
          id: 'details',
          title: 'Podrobnosti zásielky',
          blocks: [
            {
              p: 'Šípka na začiatku riadku zásielku otvorí. Jej karty ukazujú:',
            },
            {
              terms: [
                [
                  '[[shipmentDetail.overview]]',
                  'Odosielateľa, príjemcu, príjemcu faktúry, údaje objednávky a produkt.',
                ],
                ['[[shipmentDetail.cargoList]]', 'Kusy tovaru a informácie o zásielke.'],
                [
                  '[[shipmentDetail.inquiries]]',
                  'E-maily k zásielke (protokol e-mailov), pozri [História zmien a protokol e-mailov](#logs).',
                ],
                ['[[shipmentDetail.auditLog]]', 'Kto čo a kedy zmenil.'],
              ],
            },
            {
              p: 'Pod kartami sú tlačidlá pre túto jednu zásielku, pokiaľ sú možné: [[actions.inquiry]], [[actions.requestQuotation]], [[actions.shippingNotice]], [[actions.commission]], [[actions.edit]] a [[actions.cancelShipment]], pri priečnych prepravách navyše príkaz na vyzdvihnutie. Prijatá cenová ponuka sa zobrazí nad tlačidlami.',
            },
          ],
        },
      ],
    },
    {
      id: 'create',
      title: 'Vytvorenie zásielky',
      blocks: [],
      sections: [
        {
          id: 'form-or-wizard',
          title: 'Formulár alebo sprievodca',
          blocks: [
            {
              p: 'Zvoľte v ponuke [[nav.createShipment]] alebo v paneli nástrojov prehľadu [[shipmentList.create]] jedným z dvoch spôsobov:',
            },
            {
              list: [
                '[[shipmentList.createWithForm]]: všetky časti objednávky na jednej stránke.',
                '[[shipmentList.createWithWizard]]: tie isté časti v troch krokoch, [[orderForm.stepAddresses]] (odosielateľ, príjemca, príjemca faktúry), [[orderForm.stepOrder]] (údaje objednávky, produkt, pokyny k doručeniu) a [[orderForm.stepCargo]] (kusy tovaru a informácie o zásielke). Tlačidlami [[orderForm.next]] a [[orderForm.back]] prechádzate medzi krokmi; na krok môžete aj kliknúť.',
              ],
            },
            { p: 'Polia označené hviezdičkou (*) sú povinné.' },
          ],
        },
        {
          id: 'parties',
          title: 'Odosielateľ a príjemca',
          blocks: [
            {
              p: 'V poli [[orderForm.addressBook]] vyberte položku zo svojho adresára: napíšte časť názvu na hľadanie, posunutím nadol načítate ďalšie položky. Zoznam odosielateľov ponúka odosielateľov, miesta nakládky a neutrálne adresy, zoznam príjemcov príjemcov. Vybraná adresa vyplní polia, ktoré môžete ďalej meniť.',
            },
            {
              p: 'Alebo adresu zadajte priamo: [[fields.name]], [[fields.customerId]], [[fields.additionalName]], [[fields.street]], [[fields.country]] (dvojpísmenový kód, napríklad SK), [[fields.zipCode]], [[fields.city]] a kontaktné údaje [[fields.contactName]], [[fields.phone]] a [[fields.email]]. Názvy a ulice majú najviac 35 znakov; PSČ musí zodpovedať krajine.',
            },
            {
              p: 'Kým nie je vybraný príjemca, ukazuje karta príjemcu [[fixed.noAddressSelected]]. Niektoré produkty vyžadujú kontaktné údaje príjemcu, napríklad telefón alebo e-mail na ohlásenie doručenia; chyba poľa vám povie, ktoré.',
            },
          ],
        },
        {
          id: 'invoice-recipient',
          title: 'Príjemca faktúry',
          blocks: [
            {
              p: 'Bez ďalších údajov dostane faktúru predvolený príjemca faktúry vášho zákazníckeho účtu; karta potom ukazuje „([[orderForm.defaultInvoiceRecipient]])“. Ak má faktúru dostať niekto iný, začiarknite [[orderForm.divergentInvoiceRecipient]] a vyplňte zákaznícke číslo, názov a adresu. Po zrušení začiarknutia platí opäť predvolený príjemca.',
            },
          ],
        },
        {
          id: 'characteristics',
          title: 'Údaje objednávky',
          blocks: [
            {
              terms: [
                ['[[fields.orderNumber]]', 'Vaše číslo objednávky, najviac 35 znakov.'],
                ['[[fields.referenceNumber]]', 'Číselná referencia, najviac 10 číslic.'],
                [
                  '[[fields.shippingDate]]',
                  'Dátum vyzdvihnutia: od dnes približne na dva mesiace dopredu; víkendy nemožno zvoliť.',
                ],
                [
                  '[[fields.shippingTimeFrom]], [[fields.shippingTimeUntil]]',
                  'Časové okno nakládky v tvare HH:MM, po 15 minútach.',
                ],
                ['[[fields.shippingNotice]]', 'Krátka poznámka k vyzdvihnutiu, najviac 35 znakov.'],
                [
                  '[[fields.shippingTerms]]',
                  'Kto hradí aké náklady (Incoterms). Zoznam ponúka vnútroštátne podmienky, ak sú odosielateľ aj príjemca v Nemecku, inak medzinárodné.',
                ],
                [
                  '[[fields.collectOnDelivery]]',
                  'Suma, ktorú príjemca zaplatí pri doručení, s menou. Povoľujú ju len niektoré produkty, hlavne v rámci Česka a Slovenska, a každá mena má svoju hornú hranicu.',
                ],
                [
                  '[[fields.insuranceValue]]',
                  'Hodnota tovaru na poistenie s menou. Nad určitou hranicou je pobočka informovaná kvôli osobitnému poisteniu.',
                ],
              ],
            },
          ],
        },
        {
          id: 'product',
          title: 'Produkt a dátum doručenia',
          blocks: [
            {
              p: 'Zoznam [[fields.product]] ukazuje produkty špeditéra pre trasu vašej zásielky, určené podľa krajín a PSČ odosielateľa a príjemcu a podľa dátumu odoslania. Preto najprv zadajte obe adresy.',
            },
            {
              p: 'Mnohé produkty doručujú v okne pracovných dní po dátume odoslania. [[fields.deliveryDate]] potom musí ležať v tomto okne; víkendy a sviatky krajiny príjemcu sa nepočítajú. Pri niektorých produktoch je dátum doručenia nepovinný, pri pevnom okne sa nastaví sám. Zmena dátumu odoslania alebo produktu dátum doručenia zodpovedajúco vymaže alebo posunie.',
            },
          ],
        },
        {
          id: 'delivery-notes',
          title: 'Pokyny k doručeniu',
          blocks: [
            {
              p: 'Pokyny k doručeniu informujú vodiča a príjemcu o osobitných podmienkach, napríklad o termíne alebo doručení s hydraulickým čelom. Pokyn vyberte v poli [[orderForm.addDeliveryNote]] (písaním filtrujete); × vedľa pokynu ho odstráni. Objednávka môže mať najviac 10 pokynov.',
            },
            {
              p: 'Pokyny uložené pri odosielateľovi alebo príjemcovi v adresári sa pridajú s výberom tejto adresy a zase zmiznú, keď zvolíte inú. Ak produkt pokyn nepovoľuje, odstráni sa s upozornením.',
            },
          ],
        },
        {
          id: 'cargo',
          title: 'Nakladací list a informácie o zásielke',
          blocks: [
            { p: 'Každá položka nakladacieho listu opisuje rovnaké kusy:' },
            {
              list: [
                '[[fields.colliQty]] (najmenej 1), [[fields.packingCode]] (napríklad FP pre paletu s výmenou) a [[fields.goods]] (najviac 30 znakov) sú povinné.',
                '[[fields.marking]] (najviac 17 znakov) sa tlačí na štítok.',
                '[[fields.length]], [[fields.width]] a [[fields.height]] v centimetroch, [[fields.weight]] v kilogramoch, vždy celé čísla. Dĺžka nad 745 cm alebo výška nad 220 cm je neobvyklá: zavolajte, prosím, svojej pobočke.',
              ],
            },
            {
              p: '[[orderForm.addItem]] pridá prázdnu položku, [[orderForm.addFromTemplate]] položku vyplnenú z niektorej z vašich [šablón kusov tovaru](#cargo-templates). Položku možno odstrániť, kým ich je viac ako jedna.',
            },
            {
              p: '[[shipmentDetail.shipmentInfo]] obsahujú [[fields.storingPos]], [[fields.cbm]] (vypočítaný z rozmerov položiek: počet × dĺžka × šírka × výška), [[fields.loadingLength]] v metroch a nakladacie prostriedky (počet a druh FP alebo GP).',
            },
          ],
        },
        {
          id: 'dangerous-goods',
          title: 'Nebezpečný tovar',
          blocks: [
            {
              p: 'Začiarknutím [[orderForm.dangerousGoods]] pri položke deklarujete nebezpečný tovar (ADR). Objaví sa záznam s poľami:',
            },
            {
              list: [
                '[[fields.unNumber]]: hľadanie podľa čísla alebo názvu; voľba vyplní prepravný názov, triedu nebezpečnosti, klasifikačný kód a kód tunela.',
                '[[fields.packagingCode]] a [[fields.packagingGroup]].',
                '[[orderForm.hazmatWeight]]: hmotnosť nebezpečného tovaru, v kilogramoch najviac hmotnosť položky.',
              ],
            },
            {
              note: 'Za úplné a správne deklarovanie nebezpečného tovaru zodpovedáte vy. V prípade pochybností sa opýtajte svojej pobočky.',
            },
          ],
        },
        {
          id: 'saving',
          title: 'Uloženie',
          blocks: [
            {
              p: '[[actions.save]] uloží zásielku ako [[shipment.state.DRAFT]] a vráti vás do prehľadu, kde hlásenie uvedie nové číslo zásielky. Kým chýbajú povinné polia, ukazuje tlačidlo upozornenie „[[orderForm.fillMandatoryFields]]“ a dotknuté polia sú označené.',
            },
            {
              p: 'Ak sprievodca nemôže uložiť, otvorí sa dialóg [[error.title]] s hlásením [[fixed.shipmentNotSavable]] a zoznamom polí na opravu. Server každé pravidlo kontroluje znova; jeho chyby polí sa zobrazia pri poliach aj v dialógu.',
            },
          ],
        },
      ],
    },
    {
      id: 'editing',
      title: 'Úprava zásielky',
      blocks: [
        {
          steps: [
            'Otvorte zásielku v prehľade šípkou na začiatku riadku.',
            'Kliknite na [[actions.edit]]. Riadok sa zmení na formulár objednávky s údajmi zásielky; polia, ktoré nespĺňajú pravidlá, sú hneď označené.',
            'Zmeňte, čo treba, a kliknite na [[actions.save]], alebo na [[actions.abort]], ak chcete zmeny zahodiť.',
          ],
        },
        {
          p: 'Upravovať možno koncepty a avizované zásielky. Ak medzitým zásielku uložil niekto iný, vaše uloženie sa odmietne, aby sa žiadna zmena nestratila: zatvorte chybu, otvorte zásielku znova a zmenu zopakujte.',
        },
      ],
    },
    {
      id: 'announce',
      title: 'Avízo',
      blocks: [
        {
          p: 'Avízo (predbežné ohlásenie) oznamuje pobočke, že zásielka je pripravená na vyzdvihnutie. Je možné pri distribučných zásielkach v stavoch [[shipment.state.DRAFT]] a [[shipment.state.ANNOUNCED]]. Kliknite pod otvorenou zásielkou na [[actions.shippingNotice]] alebo vyberte zásielky v prehľade a kliknite na [[actions.shippingNotice]] v paneli nástrojov.',
        },
        {
          p: 'Dialóg [[announce.title]] sa pýta na:',
        },
        {
          list: [
            '[[announce.dateFrom]]: nie skôr ako dnes a najviac dva mesiace dopredu. Dátum v minulosti sa s upozornením posunie na najbližší možný deň.',
            '[[announce.dateUntil]]: nepovinný posledný dátum odoslania, ponúkaný pri produktoch bez pevného doručovacieho okna.',
            '[[announce.timeFrom]] a [[announce.timeUntil]]: časové okno nakládky. Portál navrhne vaše obvyklé časy, v piatok vlastné hodnoty.',
            '[[announce.notice]]: krátka poznámka, najviac 35 znakov.',
            '[[announce.deliveryDate]]: predvyplnený, ak majú všetky zásielky rovnaký. Pri produkte s pevným oknom je nastavený a uzamknutý; ak sa doručovacie okná zásielok líšia, je skrytý a dátumy doručenia sa prepočítajú pre každú zásielku zvlášť.',
          ],
        },
        {
          p: 'Zásielky, ktoré nemožno avizovať, sú uvedené pod [[announce.notPossible]] s dôvodom, napríklad preto, že sú už objednané alebo nie sú distribučné. [[announce.submit]] avízo odošle; stav sa zmení na [[shipment.state.ANNOUNCED]] a pobočka dostane avízo e-mailom.',
        },
      ],
    },
    {
      id: 'commission',
      title: 'Objednanie',
      blocks: [
        {
          p: 'Objednaním si objednáte prepravu. Kliknite pod otvorenou zásielkou na [[actions.commission]] alebo vyberte zásielky v prehľade a kliknite na [[actions.commission]] v paneli nástrojov. Objednať možno koncepty a avizované zásielky; potom je stav [[shipment.state.FINALIZED]] a zásielku už nemožno meniť.',
        },
        {
          p: 'Jednotlivá zásielka sa objedná hneď; pri viacerých zásielkach si portál najprv vyžiada potvrdenie.',
        },
      ],
    },
    {
      id: 'batches',
      title: 'Viac zásielok naraz',
      blocks: [
        {
          p: 'Ak avizujete alebo objednávate viac ako jednu zásielku, portál ich spracuje až 1000 hromadne. Dialóg priebehu ([[batch.announceTitle]] alebo [[batch.commissionTitle]]) počíta spracované zásielky a na konci povie, koľko ich bolo hotových a ktoré boli preskočené a prečo.',
        },
        {
          p: 'Každá zásielka sa spracuje samostatne: tú, ktorú spracovať nemožno, portál preskočí bez toho, aby zdržal ostatné. Pri doručovacích oknách dostane každá zásielka buď zvolený dátum doručenia, alebo si zachová rovnaký počet pracovných dní medzi odoslaním a doručením.',
        },
      ],
    },
    {
      id: 'printing',
      title: 'Štítky a nakladacie listy',
      blocks: [],
      sections: [
        {
          id: 'labels',
          title: 'Štítky',
          blocks: [
            {
              p: 'Vyberte v prehľade uložené zásielky a kliknite na [[actions.printLabels]]. Každý kus dostane štítok s vlastným čiarovým kódom (SSCC). V dialógu [[printer.title]] zvoľte [[printer.type]]:',
            },
            {
              terms: [
                ['LASER', '[[printer.LASER]]: štítky 105 × 148 mm na listoch A4.'],
                [
                  'LASER_POSITION',
                  '[[printer.LASER_POSITION]]: ako LASER, ale od poľa [[printer.position]] 1 až 4 prvého listu, aby sa spotrebovali načaté listy.',
                ],
                [
                  'ZEBRA',
                  '[[printer.ZEBRA]]: pre tlačiarne štítkov, 100 × 150 mm. V časti [[printer.output]] zvoľte [[printer.pdf]] alebo [[printer.zpl]]: štítky ako súbor v jazyku tlačiarne, ZPL, v rozlíšení vašej tlačiarne ([[printer.dpi]]: [[printer.dpi203]] alebo [[printer.dpi300]]). Súbor .zpl pošlite do tlačiarne bez zmeny (napr. pomocou Zebra Setup Utilities); čiarové kódy tlačí sama, ostro a bez zmeny mierky.',
                ],
              ],
            },
            {
              p: 'Voľbou [[printer.remember]] si portál formát ponechá na budúce; nastaviť ho môžete aj v [[nav.settings]]. [[printer.print]] otvorí štítky ako PDF na tlač.',
            },
          ],
        },
        {
          id: 'cargo-lists',
          title: 'Nakladacie listy',
          blocks: [
            {
              p: 'Nakladací list uvádza objednané zásielky odovzdávané spoločne. Vyberte zásielky v stave [[shipment.state.FINALIZED]] a kliknite na [[actions.printCargoList]]; list sa otvorí ako PDF a zásielky prejdú do stavu [[shipment.state.CARGO_LIST_CREATED]]. Jeden nakladací list obsahuje zásielky jedného zákazníka.',
            },
          ],
        },
      ],
    },
    {
      id: 'inquiries',
      title: 'Otázky, príkazy na vyzdvihnutie a cenové ponuky',
      blocks: [
        {
          terms: [
            [
              '[[actions.inquiry]]',
              'Len čo má zásielku špeditér (avizovanú alebo objednanú), odošle tlačidlo [[actions.inquiry]] pod otvorenou zásielkou otázku pobočke. Napíšte otázku do poľa [[inquiry.text]], prípadne priložte súbory PDF a kliknite na [[inquiry.send]]. E-mail sa objaví na karte [[shipmentDetail.inquiries]].',
            ],
            [
              'Príkaz na vyzdvihnutie',
              'Pri priečnej preprave, vyzdvihovanej v oblasti inej pobočky, možno vystaviť príkaz na vyzdvihnutie partnerovi, ktorý tovar vyzdvihne. Dialóg zahŕňa partnera, kontaktné osoby vašej pobočky, odosielateľa a príjemcu, dátumy a časy, poznámky, colné doklady a fakturačné údaje a vytvorí príkaz na vyzdvihnutie ako PDF.',
            ],
            [
              '[[actions.requestQuotation]]',
              'Ak vaša zmluva zahŕňa cenové ponuky, vyžiada [[actions.requestQuotation]] cenu konceptu alebo avizovanej zásielky. Cena a prípadne rozpis príplatkov sa zobrazia pod zásielkou.',
            ],
          ],
        },
      ],
    },
    {
      id: 'cancel-delete',
      title: 'Stornovanie a mazanie',
      blocks: [
        {
          list: [
            '[[actions.cancelShipment]] pod otvorenou zásielkou po potvrdení stornuje koncept alebo avizovanú zásielku. Zostane v zozname ako [[shipment.state.CANCELLED]] a pobočka je informovaná.',
            '[[shipmentList.delete]] v paneli nástrojov po potvrdení vymaže vybrané zásielky. Vymazať možno len koncepty a avizované zásielky; vymazaná zásielka zo zoznamu zmizne.',
          ],
        },
        {
          p: 'Objednanú zásielku nemožno v portáli stornovať ani vymazať: obráťte sa, prosím, na svoju pobočku.',
        },
      ],
    },
    {
      id: 'address-book',
      title: 'Adresár',
      blocks: [
        {
          p: '[[nav.addressBook]] obsahuje adresy, odkiaľ a kam posielate. Každá adresa má jeden alebo viac typov: [[addressBook.type.SENDER]], [[addressBook.type.CONSIGNEE]], [[addressBook.type.LOADING_SITE]] (miesto, kde sa tovar nakladá vo vašom mene) a [[addressBook.type.NEUTRAL]] (odoslanie bez uvedenia vašej firmy ako odosielateľa).',
        },
        {
          list: [
            '[[addressBook.search]] nájde adresy podľa názvu, zákazníckeho čísla, ulice, PSČ, mesta alebo kontaktnej osoby; tlačidlá typov nad zoznamom zobrazia alebo skryjú adresy daného typu (na začiatku sú zapnuté všetky).',
            'Kliknutím na hlavičku stĺpca zoraďujete; stĺpec [[addressBook.columns.isDefaultSenderAddress]] ukazuje vášho predvoleného odosielateľa.',
            '[[addressBook.create]] otvorí prázdny formulár. Šípka na začiatku riadku otvorí adresu na úpravu.',
            'Názov, ulica, krajina, PSČ a mesto sú povinné; začiarknutý musí byť aspoň jeden z typov odosielateľ, príjemca alebo miesto nakládky.',
            '[[addressBook.save]] adresu uloží, [[addressBook.delete]] ju po potvrdení odstráni.',
          ],
        },
        {
          p: 'Ak adresa nesie zákaznícke číslo špeditéra, možno meniť len jej kontaktné údaje; kvôli iným zmenám sa obráťte na svoju pobočku.',
        },
      ],
    },
    {
      id: 'invoice-recipients',
      title: 'Príjemcovia faktúr',
      blocks: [
        {
          p: 'V časti [[nav.invoiceRecipients]] sú subjekty, ktorým možno vaše zásielky fakturovať, so zákazníckym číslom, názvom a adresou; jeden z nich je predvolený. Ak smie váš účet príjemcov zakladať, pridá tlačidlo nového. Inak môžete prevziať príjemcu faktúry známeho špeditérovi podľa jeho šesťmiestneho zákazníckeho čísla. Ak je číslo neznáme alebo príjemca už existuje, oznámi to hlásenie; obráťte sa potom, prosím, na svoju pobočku.',
        },
      ],
    },
    {
      id: 'cargo-templates',
      title: 'Šablóny kusov tovaru',
      blocks: [
        {
          p: 'V časti [[nav.cargoTemplates]] ukladáte kusy, ktoré často posielate, aby ich [[orderForm.addFromTemplate]] vložilo jedným kliknutím. Predvolená šablóna je uvedená ako prvá.',
        },
        {
          list: [
            '[[cargoTemplates.create]] otvorí prázdny formulár; šípka na začiatku riadku otvorí šablónu.',
            '[[cargoTemplates.fields.name]] je povinný. Ostatné polia sú polia položky: označenie, číslo zákazky, počet, druh obalu, tovar, nebezpečný tovar, hmotnosť (do 99999 kg) a rozmery (do 999 cm).',
            '[[cargoTemplates.save]] šablónu uloží, [[cargoTemplates.delete]] ju po potvrdení odstráni.',
          ],
        },
      ],
    },
    {
      id: 'settings',
      title: 'Osobné nastavenia',
      blocks: [
        {
          p: '[[nav.settings]] obsahujú vaše vlastné predvoľby, uložené hneď po zmene: formát štítkov na tlač, predvolené hodnoty nových zásielok (ďalšie povinné polia, dodacie podmienky, mena, dátum odoslania dnes až o dva dni, časy nakládky pre pondelok až štvrtok a pre piatok, pokyny k doručeniu) a e-mailové upozornenia, napríklad kópiu každého avíza na adresu podľa vašej voľby.',
        },
      ],
    },
    {
      id: 'sftp-order-files',
      title: 'Súbory objednávok cez SFTP',
      blocks: [
        {
          p: 'Zákazníci, ktorým pobočka zapla SFTP, môžu posielať objednávky ako súbory namiesto ich zadávania: program nahrá súbor, portál skontroluje každú objednávku v ňom presne ako formulár objednávky a uloží ich ako zásielky.',
        },
      ],
      sections: [
        {
          id: 'sftp-account',
          title: 'Účet, heslo a kľúče SSH',
          blocks: [
            {
              p: 'Prihláste sa na server SFTP portálu (adresu a port vám oznámi vaša pobočka) **používateľským menom SFTP** zobrazeným v [[nav.settings]] na karte [[settings.tabs.sftp]] (vaše číslo zákazníka) a svojím heslom SFTP.',
            },
            {
              p: 'Ak je heslo stratené alebo ho môžu poznať iní, zvoľte tam [[settings.sftp.renew]]. Nové heslo sa zobrazí raz; staré okamžite prestane platiť, zadajte preto nové do každého programu, ktorý nahráva vaše súbory.',
            },
            {
              p: 'Programy, ktoré nahrávajú samy (naplánovaná úloha so `sftp -b`), sa najlepšie prihlasujú **kľúčom SSH**: v skripte potom nie je žiadne heslo. Na počítači, ktorý nahráva, vytvorte pár kľúčov príkazom `ssh-keygen -t ed25519 -f ~/.ssh/portal_ed25519`, vložte tam do poľa [[settings.sftp.keys.publicKey]] jeden riadok súboru `portal_ed25519.pub` a zvoľte [[settings.sftp.keys.add]]. Potom sa `sftp -b upload.txt -i ~/.ssh/portal_ed25519 <používateľské meno>@<server>` prihlási bez hesla. Súkromný kľúč nikdy nikomu nedávajte; kľúč, ktorý už nepotrebujete, odstráňte a okamžite sa ním prestane dať prihlásiť.',
            },
          ],
        },
        {
          id: 'sftp-folders',
          title: 'Priečinky',
          blocks: [
            {
              terms: [
                [
                  '`inbox/`',
                  'Sem nahrávajte súbory objednávok. Veľký súbor nahrajte pod názvom končiacim `.part` a po dokončení ho premenujte.',
                ],
                ['`processed/`', 'Súbory, ktorých objednávky sa všetky stali zásielkami.'],
                [
                  '`error/`',
                  'Súbory, ktoré neboli prevzaté, každý s protokolom `<name>.errors.txt` vedľa seba.',
                ],
                [
                  '`outbox/`',
                  'Potvrdenia, ak ich vaša pobočka zapla: k súboru EDIFACT CONTRL a APERAK s číslom zásielky každej objednávky alebo jej chybami, k súboru CSV alebo XLSX `<name>.receipt.csv` s jedným riadkom na objednávku. Prečítajte ich a potom zmažte.',
                ],
                [
                  '`check/`',
                  'Súbor sem vložte, aby ste ho vyskúšali: skontroluje sa presne ako pri prevzatí, ale nič sa neuloží. Potom sa presunie do `check/results/` s `<name>.report.txt`, ktorého prvý riadok hovorí, či by bol prevzatý.',
                ],
              ],
            },
            {
              note: 'Zapisovať možno len do `inbox/` a `check/`; súbory v `outbox/` a `check/results/` možno zmazať. Kým je spracovanie spustené, portál číta vstupné priečinky približne raz za minútu.',
            },
          ],
        },
        {
          id: 'sftp-file-layout',
          title: 'Súbor',
          blocks: [
            {
              list: [
                'CSV (UTF-8, polia oddelené `;` alebo `,`) alebo XLSX (prvý hárok). Prvý riadok pomenúva stĺpce; ich poradie je ľubovoľné a nepotrebné stĺpce môžu chýbať.',
                '**EDIFACT IFTMIN** (D.96A a novšie, jedna výmena na súbor, prípona `.edi`): tie isté objednávky ako správy vášho systému ERP alebo skladu — účastníci v NAD, termíny v DTM, tovar v GID/MEA, nebezpečný tovar v DGS, referencie v RFF. Platia rovnaké kontroly a správa pri každej chybe uvádza segment a dátový prvok. Výmena, ktorej referencia (UNB) už bola prijatá, sa odmietne ako dvakrát odoslaný súbor. Vaša pobočka má popis rozsahu, ktorý portál číta, s úplným príkladom.',
                '**Jeden riadok na položku nákladu.** Stĺpce objednávky sa opakujú na každom riadku objednávky; riadky s rovnakým `orderNumber` tvoria jednu objednávku.',
                '**Všetky objednávky, alebo žiadna.** Ak je jedna objednávka súboru chybná, neprevezme sa žiadna objednávka súboru: súbor sa presunie s protokolom do `error/` a opravený súbor nahráte znova celý.',
              ],
            },
            {
              terms: [
                [
                  '`orderNumber`',
                  '**Povinné.** Vaše číslo objednávky (do 35 znakov); všetky riadky jednej objednávky nesú rovnaké.',
                ],
                ['`referenceNumber`', 'Referenčné číslo, iba číslice (do 10).'],
                [
                  '`shippingDate`, `deliveryDate`',
                  'Dátum vyzdvihnutia (**povinné**, pracovný deň) a dátum doručenia (ako to produkt vyžaduje), v tvare `RRRR-MM-DD`.',
                ],
                [
                  '`product`, `shippingTerms`',
                  '**Povinné.** Kód produktu (napr. `P01`) a dodacie podmienky (napr. `04`).',
                ],
                [
                  '`senderName`, `senderStreet`, `senderZipCode`, `senderCity`, `senderCountry`, `senderContactName`, `senderPhone`',
                  'Odosielateľ (miesto nakládky); názov, ulica, PSČ a mesto sú **povinné**, krajina je `DE`, keď je prázdna.',
                ],
                [
                  '`consigneeName`, `consigneeStreet`, `consigneeZipCode`, `consigneeCity`, `consigneeCountry`, `consigneeContactName`, `consigneePhone`, `consigneeEmail`',
                  'Príjemca, s rovnakými pravidlami.',
                ],
                ['`deliveryNotes`', 'Kódy pokynov na doručenie oddelené `|`, napr. `103|107`.'],
                [
                  '`colliQty`, `packingCode`, `goods`, `weight`',
                  'Jedna položka nákladu: počet kusov (1, keď je prázdne), druh obalu (**povinné**, napr. `EP`), označenie tovaru (do 30 znakov) a hmotnosť všetkých jej kusov v celých kilogramoch.',
                ],
                [
                  '`length`, `width`, `height`',
                  'Rozmery jedného kusu v celých centimetroch, ako ich produkt vyžaduje.',
                ],
              ],
            },
          ],
        },
        {
          id: 'sftp-example',
          title: 'Príklad',
          blocks: [
            {
              p: 'Dve objednávky: `A-4711` s dvoma položkami nákladu, `A-4712` do Prahy s jednou (produkt bez pevného dátumu doručenia smie nechať `deliveryDate` prázdne).',
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
          title: 'Chybový protokol',
          blocks: [
            {
              p: 'Odmietnutý súbor dostane `error/<name>.errors.txt`. Uvádza každý problém s riadkom (riadok 1 je hlavička) a stĺpcom; problémy celého súboru začínajú `file:`. Opravte tieto riadky a nahrajte znova celý súbor:',
            },
            {
              code: `orders.csv: not imported, no order of this file was saved.
Correct the rows below and upload the whole file again.

row 3, consigneeZipCode: must not be empty
row 4, packingCode: is invalid`,
            },
            {
              p: 'Súbor, ktorého obsah už bol prevzatý, sa neprevezme dvakrát. Jeho protokol to uvádza, s dátumom a zásielkami skoršieho prevzatia; opravovať nie je čo:',
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
      title: 'Napojenie vašich systémov',
      blocks: [
        {
          p: 'Systémy vašej firmy môžu s portálom pracovať bez prehliadača. Administrátori portálu to nastavia pre vaše zákaznícke číslo v správe zákazníkov v časti **API & webhooky**:',
        },
        {
          terms: [
            [
              'Klienti API',
              'ID klienta a tajný kľúč pre váš program (OAuth 2.0 client credentials) s oprávnením vaše zásielky čítať alebo aj zapisovať. Tajný kľúč sa zobrazí raz; klienta možno kedykoľvek zneplatniť.',
            ],
            [
              'Webhooky',
              'Portál zavolá vašu adresu HTTPS, keď je niektorá z vašich zásielok uložená, avizovaná, objednaná alebo stornovaná alebo keď sa vytvorí nakladací list. Každé volanie je podpísané, aby váš systém mohol overiť, že pochádza z portálu; neúspešné volania sa opakujú a každé doručenie možno z jeho protokolu odoslať znova.',
            ],
          ],
        },
      ],
    },
    {
      id: 'logs',
      title: 'História zmien a protokol e-mailov',
      blocks: [
        {
          terms: [
            [
              '[[shipmentDetail.auditLog]]',
              'Každá zmena zásielky, najnovšia prvá, s menom a prihlasovacím menom používateľa, dátumom a časom: [[shipmentDetail.auditType.ADD]], [[shipmentDetail.auditType.MOD]] a [[shipmentDetail.auditType.DEL]]. Zmena sa rozbalí na zoznam [[shipmentDetail.changes]] s novými hodnotami. Tlačidlo vedľa záznamu zobrazí celú zásielku tak, ako ju táto zmena zanechala, iba na čítanie: zmenené polia sú zvýraznené s predchádzajúcou hodnotou → novou hodnotou; [[shipmentRevision.changedOnly]] skryje ostatné a [[shipmentRevision.earlier]] a [[shipmentRevision.later]] listujú históriou.',
            ],
            [
              '[[shipmentDetail.inquiries]]',
              'E-maily odoslané k zásielke (avíza, otázky, storná), najnovší prvý. Každý záznam sa rozbalí na svoj obsah; prílohy možno stiahnuť.',
            ],
          ],
        },
      ],
    },
    {
      id: 'errors',
      title: 'Chybový dialóg „Fehler!“',
      blocks: [
        {
          p: 'Keď portál alebo server akciu odmietne alebo sa nepodarí, otvorí sa dialóg [[error.title]]. Jeho prvý riadok uvádza stav a jeho význam:',
        },
        {
          terms: [
            ['400', '[[error.status.badRequest]] Zvyčajne zadanie porušuje pravidlo; polia sú vypísané.'],
            [
              '-400',
              '[[error.status.formInvalid]] Formulár bol skontrolovaný už v prehliadači pred odoslaním.',
            ],
            ['401', '[[error.status.unauthorized]] Vaše prihlásenie vypršalo: prihláste sa znova.'],
            ['403', '[[error.status.forbidden]]'],
            ['404', '[[error.status.notFound]] Medzitým mohol byť vymazaný.'],
            ['409', 'Údaje medzitým zmenil niekto iný, alebo akcia nezodpovedá aktuálnemu stavu.'],
            ['500', '[[error.status.internal]]'],
            ['503', '[[error.status.maintenance]]'],
          ],
        },
        {
          p: 'Pod ním nasledujú [[error.details.timestamp]], [[error.details.request]], [[error.details.message]] a tam, kde ich server uviedol, [[error.details.fieldErrors]] s opisom chyby. Chyby, ktoré nastanú súčasne, sa zobrazia jedna po druhej. [[common.close]] dialóg zatvorí; vaše zadania vo formulári zostanú zachované.',
        },
      ],
    },
    {
      id: 'bug-report',
      title: 'Nahlásenie chyby',
      blocks: [
        {
          steps: [
            'V ponuke [[help.menu]] zvoľte [[help.bugReport]], najlepšie hneď po výskyte problému.',
            'Opíšte, čo ste urobili, čo ste očakávali a čo ste videli, a uveďte e-mailovú adresu na otázky.',
            'Kliknite na [[bugReport.copy]] a vložte hlásenie do vlastnej správy, alebo na [[bugReport.send]] a otvorte ho vo svojom e-mailovom programe; adresujte ho svojej kontaktnej osobe na pobočke.',
          ],
        },
        {
          p: 'Hlásenie doplní adresu stránky, verzie portálu, jazyk, váš prehliadač a poslednú chybu zobrazenú v dialógu [[error.title]]. Portál sám žiadne hlásenie neukladá: všetko uvidíte skôr, ako to odošlete.',
        },
      ],
    },
  ],
};
