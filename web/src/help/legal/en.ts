import type { LegalTexts } from '../document.ts';

/** Imprint, privacy statement and ADSp in English; {{...}} are the configured operator's details. */
export const legal: LegalTexts = {
  imprint: {
    intro: [],
    sections: [
      {
        id: 'provider',
        title: 'Service provider',
        blocks: [
          {
            p: 'Information pursuant to § 5 of the German Digital Services Act (Digitale-Dienste-Gesetz, DDG):',
          },
          { operator: 'imprint' },
        ],
      },
      {
        id: 'terms',
        title: 'Terms and conditions',
        blocks: [
          {
            p: 'We perform all services on the basis of the [ADSp](/help/adsp), the General German Freight Forwarders’ Terms and Conditions, in their latest version.',
          },
        ],
      },
      {
        id: 'data-protection',
        title: 'Data protection',
        blocks: [
          {
            p: 'How we handle personal data is described in the [privacy statement](/help/privacy).',
          },
        ],
      },
      {
        id: 'questions',
        title: 'Questions',
        blocks: [
          {
            p: 'For questions about your shipments please contact your branch; for questions about this portal write to {{operatorEmail}}.',
          },
        ],
      },
    ],
  },

  privacy: {
    intro: [
      {
        p: 'This statement explains which personal data the freight portal processes, why and on which legal basis, who receives it, how long it is kept and which rights you have. It applies to this portal, operated by {{operatorName}}.',
      },
    ],
    sections: [
      {
        id: 'controller',
        title: 'Controller',
        blocks: [
          { p: 'The controller within the meaning of the EU General Data Protection Regulation (GDPR) is:' },
          { operator: 'contact' },
          {
            p: 'For questions about data protection and to exercise your rights, write to {{privacyEmail}}.',
          },
        ],
      },
      {
        id: 'purpose',
        title: 'What the portal is for',
        blocks: [
          {
            p: "The portal serves the forwarder's business customers and their employees: they enter and manage shipments, keep address books and cargo item templates and print shipping documents. The forwarder's branches carry out the shipments. The portal is not intended for consumers.",
          },
        ],
      },
      {
        id: 'data',
        title: 'Which data the portal processes',
        blocks: [],
        sections: [
          {
            id: 'accounts',
            title: 'User accounts and sign-in',
            blocks: [
              {
                list: [
                  'User account: user name, first and last name, e-mail address, phone number, the customers and the branch the account belongs to, its roles, whether it is active and confirmed, and when it was created. Your password is stored only as a salted hash (argon2id), never in readable form.',
                  "Sign-in: the portal signs you in through its own sign-in service (OpenID Connect); no outside provider is involved unless the operator has connected its company's own sign-in service. Sign-in sessions and their tokens are stored in the portal's database. An access token is valid for 15 minutes, a sign-in session for at most 14 days; expired entries are deleted.",
                  'Failed sign-ins are recorded in the server log with the user name, the reason and the IP address, never with the password. To slow down password guessing, the portal counts requests per IP address and minute in its memory.',
                  'Registration: company data, name, phone number, e-mail address, language and a confirmation link. The anti-spam check of the form is a small computing task that your browser solves (ALTCHA); no outside service is involved. A solved task is remembered briefly so that it cannot be used twice.',
                ],
              },
            ],
          },
          {
            id: 'shipments',
            title: 'Shipments',
            blocks: [
              {
                p: 'For each shipment the portal stores the parties (sender, consignee, loading site, neutral sender and invoice recipient) with name, address, contact person, phone, mobile, e-mail and web address; the order details such as dates, times, references, cash on delivery and insurance values; the cargo items including dangerous goods declarations; delivery notes; and quotations. Many of these data concern persons other than you, for example the contact persons of your consignees.',
              },
              {
                p: 'Every change of a shipment is stored with the time and the login and full name of the user who made it. This change history (audit log) cannot be altered afterwards. Users of the same customer, the branch in charge and the operator’s auditors can read it.',
              },
            ],
          },
          {
            id: 'mails',
            title: 'Inquiries and e-mails',
            blocks: [
              {
                p: 'The portal sends e-mails about shipments: shipping notices, cancellations, insurance advice and notifications to the branch in charge, copies to an address you choose in your settings, inquiries with their PDF attachments, and registration confirmations. Each e-mail is stored with its recipients, subject, content, attachments and delivery status (mail log). It can be read with the shipment and by the operator’s administrators.',
              },
            ],
          },
          {
            id: 'master-data',
            title: 'Address book, invoice recipients, templates and settings',
            blocks: [
              {
                p: 'The portal stores the entries of your address book (names, addresses, contact persons, phone, mobile, e-mail and web addresses, delivery notes), your invoice recipients and cargo item templates, and your personal settings (label format, default values, notification switches and e-mail addresses).',
              },
            ],
          },
          {
            id: 'sftp',
            title: 'Order files by SFTP',
            blocks: [
              {
                p: 'If your company transfers orders as files by SFTP, the files arrive in a folder of their own, are processed and are kept as processed or failed files, a failed one with an error report. The SFTP password is stored only as a hash.',
              },
            ],
          },
          {
            id: 'server-logs',
            title: 'Server logs',
            blocks: [
              {
                p: 'For each request the server records the time, the request method and address (which may contain search terms), the status, the duration, a request number and the IP address of the client. These logs serve operation, fault finding and security. Operating figures such as the number and duration of requests are collected without personal data.',
              },
            ],
          },
          {
            id: 'browser-storage',
            title: 'Cookies and storage in your browser',
            blocks: [
              {
                p: 'The portal uses no tracking, no analytics and no advertising, and loads no content from other sites. In your browser it stores only what it needs to work, which requires no consent (§ 25(2) no. 2 TDDDG):',
              },
              {
                terms: [
                  [
                    '**freight-portal.language** (local storage)',
                    'The language you chose. It stays until you delete your browser data.',
                  ],
                  [
                    '**portal_language** (cookie)',
                    'The same language for the sign-in pages, which are served apart from the portal’s pages. It stays for a year.',
                  ],
                  [
                    '**oidc.user:…** (session storage)',
                    'Your sign-in: the tokens and your name, user name, e-mail address and phone number as the sign-in service sent them. Deleted when you sign out or close the tab.',
                  ],
                  [
                    '**oidc.…** (local storage)',
                    'A random value and a check code of a sign-in in progress; removed when the sign-in is completed.',
                  ],
                  [
                    '**tsr-scroll-restoration-v1_3** (session storage)',
                    'The scroll positions of the pages you visited, so that going back returns to the same place. Deleted when you close the tab.',
                  ],
                  [
                    '**_session**, **_interaction**, **_interaction_resume** (cookies)',
                    'Cookies of the sign-in service, each with a signature cookie ending in .sig: the sign-in session (at most 14 days) and a sign-in in progress (at most one hour).',
                  ],
                ],
              },
              {
                p: "In the shipment overview a shipment number can link to the forwarder's shipment tracking, which opens in a new tab and receives the shipment number and the language. The privacy information of that site applies there.",
              },
            ],
          },
        ],
      },
      {
        id: 'legal-bases',
        title: 'Purposes and legal bases',
        blocks: [
          {
            terms: [
              [
                'Art. 6(1)(b) GDPR',
                'Performing the contracts with our customers (forwarding, carriage, warehousing and logistics) and the agreement on using the portal: accounts, shipments, address books, documents, e-mails and SFTP transfers.',
              ],
              [
                'Art. 6(1)(f) GDPR',
                'Our legitimate interests and those of our customers: handling shipments with the persons the customer names (its employees using the portal, consignees and their contact persons); the traceability of changes and messages (audit log, mail log); the security of the portal (server logs, sign-in records, request limits); and fault finding.',
              ],
              [
                'Art. 6(1)(c) GDPR',
                'Legal obligations, in particular the retention duties of commercial and tax law and the rules on the carriage of dangerous goods.',
              ],
            ],
          },
        ],
      },
      {
        id: 'recipients',
        title: 'Recipients',
        blocks: [
          {
            list: [
              "The forwarder's branches in charge of your shipments, and the operator's staff who administer the portal, each only as far as their task requires.",
              'Carriers and partner forwarders who perform part of the transport, with the shipment data they need for it, for example in a pick-up order.',
              'The recipients of the e-mails listed in the mail log: the branch in charge and the addresses you choose.',
              'Service providers who host or maintain the portal on our behalf, bound by a data processing agreement (Art. 28 GDPR).',
              'Public authorities, where the law requires it, for example customs.',
            ],
          },
          { p: 'The portal itself transfers no data to countries outside the EU and the EEA.' },
        ],
      },
      {
        id: 'retention',
        title: 'How long data is kept',
        blocks: [
          {
            list: [
              'User accounts: as long as the account exists. The name of the user stays in the change history of the shipments they changed until their personal data is erased on request; then it reads as erased there, and the account, its sessions and settings are deleted.',
              'Sign-in sessions and tokens: until they expire, at most 14 days; then they are deleted.',
              'Shipments, their change history and e-mails: as long as the business relationship requires, and then for the retention periods of commercial and tax law (six or ten years, § 257 HGB, § 147 AO).',
              'Address books, invoice recipients, templates and settings: until you or an administrator delete them or the customer account is closed.',
              'Server logs: only as long as operation and security require; the operator deletes them regularly.',
              'Storage in your browser: as described above.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        blocks: [
          { p: 'You have the right to:' },
          {
            list: [
              'access the data stored about you (Art. 15 GDPR);',
              'have incorrect data rectified (Art. 16 GDPR);',
              'have data erased where no retention duty stands against it (Art. 17 GDPR);',
              'have processing restricted (Art. 18 GDPR);',
              'receive the data you provided in a common machine-readable format (Art. 20 GDPR);',
              '**object** at any time, on grounds relating to your particular situation, to processing based on legitimate interests (Art. 21 GDPR);',
              'lodge a complaint with a data protection supervisory authority, in particular in the member state of your habitual residence, your place of work or the place of the alleged infringement (Art. 77 GDPR).',
            ],
          },
          { p: 'To exercise your rights, write to {{privacyEmail}}.' },
        ],
      },
      {
        id: 'obligation',
        title: 'Do you have to provide data?',
        blocks: [
          {
            p: 'The data marked as mandatory is needed to use the portal and to carry out shipments; without it no account can be created and no shipment handled. Further contact data is voluntary.',
          },
        ],
      },
      {
        id: 'automated-decisions',
        title: 'No automated decisions',
        blocks: [
          {
            p: 'The portal makes no decisions based solely on automated processing, including profiling, that have legal effects on you or similarly affect you (Art. 22 GDPR). Its rules only check entries, for example whether a zip code fits the country.',
          },
        ],
      },
      {
        id: 'security',
        title: 'Security',
        blocks: [
          {
            p: 'In operation the portal is reached only over encrypted connections (HTTPS). It stores passwords only as hashes, lets every user see only the data of their own customers and records every change of a shipment.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Changes to this statement',
        blocks: [
          {
            p: 'We adapt this statement when the portal or the law changes. The current version is always available on this page.',
          },
        ],
      },
    ],
  },

  adsp: {
    intro: [
      {
        p: 'We perform all services exclusively on the basis of the **Allgemeine Deutsche Spediteurbedingungen 2017 (ADSp 2017)**, the General German Freight Forwarders’ Terms and Conditions, in their latest version.',
      },
    ],
    sections: [
      {
        id: 'what',
        title: 'What the ADSp are',
        blocks: [
          {
            p: 'The ADSp are standard terms and conditions for forwarding, carriage, warehousing and other logistics services. Associations of industry, trade and the forwarding business in Germany drew them up together and recommend them for use. They supplement the statutory rules of the German Commercial Code (HGB) on forwarding, freight and warehousing contracts.',
          },
        ],
      },
      {
        id: 'scope',
        title: 'When they apply',
        blocks: [
          {
            list: [
              'To every order you place with us, through this portal or otherwise: forwarding, carriage, warehousing and related logistics services.',
              'Between businesses: the ADSp are not meant for contracts with consumers.',
              'Always in their latest version.',
              'Mandatory statutory provisions and agreements made individually with you take precedence.',
            ],
          },
        ],
      },
      {
        id: 'key-points',
        title: 'What you should know as a customer',
        blocks: [
          {
            list: [
              '**Information about the goods:** tell us in good time everything that matters for the order: addresses, number, kind and weight of the packages, and special properties of the goods, in particular dangerous goods, valuable or theft-prone goods and goods that need a controlled temperature.',
              '**Packaging and marking:** the goods must be packed and marked so that they can be handled safely; the labels printed from the portal identify each package.',
              '**Loading and loading equipment:** the ADSp also govern loading, unloading and the exchange of loading equipment such as pallets, unless something else is agreed.',
              '**Liability:** our liability follows the HGB and the ADSp and, for loss of or damage to goods, is limited in amount as the law permits. If your goods are particularly valuable, tell us before the transport.',
              '**Insurance:** cargo insurance for your goods is arranged only on your instruction. State the value to be insured in the order and agree the details with your branch.',
              '**Loss, damage and delay:** check the goods on delivery and report visible loss or damage at once; hidden damage and delays must be reported within the short periods set by law and the ADSp.',
              '**Payment:** our invoices are due as agreed; to secure due claims the forwarder has a lien on the goods in its care.',
            ],
          },
        ],
      },
      {
        id: 'full-text',
        title: 'Full text',
        blocks: [
          { p: 'Only the official full text of the ADSp is binding:' },
          { p: '[Read the full text of the ADSp]({{adspUrl}})' },
          {
            note: 'This summary is for orientation only and does not replace the full text. If you have questions about the terms, please contact your branch.',
          },
        ],
      },
    ],
  },
};
