import type { LegalTexts } from '../document.ts';

/** Impresum, ochrana osobných údajov a ADSp v slovenčine; {{...}} sú nakonfigurované údaje prevádzkovateľa. */
export const legal: LegalTexts = {
  imprint: {
    intro: [],
    sections: [
      {
        id: 'provider',
        title: 'Poskytovateľ služby',
        blocks: [
          {
            p: 'Údaje podľa § 5 nemeckého zákona o digitálnych službách (Digitale-Dienste-Gesetz, DDG):',
          },
          { operator: 'imprint' },
        ],
      },
      {
        id: 'terms',
        title: 'Obchodné podmienky',
        blocks: [
          {
            p: 'Všetky služby poskytujeme na základe [ADSp](/help/adsp), Všeobecných nemeckých zasielateľských podmienok, v ich najnovšom znení.',
          },
        ],
      },
      {
        id: 'data-protection',
        title: 'Ochrana osobných údajov',
        blocks: [
          {
            p: 'Ako zaobchádzame s osobnými údajmi, opisuje [vyhlásenie o ochrane osobných údajov](/help/privacy).',
          },
        ],
      },
      {
        id: 'questions',
        title: 'Otázky',
        blocks: [
          {
            p: 'S otázkami k vašim zásielkam sa obracajte na svoju pobočku; otázky k tomuto portálu posielajte na {{operatorEmail}}.',
          },
        ],
      },
    ],
  },

  privacy: {
    intro: [
      {
        p: 'Toto vyhlásenie opisuje, ktoré osobné údaje prepravný portál spracúva, na aký účel a na akom právnom základe, kto ich dostáva, ako dlho sa uchovávajú a aké máte práva. Platí pre tento portál, ktorý prevádzkuje {{operatorName}}.',
      },
    ],
    sections: [
      {
        id: 'controller',
        title: 'Prevádzkovateľ',
        blocks: [
          {
            p: 'Prevádzkovateľom v zmysle všeobecného nariadenia o ochrane údajov (GDPR) je:',
          },
          { operator: 'contact' },
          {
            p: 'S otázkami k ochrane osobných údajov a na uplatnenie svojich práv píšte na {{privacyEmail}}.',
          },
        ],
      },
      {
        id: 'purpose',
        title: 'Na čo portál slúži',
        blocks: [
          {
            p: 'Portál slúži obchodným zákazníkom špeditéra a ich zamestnancom: zadávajú a spravujú zásielky, vedú adresáre a šablóny kusov tovaru a tlačia prepravné doklady. Zásielky vybavujú pobočky špeditéra. Portál nie je určený spotrebiteľom.',
          },
        ],
      },
      {
        id: 'data',
        title: 'Aké údaje portál spracúva',
        blocks: [],
        sections: [
          {
            id: 'accounts',
            title: 'Používateľské účty a prihlásenie',
            blocks: [
              {
                list: [
                  'Používateľský účet: používateľské meno, meno a priezvisko, e-mailová adresa, telefónne číslo, zákazníci a pobočka, ku ktorým účet patrí, jeho roly, či je aktívny a potvrdený a kedy bol založený. Vaše heslo sa ukladá len ako solený hash (argon2id), nikdy v čitateľnej podobe.',
                  'Prihlásenie: portál vás prihlasuje prostredníctvom vlastnej prihlasovacej služby (OpenID Connect); žiadny externý poskytovateľ sa nezúčastňuje, pokiaľ prevádzkovateľ nepripojil prihlasovaciu službu svojej firmy. Prihlasovacie relácie a ich tokeny sa ukladajú v databáze portálu. Prístupový token platí 15 minút, prihlasovacia relácia najviac 14 dní; záznamy s uplynutou platnosťou sa mažú.',
                  'Neúspešné prihlásenia sa zaznamenávajú v serverovom protokole s používateľským menom, dôvodom a IP adresou, nikdy s heslom. Aby spomalil hádanie hesiel, počíta portál vo svojej pamäti požiadavky na IP adresu a minútu.',
                  'Registrácia: údaje o firme, meno, telefónne číslo, e-mailová adresa, jazyk a potvrdzovací odkaz. Ochrana formulára pred spamom je malá výpočtová úloha, ktorú vyrieši váš prehliadač (ALTCHA); žiadna externá služba sa nezúčastňuje. Vyriešená úloha sa krátko uchová, aby ju nebolo možné použiť dvakrát.',
                ],
              },
            ],
          },
          {
            id: 'shipments',
            title: 'Zásielky',
            blocks: [
              {
                p: 'Ku každej zásielke portál ukladá zúčastnené strany (odosielateľ, príjemca, miesto nakládky, neutrálny odosielateľ a príjemca faktúry) s názvom, adresou, kontaktnou osobou, telefónom, mobilom, e-mailovou a webovou adresou; údaje objednávky, ako sú dátumy, časy, referencie, hodnoty dobierky a poistenia; kusy tovaru vrátane údajov o nebezpečnom tovare; pokyny k doručeniu a cenové ponuky. Mnohé z týchto údajov sa týkajú iných osôb ako vás, napríklad kontaktných osôb vašich príjemcov.',
              },
              {
                p: 'Každá zmena zásielky sa ukladá s časom a s prihlasovacím a celým menom používateľa, ktorý ju vykonal. Túto históriu zmien nemožno dodatočne meniť. Môžu ju čítať používatelia toho istého zákazníka, príslušná pobočka a audítori prevádzkovateľa.',
              },
            ],
          },
          {
            id: 'mails',
            title: 'Otázky a e-maily',
            blocks: [
              {
                p: 'Portál odosiela e-maily k zásielkam: avíza, storná, upozornenia na poistenie a oznámenia príslušnej pobočke, kópie na adresu, ktorú zvolíte vo svojich nastaveniach, otázky s prílohami PDF a potvrdenia registrácie. Každý e-mail sa ukladá s príjemcami, predmetom, obsahom, prílohami a stavom doručenia (protokol e-mailov). Možno ho zobraziť pri zásielke a môžu ho vidieť administrátori prevádzkovateľa.',
              },
            ],
          },
          {
            id: 'master-data',
            title: 'Adresár, príjemcovia faktúr, šablóny a nastavenia',
            blocks: [
              {
                p: 'Portál ukladá záznamy vášho adresára (názvy, adresy, kontaktné osoby, telefónne, mobilné, e-mailové a webové adresy, pokyny k doručeniu), vašich príjemcov faktúr a šablóny kusov tovaru a vaše osobné nastavenia (formát štítkov, predvolené hodnoty, prepínače upozornení a e-mailové adresy).',
              },
            ],
          },
          {
            id: 'sftp',
            title: 'Súbory objednávok cez SFTP',
            blocks: [
              {
                p: 'Ak vaša firma odovzdáva objednávky ako súbory cez SFTP, súbory prichádzajú do vlastného priečinka, spracujú sa a uchovávajú sa ako spracované alebo chybné súbory, chybný s protokolom chýb. Heslo SFTP sa ukladá len ako hash.',
              },
            ],
          },
          {
            id: 'server-logs',
            title: 'Serverové protokoly',
            blocks: [
              {
                p: 'Ku každej požiadavke server zaznamenáva čas, metódu a adresu požiadavky (ktorá môže obsahovať hľadané výrazy), stav, trvanie, číslo požiadavky a IP adresu klienta. Tieto protokoly slúžia prevádzke, hľadaniu chýb a bezpečnosti. Prevádzkové ukazovatele, ako je počet a trvanie požiadaviek, sa zhromažďujú bez osobných údajov.',
              },
            ],
          },
          {
            id: 'browser-storage',
            title: 'Cookies a úložisko vo vašom prehliadači',
            blocks: [
              {
                p: 'Portál nepoužíva sledovanie, analytiku ani reklamu a nenačítava obsah z iných webov. Vo vašom prehliadači ukladá len to, čo potrebuje na svoju funkciu; na to nie je potrebný súhlas (§ 25 ods. 2 bod 2 nemeckého zákona TDDDG):',
              },
              {
                terms: [
                  [
                    '**freight-portal.language** (local storage)',
                    'Zvolený jazyk. Zostáva, kým nevymažete údaje prehliadača.',
                  ],
                  [
                    '**portal_language** (cookie)',
                    'Rovnaký jazyk pre prihlasovacie stránky, ktoré sa doručujú oddelene od stránok portálu. Uchováva sa jeden rok.',
                  ],
                  [
                    '**oidc.user:…** (session storage)',
                    'Vaše prihlásenie: tokeny a vaše meno, používateľské meno, e-mailová adresa a telefónne číslo, ako ich prihlasovacia služba odovzdala. Vymaže sa pri odhlásení alebo zatvorení karty.',
                  ],
                  [
                    '**oidc.…** (local storage)',
                    'Náhodná hodnota a kontrolný kód prebiehajúceho prihlásenia; odstráni sa po dokončení prihlásenia.',
                  ],
                  [
                    '**tsr-scroll-restoration-v1_3** (session storage)',
                    'Pozície posunutia navštívených stránok, aby návrat späť viedol na to isté miesto. Vymaže sa pri zatvorení karty.',
                  ],
                  [
                    '**_session**, **_interaction**, **_interaction_resume** (cookies)',
                    'Cookies prihlasovacej služby, každá s podpisovou cookie končiacou na .sig: prihlasovacia relácia (najviac 14 dní) a prebiehajúce prihlásenie (najviac jedna hodina).',
                  ],
                ],
              },
              {
                p: 'V prehľade zásielok môže číslo zásielky odkazovať na sledovanie zásielok špeditéra, ktoré sa otvorí v novej karte a dostane číslo zásielky a jazyk. Tam platia informácie o ochrane osobných údajov tohto webu.',
              },
            ],
          },
        ],
      },
      {
        id: 'legal-bases',
        title: 'Účely a právne základy',
        blocks: [
          {
            terms: [
              [
                'čl. 6 ods. 1 písm. b) GDPR',
                'Plnenie zmlúv s našimi zákazníkmi (zasielateľstvo, preprava, skladovanie a logistika) a dohody o používaní portálu: účty, zásielky, adresáre, doklady, e-maily a prenosy SFTP.',
              ],
              [
                'čl. 6 ods. 1 písm. f) GDPR',
                'Naše oprávnené záujmy a záujmy našich zákazníkov: vybavovanie zásielok s osobami, ktoré zákazník uvedie (jeho zamestnanci používajúci portál, príjemcovia a ich kontaktné osoby); dohľadateľnosť zmien a správ (história zmien, protokol e-mailov); bezpečnosť portálu (serverové protokoly, záznamy o prihlásení, obmedzenie počtu požiadaviek); a hľadanie chýb.',
              ],
              [
                'čl. 6 ods. 1 písm. c) GDPR',
                'Zákonné povinnosti, najmä povinnosti uchovávania podľa obchodného a daňového práva a predpisy o preprave nebezpečných vecí.',
              ],
            ],
          },
        ],
      },
      {
        id: 'recipients',
        title: 'Príjemcovia',
        blocks: [
          {
            list: [
              'Pobočky špeditéra príslušné pre vaše zásielky a zamestnanci prevádzkovateľa, ktorí portál spravujú, vždy len v rozsahu, ktorý ich úloha vyžaduje.',
              'Dopravcovia a partnerskí špeditéri, ktorí vykonávajú časť prepravy, s údajmi o zásielke, ktoré na to potrebujú, napríklad v príkaze na vyzdvihnutie.',
              'Príjemcovia e-mailov uvedených v protokole e-mailov: príslušná pobočka a adresy, ktoré zvolíte.',
              'Poskytovatelia služieb, ktorí portál prevádzkujú alebo udržiavajú v našom mene, viazaní zmluvou o spracúvaní osobných údajov (čl. 28 GDPR).',
              'Úrady, ak to vyžaduje zákon, napríklad colná správa.',
            ],
          },
          { p: 'Portál sám neprenáša žiadne údaje do krajín mimo EÚ a EHP.' },
        ],
      },
      {
        id: 'retention',
        title: 'Doba uchovávania',
        blocks: [
          {
            list: [
              'Používateľské účty: počas existencie účtu. Meno používateľa zostáva v histórii zmien zásielok, ktoré zmenil, kým nie sú jeho osobné údaje na žiadosť vymazané; potom sa tam zobrazuje ako vymazané a účet, jeho relácie a nastavenia sa vymažú.',
              'Prihlasovacie relácie a tokeny: do uplynutia platnosti, najviac 14 dní; potom sa vymažú.',
              'Zásielky, ich história zmien a e-maily: počas doby, ktorú vyžaduje obchodný vzťah, a potom počas lehôt uchovávania podľa obchodného a daňového práva (šesť alebo desať rokov, § 257 HGB, § 147 AO).',
              'Adresáre, príjemcovia faktúr, šablóny a nastavenia: kým ich vy alebo administrátor nevymažete alebo kým sa zákaznícky účet nezruší.',
              'Serverové protokoly: len počas doby, ktorú vyžaduje prevádzka a bezpečnosť; prevádzkovateľ ich pravidelne maže.',
              'Úložisko vo vašom prehliadači: ako je opísané vyššie.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        title: 'Vaše práva',
        blocks: [
          { p: 'Máte právo:' },
          {
            list: [
              'na prístup k údajom, ktoré sú o vás uložené (čl. 15 GDPR);',
              'na opravu nesprávnych údajov (čl. 16 GDPR);',
              'na vymazanie údajov, ak tomu nebráni povinnosť uchovávania (čl. 17 GDPR);',
              'na obmedzenie spracúvania (čl. 18 GDPR);',
              'získať údaje, ktoré ste poskytli, v bežnom strojovo čitateľnom formáte (čl. 20 GDPR);',
              'kedykoľvek z dôvodov týkajúcich sa vašej konkrétnej situácie **namietať** proti spracúvaniu na základe oprávnených záujmov (čl. 21 GDPR);',
              'podať sťažnosť dozornému orgánu pre ochranu osobných údajov, najmä v členskom štáte svojho obvyklého pobytu, miesta výkonu práce alebo miesta údajného porušenia (čl. 77 GDPR).',
            ],
          },
          { p: 'Svoje práva uplatníte napísaním na {{privacyEmail}}.' },
        ],
      },
      {
        id: 'obligation',
        title: 'Musíte údaje poskytnúť?',
        blocks: [
          {
            p: 'Údaje označené ako povinné sú potrebné na používanie portálu a na vykonanie zásielok; bez nich nemožno založiť účet ani vybaviť zásielku. Ďalšie kontaktné údaje sú dobrovoľné.',
          },
        ],
      },
      {
        id: 'automated-decisions',
        title: 'Žiadne automatizované rozhodovanie',
        blocks: [
          {
            p: 'Portál neprijíma žiadne rozhodnutia založené výlučne na automatizovanom spracúvaní vrátane profilovania, ktoré by mali pre vás právne účinky alebo by vás podobne významne ovplyvnili (čl. 22 GDPR). Jeho pravidlá iba kontrolujú zadania, napríklad či PSČ zodpovedá krajine.',
          },
        ],
      },
      {
        id: 'security',
        title: 'Bezpečnosť',
        blocks: [
          {
            p: 'V prevádzke je portál dostupný len cez šifrované spojenia (HTTPS). Heslá ukladá len ako hashe, každému používateľovi ukazuje len údaje jeho vlastných zákazníkov a zaznamenáva každú zmenu zásielky.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Zmeny tohto vyhlásenia',
        blocks: [
          {
            p: 'Toto vyhlásenie upravujeme, keď sa zmení portál alebo právna úprava. Aktuálne znenie nájdete vždy na tejto stránke.',
          },
        ],
      },
    ],
  },

  adsp: {
    intro: [
      {
        p: 'Všetky služby poskytujeme výlučne na základe **Allgemeine Deutsche Spediteurbedingungen 2017 (ADSp 2017)**, Všeobecných nemeckých zasielateľských podmienok, v ich najnovšom znení.',
      },
    ],
    sections: [
      {
        id: 'what',
        title: 'Čo sú ADSp',
        blocks: [
          {
            p: 'ADSp sú všeobecné obchodné podmienky pre zasielateľské, prepravné, skladovacie a ďalšie logistické služby. Spoločne ich vypracovali zväzy priemyslu, obchodu a zasielateľstva v Nemecku, ktoré odporúčajú ich používanie. Dopĺňajú zákonné pravidlá nemeckého obchodného zákonníka (HGB) o zmluvách zasielateľských, prepravných a skladovacích.',
          },
        ],
      },
      {
        id: 'scope',
        title: 'Kedy platia',
        blocks: [
          {
            list: [
              'Pre každú zákazku, ktorú nám zadáte, cez tento portál alebo inak: zasielateľstvo, preprava, skladovanie a súvisiace logistické služby.',
              'Medzi podnikateľmi: ADSp nie sú určené pre zmluvy so spotrebiteľmi.',
              'Vždy v najnovšom znení.',
              'Prednosť majú kogentné zákonné ustanovenia a dohody uzavreté individuálne s vami.',
            ],
          },
        ],
      },
      {
        id: 'key-points',
        title: 'Čo by ste ako zákazník mali vedieť',
        blocks: [
          {
            list: [
              '**Údaje o tovare:** oznámte nám včas všetko, čo je pre zákazku dôležité: adresy, počet, druh a hmotnosť kusov a osobitné vlastnosti tovaru, najmä nebezpečný tovar, cenný alebo krádežou ohrozený tovar a tovar vyžadujúci určitú teplotu.',
              '**Balenie a označenie:** tovar musí byť zabalený a označený tak, aby sa s ním dalo bezpečne manipulovať; štítky vytlačené z portálu označujú každý kus.',
              '**Nakládka a nakladacie prostriedky:** ADSp upravujú aj nakládku, vykládku a výmenu nakladacích prostriedkov, ako sú palety, pokiaľ nie je dohodnuté inak.',
              '**Zodpovednosť:** naša zodpovednosť sa riadi HGB a ADSp a za stratu alebo poškodenie tovaru je obmedzená čo do výšky, ako to zákon dovoľuje. Ak je váš tovar obzvlášť cenný, oznámte nám to pred prepravou.',
              '**Poistenie:** prepravné poistenie vášho tovaru sa uzatvára len na váš pokyn. Uveďte v objednávke hodnotu na poistenie a podrobnosti dohodnite so svojou pobočkou.',
              '**Strata, poškodenie a oneskorenie:** tovar pri prevzatí skontrolujte a zjavnú stratu alebo poškodenie hláste hneď; skryté poškodenia a oneskorenia treba hlásiť v krátkych lehotách, ktoré stanovuje zákon a ADSp.',
              '**Platba:** naše faktúry sú splatné podľa dohody; na zabezpečenie splatných pohľadávok má špeditér záložné právo k tovaru vo svojej starostlivosti.',
            ],
          },
        ],
      },
      {
        id: 'full-text',
        title: 'Úplné znenie',
        blocks: [
          { p: 'Záväzné je iba oficiálne úplné znenie ADSp:' },
          { p: '[Prečítať úplné znenie ADSp]({{adspUrl}})' },
          {
            note: 'Toto zhrnutie slúži len na orientáciu a nenahrádza úplné znenie. S otázkami k podmienkam sa obracajte na svoju pobočku.',
          },
        ],
      },
    ],
  },
};
