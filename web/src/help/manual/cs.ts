import type { HelpDocument } from '../document.ts';

/** Uživatelská příručka v češtině. Popisky v [[...]] jsou texty rozhraní (viz document.ts). */
export const manual: HelpDocument = {
  intro: [
    {
      p: 'Tato příručka vysvětluje, jak v přepravním portálu zadávat, avizovat, objednávat a tisknout zásilky a jak spravovat adresář a šablony kusů zboží. Názvy tlačítek a polí jsou uvedeny **tučně**, přesně tak, jak je portál zobrazuje.',
    },
  ],
  sections: [
    {
      id: 'getting-started',
      title: 'První kroky',
      blocks: [],
      sections: [
        {
          id: 'sign-in',
          title: 'Přihlášení a odhlášení',
          blocks: [
            {
              steps: [
                'Klikněte vpravo nahoře na [[auth.signIn]].',
                'Na přihlašovací stránce portálu zadejte uživatelské jméno a heslo.',
                'Vrátíte se přihlášeni na stránku, kde jste byli. Tlačítko s vaším jménem otevře nabídku účtu s uživatelským jménem a e-mailovou adresou.',
              ],
            },
            {
              p: 'Přihlášení platí, dokud je otevřená karta prohlížeče, a během práce se automaticky prodlužuje. Chcete-li ho ukončit, zvolte v nabídce účtu [[auth.signOut]] a potvrďte to na přihlašovací stránce. Zavřením karty se přihlášení v této kartě také zapomene.',
            },
            {
              p: 'Noví zákazníci se registrují pomocí registračního odkazu od svého obchodního zástupce. Položka nabídky [[nav.registration]] se zobrazuje jen v odhlášeném stavu. Po registraci potvrďte svou e-mailovou adresu odkazem z potvrzovacího e-mailu; poté se můžete přihlásit.',
            },
            {
              note: 'Stránky nápovědy (tuto příručku, podmínky ADSp, prohlášení o ochraně osobních údajů a tiráž) si můžete přečíst i bez přihlášení.',
            },
          ],
        },
        {
          id: 'languages',
          title: 'Jazyky',
          blocks: [
            {
              p: 'Jazyk zvolíte nahoře v poli [[language.label]]: Deutsch, English, Čeština nebo Slovenčina. Portál si volbu v tomto prohlížeči zapamatuje; při první návštěvě se řídí jazykem prohlížeče, jinak platí angličtina.',
            },
            {
              p: 'Ve zvoleném jazyce se zobrazují i hlášení serveru, například chyby polí. Několik pevných německých textů se objevuje ve všech jazycích: titulek chybového dialogu [[error.title]], upozornění [[fixed.noAddressSelected]] a hlášení [[fixed.shipmentNotSavable]].',
            },
          ],
        },
        {
          id: 'menu',
          title: 'Nabídky a tlačítka',
          blocks: [
            {
              p: 'Hlavní nabídka ukazuje jen to, co smí váš účet používat: [[nav.shipments]] s položkami [[nav.shipmentList]] a [[nav.createShipment]], [[nav.addresses]] s položkami [[nav.addressBook]] a [[nav.invoiceRecipients]], [[nav.cargoTemplates]] a [[nav.settings]]. Administrátoři vidí navíc [[nav.administration]]. Na úzké obrazovce je nabídka za tlačítkem se třemi čárkami.',
            },
            {
              p: 'Nabídka [[help.menu]] nabízí tuto [[help.manual]], [[help.about]] (verze portálu), [[help.bugReport]], [[help.adsp]], [[help.privacy]] a [[help.imprint]].',
            },
            {
              note: 'Tlačítko se zobrazí jen tehdy, když je jeho akce možná: portál nabízí akci pro zásilku nebo adresu jen tehdy, je-li v jejím aktuálním stavu a pro váš účet povolena. Chybějící tlačítko tedy není chyba. Účty, které smějí jen číst (auditoři), nevidí žádná tlačítka, která něco mění.',
            },
          ],
        },
      ],
    },
    {
      id: 'shipment-list',
      title: 'Přehled zásilek',
      blocks: [
        {
          p: '[[nav.shipmentList]] je úvodní stránka. Zobrazuje zásilky zákazníků, ke kterým váš účet patří, 100 na stránku, nejvyšší číslo zásilky jako první. Tlačítky [[shipmentList.previousPage]] a [[shipmentList.nextPage]] pod seznamem listujete.',
        },
      ],
      sections: [
        {
          id: 'columns',
          title: 'Sloupce',
          blocks: [
            {
              terms: [
                [
                  '[[shipmentList.columns.shipmentNumber]]',
                  'Číslo zásilky u speditéra. Jakmile má zásilku speditér, je číslo odkazem, který v nové kartě otevře sledování zásilky.',
                ],
                ['[[shipmentList.columns.senderCustomerId]]', 'Zákaznické číslo odesílatele.'],
                [
                  '[[shipmentList.columns.sender]], [[shipmentList.columns.consignee]]',
                  'Název a město odesílatele a příjemce.',
                ],
                ['[[shipmentList.columns.state]]', 'Kde se zásilka nachází, viz [Stavy zásilky](#states).'],
                ['[[shipmentList.columns.lastModifiedBy]]', 'Uživatel, který zásilku naposledy uložil.'],
                ['[[shipmentList.columns.orderNumber]]', 'Vaše vlastní číslo objednávky.'],
                [
                  '[[shipmentList.columns.shippingDate]], [[shipmentList.columns.deliveryDate]]',
                  'Plánované datum odeslání (vyzvednutí) a datum doručení.',
                ],
                ['[[shipmentList.columns.product]]', 'Produkt speditéra, se kterým zásilka cestuje.'],
                ['[[shipmentList.columns.shippingNoticeCreated]]', 'Kdy bylo avízo odesláno pobočce.'],
                ['[[shipmentList.columns.commissionedOn]]', 'Kdy byla zásilka objednána.'],
                [
                  '[[shipmentList.columns.hazmat]]',
                  '[[common.yes]], pokud alespoň jeden kus obsahuje nebezpečné zboží.',
                ],
                [
                  '[[shipmentList.columns.type]]',
                  'Hlavní typ, jako který speditér zásilku zpracovává: [[shipment.type.DISTRIBUTION]], [[shipment.type.QUER]] (vyzvednutí v oblasti jiné pobočky), obojí také v rámci oblasti jedné pobočky („nah in nah“), [[shipment.type.BELOG]] nebo [[shipment.type.UNDEFINED]].',
                ],
              ],
            },
          ],
        },
        {
          id: 'states',
          title: 'Stavy zásilky',
          blocks: [
            {
              terms: [
                [
                  '[[shipment.state.NEW]] (NEW)',
                  'Zadaná, ale dosud neuložená. Takovou zásilku nelze v seznamu vybrat.',
                ],
                [
                  '[[shipment.state.DRAFT]] (DRAFT)',
                  'Uložená. Koncept lze upravit, avizovat, objednat, stornovat a smazat.',
                ],
                [
                  '[[shipment.state.CREATE_ANNOUNCEMENT]] (CREATE_ANNOUNCEMENT)',
                  'Avízo se právě vytváří; jakmile je zásilka uložena, je avizována.',
                ],
                [
                  '[[shipment.state.ANNOUNCED]] (ANNOUNCED)',
                  'Pobočka má avízo. Zásilku lze dále upravit, objednat, stornovat a smazat.',
                ],
                [
                  '[[shipment.state.FINALIZED]] (FINALIZED)',
                  'Objednaná: přeprava je objednána. Zásilku již nelze změnit, stornovat ani smazat; lze tisknout štítky a nakládací list.',
                ],
                [
                  '[[shipment.state.CARGO_LIST_CREATED]] (CARGO_LIST_CREATED)',
                  'Pro objednanou zásilku byl vytvořen nakládací list.',
                ],
                [
                  '[[shipment.state.CANCELLED]] (CANCELLED)',
                  'Stornovaná. Zásilka zůstává v seznamu pro informaci.',
                ],
              ],
            },
          ],
        },
        {
          id: 'search-filter-sort',
          title: 'Hledání, filtrování a řazení',
          blocks: [
            {
              list: [
                '[[shipmentList.search]]: zadejte číslo zásilky, číslo objednávky nebo referenční číslo, případně název nebo město odesílatele či příjemce. Seznam se aktualizuje krátce po posledním úhozu, klávesou Enter ihned.',
                '[[shipmentList.stateFilter]]: klikněte na stavy, které chcete vidět, například jen [[shipment.state.DRAFT]] a [[shipment.state.ANNOUNCED]]. Bez zvoleného stavu se zobrazí všechny zásilky.',
                'Řazení: kliknutím na záhlaví sloupce řadíte podle něj, druhým kliknutím obrátíte pořadí. Šipka označuje řazený sloupec.',
                '[[shipmentList.exportXls]] stáhne zásilky podle aktuálního hledání, filtru a řazení jako soubor Excel.',
              ],
            },
            {
              p: 'Hledání, filtr, řazení a stránka jsou součástí adresy v prohlížeči: zobrazení si můžete uložit jako záložku nebo ho poslat kolegovi.',
            },
          ],
        },
        {
          id: 'selection',
          title: 'Výběr zásilek a panel nástrojů',
          blocks: [
            {
              p: 'Zaškrtávacími políčky na začátku řádků vyberete zásilky; panel nástrojů nad seznamem pak pracuje s výběrem:',
            },
            {
              list: [
                '[[shipmentList.create]]: [[shipmentList.createWithForm]] nebo [[shipmentList.createWithWizard]], viz [Vytvoření zásilky](#create).',
                '[[actions.shippingNotice]]: avizuje vybrané zásilky, viz [Avízo](#announce).',
                '[[actions.commission]]: objedná je, viz [Objednání](#commission).',
                '[[actions.printLabels]] a [[actions.printCargoList]], viz [Štítky a nakládací listy](#printing).',
                '[[shipmentList.delete]]: po potvrzení je smaže, viz [Stornování a mazání](#cancel-delete).',
                '[[shipmentList.exportXls]]: export seznamu do Excelu.',
              ],
            },
          ],
        },
        {
          id: 'details',
          title: 'Podrobnosti zásilky',
          blocks: [
            {
              p: 'Šipka na začátku řádku zásilku otevře. Její karty ukazují:',
            },
            {
              terms: [
                [
                  '[[shipmentDetail.overview]]',
                  'Odesílatele, příjemce, příjemce faktury, údaje objednávky a produkt.',
                ],
                ['[[shipmentDetail.cargoList]]', 'Kusy zboží a informace o zásilce.'],
                [
                  '[[shipmentDetail.inquiries]]',
                  'E-maily k zásilce (protokol e-mailů), viz [Historie změn a protokol e-mailů](#logs).',
                ],
                ['[[shipmentDetail.auditLog]]', 'Kdo co a kdy změnil.'],
              ],
            },
            {
              p: 'Pod kartami jsou tlačítka pro tuto jednu zásilku, pokud jsou možná: [[actions.inquiry]], [[actions.requestQuotation]], [[actions.shippingNotice]], [[actions.commission]], [[actions.edit]] a [[actions.cancelShipment]], u příčných přeprav navíc příkaz k vyzvednutí. Obdržená cenová nabídka se zobrazí nad tlačítky.',
            },
          ],
        },
      ],
    },
    {
      id: 'create',
      title: 'Vytvoření zásilky',
      blocks: [],
      sections: [
        {
          id: 'form-or-wizard',
          title: 'Formulář nebo průvodce',
          blocks: [
            {
              p: 'Zvolte v nabídce [[nav.createShipment]] nebo v panelu nástrojů přehledu [[shipmentList.create]] jedním ze dvou způsobů:',
            },
            {
              list: [
                '[[shipmentList.createWithForm]]: všechny části objednávky na jedné stránce.',
                '[[shipmentList.createWithWizard]]: tytéž části ve třech krocích, [[orderForm.stepAddresses]] (odesílatel, příjemce, příjemce faktury), [[orderForm.stepOrder]] (údaje objednávky, produkt, pokyny k doručení) a [[orderForm.stepCargo]] (kusy zboží a informace o zásilce). Tlačítky [[orderForm.next]] a [[orderForm.back]] přecházíte mezi kroky; na krok můžete také kliknout.',
              ],
            },
            { p: 'Pole označená hvězdičkou (*) jsou povinná.' },
          ],
        },
        {
          id: 'parties',
          title: 'Odesílatel a příjemce',
          blocks: [
            {
              p: 'V poli [[orderForm.addressBook]] vyberte položku ze svého adresáře: napište část názvu pro hledání, posunutím dolů načtete další položky. Seznam odesílatelů nabízí odesílatele, místa nakládky a neutrální adresy, seznam příjemců příjemce. Vybraná adresa vyplní pole, která můžete dále měnit.',
            },
            {
              p: 'Nebo adresu zadejte přímo: [[fields.name]], [[fields.customerId]], [[fields.additionalName]], [[fields.street]], [[fields.country]] (dvoupísmenný kód, například CZ), [[fields.zipCode]], [[fields.city]] a kontaktní údaje [[fields.contactName]], [[fields.phone]] a [[fields.email]]. Názvy a ulice mají nejvýše 35 znaků; PSČ musí odpovídat zemi.',
            },
            {
              p: 'Dokud není vybrán příjemce, ukazuje karta příjemce [[fixed.noAddressSelected]]. Některé produkty vyžadují kontaktní údaje příjemce, například telefon nebo e-mail pro ohlášení doručení; chyba pole vám řekne, které.',
            },
          ],
        },
        {
          id: 'invoice-recipient',
          title: 'Příjemce faktury',
          blocks: [
            {
              p: 'Bez dalších údajů dostane fakturu výchozí příjemce faktury vašeho zákaznického účtu; karta pak ukazuje „([[orderForm.defaultInvoiceRecipient]])“. Má-li fakturu dostat někdo jiný, zaškrtněte [[orderForm.divergentInvoiceRecipient]] a vyplňte zákaznické číslo, název a adresu. Po odškrtnutí platí opět výchozí příjemce.',
            },
          ],
        },
        {
          id: 'characteristics',
          title: 'Údaje objednávky',
          blocks: [
            {
              terms: [
                ['[[fields.orderNumber]]', 'Vaše číslo objednávky, nejvýše 35 znaků.'],
                ['[[fields.referenceNumber]]', 'Číselná reference, nejvýše 10 číslic.'],
                [
                  '[[fields.shippingDate]]',
                  'Datum vyzvednutí: od dneška asi na dva měsíce dopředu; víkendy nelze zvolit.',
                ],
                [
                  '[[fields.shippingTimeFrom]], [[fields.shippingTimeUntil]]',
                  'Časové okno nakládky ve tvaru HH:MM, po 15 minutách.',
                ],
                ['[[fields.shippingNotice]]', 'Krátká poznámka k vyzvednutí, nejvýše 35 znaků.'],
                [
                  '[[fields.shippingTerms]]',
                  'Kdo hradí jaké náklady (Incoterms). Seznam nabízí vnitrostátní podmínky, jsou-li odesílatel i příjemce v Německu, jinak mezinárodní.',
                ],
                [
                  '[[fields.collectOnDelivery]]',
                  'Částka, kterou příjemce zaplatí při doručení, s měnou. Povolují ji jen některé produkty, hlavně v rámci Česka a Slovenska, a každá měna má svou horní hranici.',
                ],
                [
                  '[[fields.insuranceValue]]',
                  'Hodnota zboží k pojištění s měnou. Nad určitou hranicí je pobočka informována kvůli zvláštnímu pojištění.',
                ],
              ],
            },
          ],
        },
        {
          id: 'product',
          title: 'Produkt a datum doručení',
          blocks: [
            {
              p: 'Seznam [[fields.product]] ukazuje produkty speditéra pro trasu vaší zásilky, určené podle zemí a PSČ odesílatele a příjemce a podle data odeslání. Proto nejprve zadejte obě adresy.',
            },
            {
              p: 'Mnoho produktů doručuje v okně pracovních dnů po datu odeslání. [[fields.deliveryDate]] pak musí ležet v tomto okně; víkendy a svátky země příjemce se nepočítají. U některých produktů je datum doručení nepovinné, u pevného okna se nastaví samo. Změna data odeslání nebo produktu datum doručení odpovídajícím způsobem vymaže nebo posune.',
            },
          ],
        },
        {
          id: 'delivery-notes',
          title: 'Pokyny k doručení',
          blocks: [
            {
              p: 'Pokyny k doručení informují řidiče a příjemce o zvláštních podmínkách, například o termínu nebo doručení s hydraulickým čelem. Pokyn vyberte v poli [[orderForm.addDeliveryNote]] (psaním filtrujete); × vedle pokynu ho odstraní. Objednávka může mít nejvýše 10 pokynů.',
            },
            {
              p: 'Pokyny uložené u odesílatele nebo příjemce v adresáři se přidají s výběrem této adresy a zase zmizí, když zvolíte jinou. Pokud produkt pokyn nepovoluje, je odstraněn s upozorněním.',
            },
          ],
        },
        {
          id: 'cargo',
          title: 'Nakládací list a informace o zásilce',
          blocks: [
            { p: 'Každá položka nakládacího listu popisuje stejné kusy:' },
            {
              list: [
                '[[fields.colliQty]] (nejméně 1), [[fields.packingCode]] (například FP pro paletu s výměnou) a [[fields.goods]] (nejvýše 30 znaků) jsou povinné.',
                '[[fields.marking]] (nejvýše 17 znaků) se tiskne na štítek.',
                '[[fields.length]], [[fields.width]] a [[fields.height]] v centimetrech, [[fields.weight]] v kilogramech, vždy celá čísla. Délka nad 745 cm nebo výška nad 220 cm je neobvyklá: zavolejte prosím své pobočce.',
              ],
            },
            {
              p: '[[orderForm.addItem]] přidá prázdnou položku, [[orderForm.addFromTemplate]] položku vyplněnou z některé z vašich [šablon kusů zboží](#cargo-templates). Položku lze odstranit, dokud jich je více než jedna.',
            },
            {
              p: '[[shipmentDetail.shipmentInfo]] obsahují [[fields.storingPos]], [[fields.cbm]] (vypočteno z rozměrů položek: počet × délka × šířka × výška), [[fields.loadingLength]] v metrech a nakládací prostředky (počet a druh FP nebo GP).',
            },
          ],
        },
        {
          id: 'dangerous-goods',
          title: 'Nebezpečné zboží',
          blocks: [
            {
              p: 'Zaškrtnutím [[orderForm.dangerousGoods]] u položky deklarujete nebezpečné zboží (ADR). Objeví se záznam s poli:',
            },
            {
              list: [
                '[[fields.unNumber]]: hledání podle čísla nebo názvu; volba vyplní přepravní název, třídu nebezpečnosti, klasifikační kód a kód tunelu.',
                '[[fields.packagingCode]] a [[fields.packagingGroup]].',
                '[[orderForm.hazmatWeight]]: hmotnost nebezpečného zboží, v kilogramech nejvýše hmotnost položky.',
              ],
            },
            {
              note: 'Za úplné a správné deklarování nebezpečného zboží odpovídáte vy. V případě pochybností se zeptejte své pobočky.',
            },
          ],
        },
        {
          id: 'saving',
          title: 'Uložení',
          blocks: [
            {
              p: '[[actions.save]] uloží zásilku jako [[shipment.state.DRAFT]] a vrátí vás do přehledu, kde hlášení uvede nové číslo zásilky. Dokud chybí povinná pole, ukazuje tlačítko upozornění „[[orderForm.fillMandatoryFields]]“ a dotčená pole jsou označena.',
            },
            {
              p: 'Nemůže-li průvodce uložit, otevře se dialog [[error.title]] s hlášením [[fixed.shipmentNotSavable]] a seznamem polí k opravě. Server každé pravidlo kontroluje znovu; jeho chyby polí se zobrazí u polí i v dialogu.',
            },
          ],
        },
      ],
    },
    {
      id: 'editing',
      title: 'Úprava zásilky',
      blocks: [
        {
          steps: [
            'Otevřete zásilku v přehledu šipkou na začátku řádku.',
            'Klikněte na [[actions.edit]]. Řádek se změní na formulář objednávky s údaji zásilky; pole, která nesplňují pravidla, jsou hned označena.',
            'Změňte, co je třeba, a klikněte na [[actions.save]], nebo na [[actions.abort]], chcete-li změny zahodit.',
          ],
        },
        {
          p: 'Upravit lze koncepty a avizované zásilky. Pokud mezitím zásilku uložil někdo jiný, vaše uložení se odmítne, aby se žádná změna neztratila: zavřete chybu, otevřete zásilku znovu a změnu zopakujte.',
        },
      ],
    },
    {
      id: 'announce',
      title: 'Avízo',
      blocks: [
        {
          p: 'Avízo (předběžné ohlášení) sděluje pobočce, že zásilka je připravena k vyzvednutí. Je možné u distribučních zásilek ve stavech [[shipment.state.DRAFT]] a [[shipment.state.ANNOUNCED]]. Klikněte pod otevřenou zásilkou na [[actions.shippingNotice]] nebo vyberte zásilky v přehledu a klikněte na [[actions.shippingNotice]] v panelu nástrojů.',
        },
        {
          p: 'Dialog [[announce.title]] se ptá na:',
        },
        {
          list: [
            '[[announce.dateFrom]]: ne dříve než dnes a nejvýše dva měsíce dopředu. Datum v minulosti se s upozorněním posune na nejbližší možný den.',
            '[[announce.dateUntil]]: nepovinné poslední datum odeslání, nabízené u produktů bez pevného doručovacího okna.',
            '[[announce.timeFrom]] a [[announce.timeUntil]]: časové okno nakládky. Portál navrhne vaše obvyklé časy, v pátek vlastní hodnoty.',
            '[[announce.notice]]: krátká poznámka, nejvýše 35 znaků.',
            '[[announce.deliveryDate]]: předvyplněno, mají-li všechny zásilky stejné. U produktu s pevným oknem je nastaveno a uzamčeno; liší-li se doručovací okna zásilek, je skryto a data doručení se přepočítají pro každou zásilku zvlášť.',
          ],
        },
        {
          p: 'Zásilky, které nelze avizovat, jsou uvedeny pod [[announce.notPossible]] s důvodem, například protože jsou již objednané nebo nejsou distribuční. [[announce.submit]] avízo odešle; stav se změní na [[shipment.state.ANNOUNCED]] a pobočka dostane avízo e-mailem.',
        },
      ],
    },
    {
      id: 'commission',
      title: 'Objednání',
      blocks: [
        {
          p: 'Objednáním si objednáte přepravu. Klikněte pod otevřenou zásilkou na [[actions.commission]] nebo vyberte zásilky v přehledu a klikněte na [[actions.commission]] v panelu nástrojů. Objednat lze koncepty a avizované zásilky; poté je stav [[shipment.state.FINALIZED]] a zásilku již nelze měnit.',
        },
        {
          p: 'Jednotlivá zásilka se objedná ihned; u více zásilek si portál nejprve vyžádá potvrzení.',
        },
      ],
    },
    {
      id: 'batches',
      title: 'Více zásilek najednou',
      blocks: [
        {
          p: 'Avizujete-li nebo objednáváte více než jednu zásilku, zpracuje jich portál až 1000 hromadně. Dialog průběhu ([[batch.announceTitle]] nebo [[batch.commissionTitle]]) počítá zpracované zásilky a nakonec řekne, kolik jich bylo hotovo a které byly přeskočeny a proč.',
        },
        {
          p: 'Každá zásilka se zpracuje samostatně: tu, kterou zpracovat nelze, portál přeskočí, aniž by zdržel ostatní. U doručovacích oken dostane každá zásilka buď zvolené datum doručení, nebo si zachová stejný počet pracovních dnů mezi odesláním a doručením.',
        },
      ],
    },
    {
      id: 'printing',
      title: 'Štítky a nakládací listy',
      blocks: [],
      sections: [
        {
          id: 'labels',
          title: 'Štítky',
          blocks: [
            {
              p: 'Vyberte v přehledu uložené zásilky a klikněte na [[actions.printLabels]]. Každý kus dostane štítek s vlastním čárovým kódem (SSCC). V dialogu [[printer.title]] zvolte [[printer.type]]:',
            },
            {
              terms: [
                ['LASER', '[[printer.LASER]]: štítky 105 × 148 mm na listech A4.'],
                [
                  'LASER_POSITION',
                  '[[printer.LASER_POSITION]]: jako LASER, ale od pole [[printer.position]] 1 až 4 prvního listu, aby se spotřebovaly načaté listy.',
                ],
                [
                  'ZEBRA',
                  '[[printer.ZEBRA]]: pro tiskárny štítků, 100 × 150 mm. V části [[printer.output]] zvolte [[printer.pdf]] nebo [[printer.zpl]]: štítky jako soubor v jazyce tiskárny, ZPL, v rozlišení vaší tiskárny ([[printer.dpi]]: [[printer.dpi203]] nebo [[printer.dpi300]]). Soubor .zpl pošlete na tiskárnu beze změny (např. pomocí Zebra Setup Utilities); čárové kódy tiskne sama, ostře a bez změny měřítka.',
                ],
              ],
            },
            {
              p: 'Volbou [[printer.remember]] si portál formát ponechá pro příště; nastavit ho můžete také v [[nav.settings]]. [[printer.print]] otevře štítky jako PDF k tisku.',
            },
          ],
        },
        {
          id: 'cargo-lists',
          title: 'Nakládací listy',
          blocks: [
            {
              p: 'Nakládací list uvádí objednané zásilky předávané společně. Vyberte zásilky ve stavu [[shipment.state.FINALIZED]] a klikněte na [[actions.printCargoList]]; list se otevře jako PDF a zásilky přejdou do stavu [[shipment.state.CARGO_LIST_CREATED]]. Jeden nakládací list obsahuje zásilky jednoho zákazníka.',
            },
          ],
        },
      ],
    },
    {
      id: 'inquiries',
      title: 'Dotazy, příkazy k vyzvednutí a cenové nabídky',
      blocks: [
        {
          terms: [
            [
              '[[actions.inquiry]]',
              'Jakmile má zásilku speditér (avizovanou nebo objednanou), odešle tlačítko [[actions.inquiry]] pod otevřenou zásilkou dotaz pobočce. Napište dotaz do pole [[inquiry.text]], případně přiložte soubory PDF a klikněte na [[inquiry.send]]. E-mail se objeví na kartě [[shipmentDetail.inquiries]].',
            ],
            [
              'Příkaz k vyzvednutí',
              'U příčné přepravy, vyzvedávané v oblasti jiné pobočky, lze vystavit příkaz k vyzvednutí partnerovi, který zboží vyzvedne. Dialog zahrnuje partnera, kontaktní osoby vaší pobočky, odesílatele a příjemce, data a časy, poznámky, celní doklady a fakturační údaje a vytvoří příkaz k vyzvednutí jako PDF.',
            ],
            [
              '[[actions.requestQuotation]]',
              'Pokud vaše smlouva zahrnuje cenové nabídky, vyžádá [[actions.requestQuotation]] cenu konceptu nebo avizované zásilky. Cena a případně rozpis příplatků se zobrazí pod zásilkou.',
            ],
          ],
        },
      ],
    },
    {
      id: 'cancel-delete',
      title: 'Stornování a mazání',
      blocks: [
        {
          list: [
            '[[actions.cancelShipment]] pod otevřenou zásilkou po potvrzení stornuje koncept nebo avizovanou zásilku. Zůstane v seznamu jako [[shipment.state.CANCELLED]] a pobočka je informována.',
            '[[shipmentList.delete]] v panelu nástrojů po potvrzení smaže vybrané zásilky. Smazat lze jen koncepty a avizované zásilky; smazaná zásilka ze seznamu zmizí.',
          ],
        },
        {
          p: 'Objednanou zásilku nelze v portálu stornovat ani smazat: obraťte se prosím na svou pobočku.',
        },
      ],
    },
    {
      id: 'address-book',
      title: 'Adresář',
      blocks: [
        {
          p: '[[nav.addressBook]] obsahuje adresy, odkud a kam posíláte. Každá adresa má jeden nebo více typů: [[addressBook.type.SENDER]], [[addressBook.type.CONSIGNEE]], [[addressBook.type.LOADING_SITE]] (místo, kde se zboží nakládá vaším jménem) a [[addressBook.type.NEUTRAL]] (odeslání bez uvedení vaší firmy jako odesílatele).',
        },
        {
          list: [
            '[[addressBook.search]] najde adresy podle názvu, zákaznického čísla, ulice, PSČ, města nebo kontaktní osoby; tlačítka typů nad seznamem zobrazí nebo skryjí adresy daného typu (na začátku jsou zapnuta všechna).',
            'Kliknutím na záhlaví sloupce řadíte; sloupec [[addressBook.columns.isDefaultSenderAddress]] ukazuje vašeho výchozího odesílatele.',
            '[[addressBook.create]] otevře prázdný formulář. Šipka na začátku řádku otevře adresu k úpravě.',
            'Název, ulice, země, PSČ a město jsou povinné; zaškrtnut musí být alespoň jeden z typů odesílatel, příjemce nebo místo nakládky.',
            '[[addressBook.save]] adresu uloží, [[addressBook.delete]] ji po potvrzení odstraní.',
          ],
        },
        {
          p: 'Nese-li adresa zákaznické číslo speditéra, lze měnit jen její kontaktní údaje; kvůli jiným změnám se obraťte na svou pobočku.',
        },
      ],
    },
    {
      id: 'invoice-recipients',
      title: 'Příjemci faktur',
      blocks: [
        {
          p: 'V části [[nav.invoiceRecipients]] jsou subjekty, kterým lze vaše zásilky fakturovat, se zákaznickým číslem, názvem a adresou; jeden z nich je výchozí. Smí-li váš účet příjemce zakládat, přidá tlačítko nového. Jinak můžete převzít příjemce faktury známého speditérovi podle jeho šestimístného zákaznického čísla. Je-li číslo neznámé nebo příjemce již existuje, oznámí to hlášení; obraťte se pak prosím na svou pobočku.',
        },
      ],
    },
    {
      id: 'cargo-templates',
      title: 'Šablony kusů zboží',
      blocks: [
        {
          p: 'V části [[nav.cargoTemplates]] ukládáte kusy, které často posíláte, aby je [[orderForm.addFromTemplate]] vložilo jedním kliknutím. Výchozí šablona je uvedena jako první.',
        },
        {
          list: [
            '[[cargoTemplates.create]] otevře prázdný formulář; šipka na začátku řádku otevře šablonu.',
            '[[cargoTemplates.fields.name]] je povinný. Ostatní pole jsou pole položky: značení, číslo zakázky, počet, druh obalu, zboží, nebezpečné zboží, hmotnost (do 99999 kg) a rozměry (do 999 cm).',
            '[[cargoTemplates.save]] šablonu uloží, [[cargoTemplates.delete]] ji po potvrzení odstraní.',
          ],
        },
      ],
    },
    {
      id: 'settings',
      title: 'Osobní nastavení',
      blocks: [
        {
          p: '[[nav.settings]] obsahuje vaše vlastní předvolby, uložené hned po změně: formát štítků pro tisk, výchozí hodnoty nových zásilek (další povinná pole, dodací podmínky, měna, datum odeslání dnes až za dva dny, časy nakládky pro pondělí až čtvrtek a pro pátek, pokyny k doručení) a e-mailová upozornění, například kopii každého avíza na adresu podle vaší volby.',
        },
      ],
    },
    {
      id: 'sftp-order-files',
      title: 'Soubory objednávek přes SFTP',
      blocks: [
        {
          p: 'Zákazníci, kterým pobočka zapnula SFTP, mohou posílat objednávky jako soubory místo jejich zadávání: program nahraje soubor, portál zkontroluje každou objednávku v něm přesně jako formulář objednávky a uloží je jako zásilky.',
        },
      ],
      sections: [
        {
          id: 'sftp-account',
          title: 'Účet, heslo a klíče SSH',
          blocks: [
            {
              p: 'Přihlaste se k serveru SFTP portálu (adresu a port vám sdělí vaše pobočka) **uživatelským jménem SFTP** zobrazeným v [[nav.settings]] na kartě [[settings.tabs.sftp]] (vaše číslo zákazníka) a svým heslem SFTP.',
            },
            {
              p: 'Pokud je heslo ztracené nebo ho mohou znát jiní, zvolte tam [[settings.sftp.renew]]. Nové heslo se zobrazí jednou; staré okamžitě přestane platit, zadejte proto nové do každého programu, který nahrává vaše soubory.',
            },
            {
              p: 'Programy, které nahrávají samy (naplánovaná úloha se `sftp -b`), se nejlépe přihlašují **klíčem SSH**: ve skriptu pak není žádné heslo. Na počítači, který nahrává, vytvořte pár klíčů příkazem `ssh-keygen -t ed25519 -f ~/.ssh/portal_ed25519`, vložte tam do pole [[settings.sftp.keys.publicKey]] jeden řádek souboru `portal_ed25519.pub` a zvolte [[settings.sftp.keys.add]]. Potom se `sftp -b upload.txt -i ~/.ssh/portal_ed25519 <uživatelské jméno>@<server>` přihlásí bez hesla. Soukromý klíč nikdy nikomu nedávejte; klíč, který už nepotřebujete, odeberte a okamžitě se jím přestane dát přihlásit.',
            },
          ],
        },
        {
          id: 'sftp-folders',
          title: 'Složky',
          blocks: [
            {
              terms: [
                [
                  '`inbox/`',
                  'Sem nahrávejte soubory objednávek. Velký soubor nahrajte pod názvem končícím `.part` a po dokončení ho přejmenujte.',
                ],
                ['`processed/`', 'Soubory, jejichž objednávky se všechny staly zásilkami.'],
                [
                  '`error/`',
                  'Soubory, které nebyly převzaty, každý s protokolem `<name>.errors.txt` vedle sebe.',
                ],
                [
                  '`outbox/`',
                  'Potvrzení, pokud je vaše pobočka zapnula: k souboru EDIFACT CONTRL a APERAK s číslem zásilky každé objednávky nebo jejími chybami, k souboru CSV nebo XLSX `<name>.receipt.csv` s jedním řádkem na objednávku. Přečtěte je a pak smažte.',
                ],
                [
                  '`check/`',
                  'Soubor sem vložte, abyste ho vyzkoušeli: zkontroluje se přesně jako při převzetí, ale nic se neuloží. Pak se přesune do `check/results/` s `<name>.report.txt`, jehož první řádek říká, zda by byl převzat.',
                ],
              ],
            },
            {
              note: 'Zapisovat lze jen do `inbox/` a `check/`; soubory v `outbox/` a `check/results/` lze smazat. Dokud je zpracování spuštěno, portál čte vstupní složky zhruba jednou za minutu.',
            },
          ],
        },
        {
          id: 'sftp-file-layout',
          title: 'Soubor',
          blocks: [
            {
              list: [
                'CSV (UTF-8, pole oddělená `;` nebo `,`) nebo XLSX (první list). První řádek pojmenovává sloupce; jejich pořadí je libovolné a nepotřebné sloupce mohou chybět.',
                '**EDIFACT IFTMIN** (D.96A a novější, jedna výměna na soubor, přípona `.edi`): tytéž objednávky jako zprávy vašeho systému ERP nebo skladu — účastníci v NAD, termíny v DTM, zboží v GID/MEA, nebezpečné zboží v DGS, reference v RFF. Platí stejné kontroly a zpráva u každé chyby uvádí segment a datový prvek. Výměna, jejíž reference (UNB) už byla přijata, se odmítne jako dvakrát odeslaný soubor. Vaše pobočka má popis rozsahu, který portál čte, s úplným příkladem.',
                '**Jeden řádek na položku nákladu.** Sloupce objednávky se opakují na každém řádku objednávky; řádky se stejným `orderNumber` tvoří jednu objednávku.',
                '**Všechny objednávky, nebo žádná.** Je-li jedna objednávka souboru chybná, nepřevezme se žádná objednávka souboru: soubor se přesune s protokolem do `error/` a opravený soubor nahrajete znovu celý.',
              ],
            },
            {
              terms: [
                [
                  '`orderNumber`',
                  '**Povinné.** Vaše číslo objednávky (až 35 znaků); všechny řádky jedné objednávky nesou stejné.',
                ],
                ['`referenceNumber`', 'Referenční číslo, pouze číslice (až 10).'],
                [
                  '`shippingDate`, `deliveryDate`',
                  'Datum vyzvednutí (**povinné**, pracovní den) a datum doručení (jak to produkt vyžaduje), ve tvaru `RRRR-MM-DD`.',
                ],
                [
                  '`product`, `shippingTerms`',
                  '**Povinné.** Kód produktu (např. `P01`) a dodací podmínky (např. `04`).',
                ],
                [
                  '`senderName`, `senderStreet`, `senderZipCode`, `senderCity`, `senderCountry`, `senderContactName`, `senderPhone`',
                  'Odesílatel (místo nakládky); název, ulice, PSČ a město jsou **povinné**, země je `DE`, když je prázdná.',
                ],
                [
                  '`consigneeName`, `consigneeStreet`, `consigneeZipCode`, `consigneeCity`, `consigneeCountry`, `consigneeContactName`, `consigneePhone`, `consigneeEmail`',
                  'Příjemce, se stejnými pravidly.',
                ],
                ['`deliveryNotes`', 'Kódy pokynů k doručení oddělené `|`, např. `103|107`.'],
                [
                  '`colliQty`, `packingCode`, `goods`, `weight`',
                  'Jedna položka nákladu: počet kusů (1, když je prázdné), druh obalu (**povinné**, např. `EP`), označení zboží (až 30 znaků) a hmotnost všech jejích kusů v celých kilogramech.',
                ],
                [
                  '`length`, `width`, `height`',
                  'Rozměry jednoho kusu v celých centimetrech, jak je produkt vyžaduje.',
                ],
              ],
            },
          ],
        },
        {
          id: 'sftp-example',
          title: 'Příklad',
          blocks: [
            {
              p: 'Dvě objednávky: `A-4711` se dvěma položkami nákladu, `A-4712` do Prahy s jednou (produkt bez pevného data doručení smí nechat `deliveryDate` prázdné).',
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
              p: 'Odmítnutý soubor dostane `error/<name>.errors.txt`. Uvádí každý problém s řádkem (řádek 1 je záhlaví) a sloupcem; problémy celého souboru začínají `file:`. Opravte tyto řádky a nahrajte znovu celý soubor:',
            },
            {
              code: `orders.csv: not imported, no order of this file was saved.
Correct the rows below and upload the whole file again.

row 3, consigneeZipCode: must not be empty
row 4, packingCode: is invalid`,
            },
            {
              p: 'Soubor, jehož obsah už byl převzat, se nepřevezme dvakrát. Jeho protokol to uvádí, s datem a zásilkami dřívějšího převzetí; opravovat není co:',
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
      title: 'Napojení vašich systémů',
      blocks: [
        {
          p: 'Systémy vaší firmy mohou s portálem pracovat bez prohlížeče. Administrátoři portálu to nastaví pro vaše zákaznické číslo ve správě zákazníků v části **API & webhooky**:',
        },
        {
          terms: [
            [
              'Klienti API',
              'ID klienta a tajný klíč pro váš program (OAuth 2.0 client credentials) s oprávněním vaše zásilky číst nebo i zapisovat. Tajný klíč se zobrazí jednou; klienta lze kdykoli zneplatnit.',
            ],
            [
              'Webhooky',
              'Portál zavolá vaši adresu HTTPS, když je některá z vašich zásilek uložena, avizována, objednána nebo stornována nebo když je vytvořen nakládací list. Každé volání je podepsané, aby váš systém mohl ověřit, že pochází z portálu; neúspěšná volání se opakují a každé doručení lze z jeho protokolu odeslat znovu.',
            ],
          ],
        },
      ],
    },
    {
      id: 'logs',
      title: 'Historie změn a protokol e-mailů',
      blocks: [
        {
          terms: [
            [
              '[[shipmentDetail.auditLog]]',
              'Každá změna zásilky, nejnovější první, se jménem a přihlašovacím jménem uživatele, datem a časem: [[shipmentDetail.auditType.ADD]], [[shipmentDetail.auditType.MOD]] a [[shipmentDetail.auditType.DEL]]. Změna se rozbalí na seznam [[shipmentDetail.changes]] s novými hodnotami. Tlačítko vedle záznamu zobrazí celou zásilku tak, jak ji tato změna zanechala, pouze ke čtení: změněná pole jsou zvýrazněna s předchozí hodnotou → novou hodnotou; [[shipmentRevision.changedOnly]] skryje ostatní a [[shipmentRevision.earlier]] a [[shipmentRevision.later]] listují historií.',
            ],
            [
              '[[shipmentDetail.inquiries]]',
              'E-maily odeslané k zásilce (avíza, dotazy, storna), nejnovější první. Každý záznam se rozbalí na svůj obsah; přílohy lze stáhnout.',
            ],
          ],
        },
      ],
    },
    {
      id: 'errors',
      title: 'Chybový dialog „Fehler!“',
      blocks: [
        {
          p: 'Když portál nebo server akci odmítne nebo se nezdaří, otevře se dialog [[error.title]]. Jeho první řádek uvádí stav a jeho význam:',
        },
        {
          terms: [
            ['400', '[[error.status.badRequest]] Obvykle zadání porušuje pravidlo; pole jsou vypsána.'],
            [
              '-400',
              '[[error.status.formInvalid]] Formulář byl zkontrolován již v prohlížeči před odesláním.',
            ],
            ['401', '[[error.status.unauthorized]] Vaše přihlášení vypršelo: přihlaste se znovu.'],
            ['403', '[[error.status.forbidden]]'],
            ['404', '[[error.status.notFound]] Mezitím mohl být smazán.'],
            ['409', 'Data mezitím změnil někdo jiný, nebo akce neodpovídá aktuálnímu stavu.'],
            ['500', '[[error.status.internal]]'],
            ['503', '[[error.status.maintenance]]'],
          ],
        },
        {
          p: 'Pod ním následují [[error.details.timestamp]], [[error.details.request]], [[error.details.message]] a tam, kde je server uvedl, [[error.details.fieldErrors]] s popisem chyby. Chyby, které nastanou současně, se zobrazí jedna po druhé. [[common.close]] dialog zavře; vaše zadání ve formuláři zůstanou zachována.',
        },
      ],
    },
    {
      id: 'bug-report',
      title: 'Nahlášení chyby',
      blocks: [
        {
          steps: [
            'V nabídce [[help.menu]] zvolte [[help.bugReport]], nejlépe hned po výskytu problému.',
            'Popište, co jste udělali, co jste očekávali a co jste viděli, a uveďte e-mailovou adresu pro dotazy.',
            'Klikněte na [[bugReport.copy]] a vložte hlášení do vlastní zprávy, nebo na [[bugReport.send]] a otevřete ho ve svém e-mailovém programu; adresujte ho své kontaktní osobě na pobočce.',
          ],
        },
        {
          p: 'Hlášení doplní adresu stránky, verze portálu, jazyk, váš prohlížeč a poslední chybu zobrazenou v dialogu [[error.title]]. Portál sám žádné hlášení neukládá: vše uvidíte dříve, než to odešlete.',
        },
      ],
    },
  ],
};
