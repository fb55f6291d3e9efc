import type { LegalTexts } from '../document.ts';

/** Tiráž, ochrana osobních údajů a ADSp v češtině; {{...}} jsou nakonfigurované údaje provozovatele. */
export const legal: LegalTexts = {
  imprint: {
    intro: [],
    sections: [
      {
        id: 'provider',
        title: 'Poskytovatel služby',
        blocks: [
          {
            p: 'Údaje podle § 5 německého zákona o digitálních službách (Digitale-Dienste-Gesetz, DDG):',
          },
          { operator: 'imprint' },
        ],
      },
      {
        id: 'terms',
        title: 'Obchodní podmínky',
        blocks: [
          {
            p: 'Všechny služby poskytujeme na základě [ADSp](/help/adsp), Všeobecných německých zasílatelských podmínek, v jejich nejnovějším znění.',
          },
        ],
      },
      {
        id: 'data-protection',
        title: 'Ochrana osobních údajů',
        blocks: [
          {
            p: 'Jak zacházíme s osobními údaji, popisuje [prohlášení o ochraně osobních údajů](/help/privacy).',
          },
        ],
      },
      {
        id: 'questions',
        title: 'Dotazy',
        blocks: [
          {
            p: 'S dotazy k vašim zásilkám se obracejte na svou pobočku; dotazy k tomuto portálu posílejte na {{operatorEmail}}.',
          },
        ],
      },
    ],
  },

  privacy: {
    intro: [
      {
        p: 'Toto prohlášení popisuje, které osobní údaje přepravní portál zpracovává, za jakým účelem a na jakém právním základě, kdo je dostává, jak dlouho se uchovávají a jaká máte práva. Platí pro tento portál, který provozuje {{operatorName}}.',
      },
    ],
    sections: [
      {
        id: 'controller',
        title: 'Správce',
        blocks: [
          { p: 'Správcem ve smyslu obecného nařízení o ochraně osobních údajů (GDPR) je:' },
          { operator: 'contact' },
          {
            p: 'S dotazy k ochraně osobních údajů a k uplatnění svých práv pište na {{privacyEmail}}.',
          },
        ],
      },
      {
        id: 'purpose',
        title: 'K čemu portál slouží',
        blocks: [
          {
            p: 'Portál slouží obchodním zákazníkům speditéra a jejich zaměstnancům: zadávají a spravují zásilky, vedou adresáře a šablony kusů zboží a tisknou přepravní doklady. Zásilky vyřizují pobočky speditéra. Portál není určen spotřebitelům.',
          },
        ],
      },
      {
        id: 'data',
        title: 'Jaké údaje portál zpracovává',
        blocks: [],
        sections: [
          {
            id: 'accounts',
            title: 'Uživatelské účty a přihlášení',
            blocks: [
              {
                list: [
                  'Uživatelský účet: uživatelské jméno, jméno a příjmení, e-mailová adresa, telefonní číslo, zákazníci a pobočka, ke kterým účet patří, jeho role, zda je aktivní a potvrzený a kdy byl založen. Vaše heslo se ukládá jen jako solený hash (argon2id), nikdy v čitelné podobě.',
                  'Přihlášení: portál vás přihlašuje prostřednictvím své vlastní přihlašovací služby (OpenID Connect); žádný externí poskytovatel se neúčastní, pokud provozovatel nepřipojil přihlašovací službu své firmy. Přihlašovací relace a jejich tokeny se ukládají v databázi portálu. Přístupový token platí 15 minut, přihlašovací relace nejvýše 14 dní; záznamy s prošlou platností se mažou.',
                  'Neúspěšná přihlášení se zaznamenávají v serverovém protokolu s uživatelským jménem, důvodem a IP adresou, nikdy s heslem. Aby zpomalil hádání hesel, počítá portál ve své paměti požadavky na IP adresu a minutu.',
                  'Registrace: údaje o firmě, jméno, telefonní číslo, e-mailová adresa, jazyk a potvrzovací odkaz. Ochrana formuláře proti spamu je malá výpočetní úloha, kterou vyřeší váš prohlížeč (ALTCHA); žádná externí služba se neúčastní. Vyřešená úloha se krátce uchová, aby ji nebylo možné použít dvakrát.',
                ],
              },
            ],
          },
          {
            id: 'shipments',
            title: 'Zásilky',
            blocks: [
              {
                p: 'Ke každé zásilce portál ukládá zúčastněné strany (odesílatel, příjemce, místo nakládky, neutrální odesílatel a příjemce faktury) s názvem, adresou, kontaktní osobou, telefonem, mobilem, e-mailovou a webovou adresou; údaje objednávky, jako jsou data, časy, reference, hodnoty dobírky a pojištění; kusy zboží včetně údajů o nebezpečném zboží; pokyny k doručení a cenové nabídky. Mnohé z těchto údajů se týkají jiných osob než vás, například kontaktních osob vašich příjemců.',
              },
              {
                p: 'Každá změna zásilky se ukládá s časem a s přihlašovacím a celým jménem uživatele, který ji provedl. Tuto historii změn nelze dodatečně měnit. Mohou ji číst uživatelé téhož zákazníka, příslušná pobočka a auditoři provozovatele.',
              },
            ],
          },
          {
            id: 'mails',
            title: 'Dotazy a e-maily',
            blocks: [
              {
                p: 'Portál odesílá e-maily k zásilkám: avíza, storna, upozornění na pojištění a oznámení příslušné pobočce, kopie na adresu, kterou zvolíte ve svém nastavení, dotazy s přílohami PDF a potvrzení registrace. Každý e-mail se ukládá s příjemci, předmětem, obsahem, přílohami a stavem doručení (protokol e-mailů). Lze ho zobrazit u zásilky a mohou ho vidět administrátoři provozovatele.',
              },
            ],
          },
          {
            id: 'master-data',
            title: 'Adresář, příjemci faktur, šablony a nastavení',
            blocks: [
              {
                p: 'Portál ukládá záznamy vašeho adresáře (názvy, adresy, kontaktní osoby, telefonní, mobilní, e-mailové a webové adresy, pokyny k doručení), vaše příjemce faktur a šablony kusů zboží a vaše osobní nastavení (formát štítků, výchozí hodnoty, přepínače upozornění a e-mailové adresy).',
              },
            ],
          },
          {
            id: 'sftp',
            title: 'Soubory objednávek přes SFTP',
            blocks: [
              {
                p: 'Pokud vaše firma předává objednávky jako soubory přes SFTP, soubory přicházejí do vlastní složky, zpracují se a uchovávají se jako zpracované nebo chybné soubory, chybný s protokolem chyb. Heslo SFTP se ukládá jen jako hash.',
              },
            ],
          },
          {
            id: 'server-logs',
            title: 'Serverové protokoly',
            blocks: [
              {
                p: 'Ke každému požadavku server zaznamenává čas, metodu a adresu požadavku (která může obsahovat hledané výrazy), stav, dobu trvání, číslo požadavku a IP adresu klienta. Tyto protokoly slouží provozu, hledání chyb a bezpečnosti. Provozní ukazatele, jako je počet a doba trvání požadavků, se shromažďují bez osobních údajů.',
              },
            ],
          },
          {
            id: 'browser-storage',
            title: 'Cookies a úložiště ve vašem prohlížeči',
            blocks: [
              {
                p: 'Portál nepoužívá sledování, analytiku ani reklamu a nenačítá obsah z jiných webů. Ve vašem prohlížeči ukládá jen to, co potřebuje ke své funkci; k tomu není potřeba souhlas (§ 25 odst. 2 bod 2 německého zákona TDDDG):',
              },
              {
                terms: [
                  [
                    '**freight-portal.language** (local storage)',
                    'Zvolený jazyk. Zůstává, dokud nesmažete data prohlížeče.',
                  ],
                  [
                    '**portal_language** (cookie)',
                    'Stejný jazyk pro přihlašovací stránky, které se doručují odděleně od stránek portálu. Uchovává se jeden rok.',
                  ],
                  [
                    '**oidc.user:…** (session storage)',
                    'Vaše přihlášení: tokeny a vaše jméno, uživatelské jméno, e-mailová adresa a telefonní číslo, jak je přihlašovací služba předala. Smaže se při odhlášení nebo zavření karty.',
                  ],
                  [
                    '**oidc.…** (local storage)',
                    'Náhodná hodnota a kontrolní kód probíhajícího přihlášení; odstraní se po dokončení přihlášení.',
                  ],
                  [
                    '**tsr-scroll-restoration-v1_3** (session storage)',
                    'Pozice posunutí navštívených stránek, aby návrat zpět vedl na stejné místo. Smaže se při zavření karty.',
                  ],
                  [
                    '**_session**, **_interaction**, **_interaction_resume** (cookies)',
                    'Cookies přihlašovací služby, každá s podpisovou cookie končící na .sig: přihlašovací relace (nejvýše 14 dní) a probíhající přihlášení (nejvýše jedna hodina).',
                  ],
                ],
              },
              {
                p: 'V přehledu zásilek může číslo zásilky odkazovat na sledování zásilek speditéra, které se otevře v nové kartě a dostane číslo zásilky a jazyk. Tam platí informace o ochraně osobních údajů tohoto webu.',
              },
            ],
          },
        ],
      },
      {
        id: 'legal-bases',
        title: 'Účely a právní základy',
        blocks: [
          {
            terms: [
              [
                'čl. 6 odst. 1 písm. b) GDPR',
                'Plnění smluv s našimi zákazníky (zasílatelství, přeprava, skladování a logistika) a dohody o používání portálu: účty, zásilky, adresáře, doklady, e-maily a přenosy SFTP.',
              ],
              [
                'čl. 6 odst. 1 písm. f) GDPR',
                'Naše oprávněné zájmy a zájmy našich zákazníků: vyřizování zásilek s osobami, které zákazník uvede (jeho zaměstnanci používající portál, příjemci a jejich kontaktní osoby); dohledatelnost změn a zpráv (historie změn, protokol e-mailů); bezpečnost portálu (serverové protokoly, záznamy o přihlášení, omezení počtu požadavků); a hledání chyb.',
              ],
              [
                'čl. 6 odst. 1 písm. c) GDPR',
                'Právní povinnosti, zejména povinnosti uchovávání podle obchodního a daňového práva a předpisy o přepravě nebezpečných věcí.',
              ],
            ],
          },
        ],
      },
      {
        id: 'recipients',
        title: 'Příjemci',
        blocks: [
          {
            list: [
              'Pobočky speditéra příslušné pro vaše zásilky a zaměstnanci provozovatele, kteří portál spravují, vždy jen v rozsahu, který jejich úkol vyžaduje.',
              'Dopravci a partnerští speditéři, kteří provádějí část přepravy, s údaji o zásilce, které k tomu potřebují, například v příkazu k vyzvednutí.',
              'Příjemci e-mailů uvedených v protokolu e-mailů: příslušná pobočka a adresy, které zvolíte.',
              'Poskytovatelé služeb, kteří portál provozují nebo udržují naším jménem, vázaní smlouvou o zpracování osobních údajů (čl. 28 GDPR).',
              'Úřady, pokud to vyžaduje zákon, například celní správa.',
            ],
          },
          { p: 'Portál sám nepředává žádné údaje do zemí mimo EU a EHP.' },
        ],
      },
      {
        id: 'retention',
        title: 'Doba uložení',
        blocks: [
          {
            list: [
              'Uživatelské účty: po dobu existence účtu. Jméno uživatele zůstává v historii změn zásilek, které změnil, dokud nejsou jeho osobní údaje na žádost vymazány; poté se tam zobrazuje jako vymazané a účet, jeho relace a nastavení se smažou.',
              'Přihlašovací relace a tokeny: do vypršení platnosti, nejvýše 14 dní; poté se smažou.',
              'Zásilky, jejich historie změn a e-maily: po dobu, kterou vyžaduje obchodní vztah, a poté po dobu uchovávání podle obchodního a daňového práva (šest nebo deset let, § 257 HGB, § 147 AO).',
              'Adresáře, příjemci faktur, šablony a nastavení: dokud je vy nebo administrátor nesmažete nebo dokud není zákaznický účet zrušen.',
              'Serverové protokoly: jen po dobu, kterou vyžaduje provoz a bezpečnost; provozovatel je pravidelně maže.',
              'Úložiště ve vašem prohlížeči: jak je popsáno výše.',
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
              'na přístup k údajům, které jsou o vás uloženy (čl. 15 GDPR);',
              'na opravu nesprávných údajů (čl. 16 GDPR);',
              'na výmaz údajů, pokud tomu nebrání povinnost uchovávání (čl. 17 GDPR);',
              'na omezení zpracování (čl. 18 GDPR);',
              'získat údaje, které jste poskytli, v běžném strojově čitelném formátu (čl. 20 GDPR);',
              'kdykoli z důvodů týkajících se vaší konkrétní situace **vznést námitku** proti zpracování na základě oprávněných zájmů (čl. 21 GDPR);',
              'podat stížnost u dozorového úřadu pro ochranu osobních údajů, zejména v členském státě svého obvyklého pobytu, místa výkonu práce nebo místa údajného porušení (čl. 77 GDPR).',
            ],
          },
          { p: 'Svá práva uplatníte napsáním na {{privacyEmail}}.' },
        ],
      },
      {
        id: 'obligation',
        title: 'Musíte údaje poskytnout?',
        blocks: [
          {
            p: 'Údaje označené jako povinné jsou potřebné k používání portálu a k provedení zásilek; bez nich nelze založit účet ani vyřídit zásilku. Další kontaktní údaje jsou dobrovolné.',
          },
        ],
      },
      {
        id: 'automated-decisions',
        title: 'Žádné automatizované rozhodování',
        blocks: [
          {
            p: 'Portál nepřijímá žádná rozhodnutí založená výhradně na automatizovaném zpracování, včetně profilování, která by pro vás měla právní účinky nebo se vás obdobně významně dotkla (čl. 22 GDPR). Jeho pravidla pouze kontrolují zadání, například zda PSČ odpovídá zemi.',
          },
        ],
      },
      {
        id: 'security',
        title: 'Bezpečnost',
        blocks: [
          {
            p: 'V provozu je portál dostupný jen přes šifrovaná spojení (HTTPS). Hesla ukládá jen jako hashe, každému uživateli ukazuje jen údaje jeho vlastních zákazníků a zaznamenává každou změnu zásilky.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Změny tohoto prohlášení',
        blocks: [
          {
            p: 'Toto prohlášení upravujeme, když se změní portál nebo právní úprava. Aktuální znění najdete vždy na této stránce.',
          },
        ],
      },
    ],
  },

  adsp: {
    intro: [
      {
        p: 'Všechny služby poskytujeme výhradně na základě **Allgemeine Deutsche Spediteurbedingungen 2017 (ADSp 2017)**, Všeobecných německých zasílatelských podmínek, v jejich nejnovějším znění.',
      },
    ],
    sections: [
      {
        id: 'what',
        title: 'Co jsou ADSp',
        blocks: [
          {
            p: 'ADSp jsou všeobecné obchodní podmínky pro zasílatelské, přepravní, skladovací a další logistické služby. Společně je vypracovaly svazy průmyslu, obchodu a zasílatelství v Německu, které doporučují jejich používání. Doplňují zákonná pravidla německého obchodního zákoníku (HGB) o smlouvách zasílatelských, přepravních a skladovacích.',
          },
        ],
      },
      {
        id: 'scope',
        title: 'Kdy platí',
        blocks: [
          {
            list: [
              'Pro každou zakázku, kterou nám zadáte, přes tento portál nebo jinak: zasílatelství, přeprava, skladování a související logistické služby.',
              'Mezi podnikateli: ADSp nejsou určeny pro smlouvy se spotřebiteli.',
              'Vždy v nejnovějším znění.',
              'Přednost mají kogentní zákonná ustanovení a dohody uzavřené individuálně s vámi.',
            ],
          },
        ],
      },
      {
        id: 'key-points',
        title: 'Co byste jako zákazník měli vědět',
        blocks: [
          {
            list: [
              '**Údaje o zboží:** sdělte nám včas vše, co je pro zakázku důležité: adresy, počet, druh a hmotnost kusů a zvláštní vlastnosti zboží, zejména nebezpečné zboží, cenné nebo krádeží ohrožené zboží a zboží vyžadující určitou teplotu.',
              '**Balení a značení:** zboží musí být zabaleno a označeno tak, aby s ním bylo možné bezpečně manipulovat; štítky vytištěné z portálu označují každý kus.',
              '**Nakládka a nakládací prostředky:** ADSp upravují i nakládku, vykládku a výměnu nakládacích prostředků, jako jsou palety, pokud není dohodnuto jinak.',
              '**Odpovědnost:** naše odpovědnost se řídí HGB a ADSp a za ztrátu nebo poškození zboží je omezena co do výše, jak to zákon dovoluje. Je-li vaše zboží zvlášť cenné, sdělte nám to před přepravou.',
              '**Pojištění:** přepravní pojištění vašeho zboží se sjednává jen na váš pokyn. Uveďte v objednávce hodnotu k pojištění a podrobnosti dohodněte se svou pobočkou.',
              '**Ztráta, poškození a zpoždění:** zboží při převzetí zkontrolujte a zjevnou ztrátu nebo poškození hlaste ihned; skrytá poškození a zpoždění je třeba hlásit v krátkých lhůtách, které stanoví zákon a ADSp.',
              '**Platba:** naše faktury jsou splatné podle dohody; k zajištění splatných pohledávek má speditér zástavní právo ke zboží ve své péči.',
            ],
          },
        ],
      },
      {
        id: 'full-text',
        title: 'Úplné znění',
        blocks: [
          { p: 'Závazné je pouze oficiální úplné znění ADSp:' },
          { p: '[Přečíst úplné znění ADSp]({{adspUrl}})' },
          {
            note: 'Toto shrnutí slouží jen pro orientaci a nenahrazuje úplné znění. S dotazy k podmínkám se obracejte na svou pobočku.',
          },
        ],
      },
    ],
  },
};
