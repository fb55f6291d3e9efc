import type { HelpDocument } from '../document.ts';

/** The user manual in English. Labels in [[...]] are the interface's own texts (see document.ts). */
export const manual: HelpDocument = {
  intro: [
    {
      p: 'This manual explains how to enter, announce, commission and print your shipments in the freight portal, and how to keep address books and cargo item templates. Button and field names appear in **bold**, exactly as the portal shows them.',
    },
  ],
  sections: [
    {
      id: 'getting-started',
      title: 'Getting started',
      blocks: [],
      sections: [
        {
          id: 'sign-in',
          title: 'Signing in and out',
          blocks: [
            {
              steps: [
                'Click [[auth.signIn]] at the top right.',
                "Enter your user name and password on the portal's sign-in page.",
                'You return to the page you were on, now signed in. The button with your name opens your account menu with your user name and e-mail address.',
              ],
            },
            {
              p: 'Your sign-in lasts while the browser tab is open and is renewed automatically as you work. To end it, choose [[auth.signOut]] in the account menu and confirm on the sign-in page. Closing the tab also forgets the sign-in in that tab.',
            },
            {
              p: 'New customers register through a registration link from their sales contact. The menu entry [[nav.registration]] is shown only while you are signed out. After registering, confirm your e-mail address with the link in the confirmation e-mail; then you can sign in.',
            },
            {
              note: 'The help pages (this manual, the ADSp terms, the privacy statement and the imprint) can be read without signing in.',
            },
          ],
        },
        {
          id: 'languages',
          title: 'Languages',
          blocks: [
            {
              p: 'Choose the language in the [[language.label]] field at the top: Deutsch, English, Čeština or Slovenčina. The portal remembers your choice in this browser; on the first visit it follows the language of your browser, otherwise English.',
            },
            {
              p: 'Messages of the server, such as field errors, follow the chosen language too. A few fixed German texts appear in every language: the title of the error dialog [[error.title]], the note [[fixed.noAddressSelected]] and the message [[fixed.shipmentNotSavable]].',
            },
          ],
        },
        {
          id: 'menu',
          title: 'Menus and buttons',
          blocks: [
            {
              p: 'The main menu shows only what your account may use: [[nav.shipments]] with [[nav.shipmentList]] and [[nav.createShipment]], [[nav.addresses]] with [[nav.addressBook]] and [[nav.invoiceRecipients]], [[nav.cargoTemplates]] and [[nav.settings]]. Administrators also see [[nav.administration]]. On a narrow screen the menu is behind the button with three lines.',
            },
            {
              p: 'The [[help.menu]] menu offers this [[help.manual]], [[help.about]] (the versions of the portal), [[help.bugReport]], the [[help.adsp]], the [[help.privacy]] and the [[help.imprint]].',
            },
            {
              note: 'A button is shown only when its action is possible: the portal offers an action for a shipment or an address only if it is allowed in its current state and for your account. A missing button is therefore not a fault. Accounts that may only read (auditors) see no buttons that change anything.',
            },
          ],
        },
      ],
    },
    {
      id: 'shipment-list',
      title: 'The shipment overview',
      blocks: [
        {
          p: '[[nav.shipmentList]] is the start page. It lists the shipments of the customers your account belongs to, 100 per page, the highest shipment number first. Use [[shipmentList.previousPage]] and [[shipmentList.nextPage]] below the list to page through it.',
        },
      ],
      sections: [
        {
          id: 'columns',
          title: 'Columns',
          blocks: [
            {
              terms: [
                [
                  '[[shipmentList.columns.shipmentNumber]]',
                  "The forwarder's number of the shipment. Once the shipment is with the forwarder, the number is a link that opens shipment tracking in a new tab.",
                ],
                ['[[shipmentList.columns.senderCustomerId]]', "The sender's customer number."],
                [
                  '[[shipmentList.columns.sender]], [[shipmentList.columns.consignee]]',
                  'Name and city of sender and consignee.',
                ],
                [
                  '[[shipmentList.columns.state]]',
                  'Where the shipment stands, see [Shipment states](#states).',
                ],
                ['[[shipmentList.columns.lastModifiedBy]]', 'The user who saved the shipment last.'],
                ['[[shipmentList.columns.orderNumber]]', 'Your own order number.'],
                [
                  '[[shipmentList.columns.shippingDate]], [[shipmentList.columns.deliveryDate]]',
                  'The planned shipping (pick-up) date and the delivery date.',
                ],
                ['[[shipmentList.columns.product]]', "The forwarder's product the shipment travels with."],
                [
                  '[[shipmentList.columns.shippingNoticeCreated]]',
                  'When the shipping notice was sent to the branch.',
                ],
                ['[[shipmentList.columns.commissionedOn]]', 'When the shipment was commissioned.'],
                [
                  '[[shipmentList.columns.hazmat]]',
                  '[[common.yes]] when at least one cargo item carries dangerous goods.',
                ],
                [
                  '[[shipmentList.columns.type]]',
                  'The main type the forwarder handles the shipment as: [[shipment.type.DISTRIBUTION]], [[shipment.type.QUER]] (picked up in another branch\'s area), each also within one branch\'s area ("nah in nah"), [[shipment.type.BELOG]] or [[shipment.type.UNDEFINED]].',
                ],
              ],
            },
          ],
        },
        {
          id: 'states',
          title: 'Shipment states',
          blocks: [
            {
              terms: [
                [
                  '[[shipment.state.NEW]] (NEW)',
                  'Entered but not saved yet. Such a shipment cannot be selected in the list.',
                ],
                [
                  '[[shipment.state.DRAFT]] (DRAFT)',
                  'Saved. A draft can be edited, announced, commissioned, cancelled and deleted.',
                ],
                [
                  '[[shipment.state.CREATE_ANNOUNCEMENT]] (CREATE_ANNOUNCEMENT)',
                  'The shipping notice is being created; the shipment becomes announced as soon as it is saved.',
                ],
                [
                  '[[shipment.state.ANNOUNCED]] (ANNOUNCED)',
                  'The branch has the shipping notice (pre-advice). The shipment can still be edited, commissioned, cancelled and deleted.',
                ],
                [
                  '[[shipment.state.FINALIZED]] (FINALIZED)',
                  'Commissioned: the transport is ordered. It can no longer be changed, cancelled or deleted; labels and a cargo list can be printed.',
                ],
                [
                  '[[shipment.state.CARGO_LIST_CREATED]] (CARGO_LIST_CREATED)',
                  'A cargo list (loading list) was created for the commissioned shipment.',
                ],
                [
                  '[[shipment.state.CANCELLED]] (CANCELLED)',
                  'Cancelled. The shipment stays in the list for reference.',
                ],
              ],
            },
          ],
        },
        {
          id: 'search-filter-sort',
          title: 'Search, filter and sort',
          blocks: [
            {
              list: [
                '[[shipmentList.search]]: type a shipment number, an order or reference number, or a name or city of sender or consignee. The list follows shortly after you stop typing, or at once with Enter.',
                '[[shipmentList.stateFilter]]: click the states to show, for example only [[shipment.state.DRAFT]] and [[shipment.state.ANNOUNCED]]. With no state chosen all shipments are shown.',
                'Sort: click a column heading to sort by it; a second click reverses the order. An arrow marks the sorted column.',
                '[[shipmentList.exportXls]] downloads the shipments of the current search, filter and sort as an Excel file.',
              ],
            },
            {
              p: 'Search, filter, sort and page are part of the address in the browser, so you can bookmark a view or send it to a colleague.',
            },
          ],
        },
        {
          id: 'selection',
          title: 'Selecting shipments and the toolbar',
          blocks: [
            {
              p: 'Tick the boxes at the start of the rows to select shipments; the toolbar above the list then acts on the selection:',
            },
            {
              list: [
                '[[shipmentList.create]]: [[shipmentList.createWithForm]] or [[shipmentList.createWithWizard]], see [Creating a shipment](#create).',
                '[[actions.shippingNotice]]: announces the selected shipments, see [Shipping notice](#announce).',
                '[[actions.commission]]: commissions them, see [Commissioning](#commission).',
                '[[actions.printLabels]] and [[actions.printCargoList]], see [Labels and cargo lists](#printing).',
                '[[shipmentList.delete]]: deletes them after a confirmation, see [Cancelling and deleting](#cancel-delete).',
                '[[shipmentList.exportXls]]: the Excel export of the list.',
              ],
            },
          ],
        },
        {
          id: 'details',
          title: 'Details of a shipment',
          blocks: [
            {
              p: 'The arrow at the start of a row opens the shipment. Its tabs show:',
            },
            {
              terms: [
                [
                  '[[shipmentDetail.overview]]',
                  'Sender, consignee, invoice recipient, order characteristics and product.',
                ],
                ['[[shipmentDetail.cargoList]]', 'The cargo items and the shipment info.'],
                [
                  '[[shipmentDetail.inquiries]]',
                  'The mails sent about the shipment (mail log), see [Audit log and mail log](#logs).',
                ],
                ['[[shipmentDetail.auditLog]]', 'Who changed what and when.'],
              ],
            },
            {
              p: 'Below the tabs are the buttons for this one shipment, as far as they are possible: [[actions.inquiry]], [[actions.requestQuotation]], [[actions.shippingNotice]], [[actions.commission]], [[actions.edit]] and [[actions.cancelShipment]], and for cross transports the pick-up order. A quotation received is shown above the buttons.',
            },
          ],
        },
      ],
    },
    {
      id: 'create',
      title: 'Creating a shipment',
      blocks: [],
      sections: [
        {
          id: 'form-or-wizard',
          title: 'Form or wizard',
          blocks: [
            {
              p: 'Choose [[nav.createShipment]] in the menu, or [[shipmentList.create]] in the toolbar of the overview with one of two ways:',
            },
            {
              list: [
                '[[shipmentList.createWithForm]]: all parts of the order on one screen.',
                '[[shipmentList.createWithWizard]]: the same parts in three steps, [[orderForm.stepAddresses]] (sender, consignee, invoice recipient), [[orderForm.stepOrder]] (order characteristics, product, delivery notes) and [[orderForm.stepCargo]] (cargo items and shipment info). [[orderForm.next]] and [[orderForm.back]] move between the steps; you can also click a step.',
              ],
            },
            { p: 'Fields marked with an asterisk (*) are mandatory.' },
          ],
        },
        {
          id: 'parties',
          title: 'Sender and consignee',
          blocks: [
            {
              p: 'Pick an entry from your address book in the [[orderForm.addressBook]] field: type part of the name to search, scroll down for more entries. The sender list offers senders, loading sites and neutral addresses; the consignee list offers consignees. The chosen address fills the fields, which you can still change.',
            },
            {
              p: 'Or enter the address directly: [[fields.name]], [[fields.customerId]], [[fields.additionalName]], [[fields.street]], [[fields.country]] (two-letter code, for example DE), [[fields.zipCode]], [[fields.city]] and the contact data [[fields.contactName]], [[fields.phone]] and [[fields.email]]. Names and streets take up to 35 characters; the zip code must fit the country.',
            },
            {
              p: 'As long as no consignee is chosen, the consignee card says [[fixed.noAddressSelected]]. Some products need contact data of the consignee, for example a phone number or an e-mail address for the delivery announcement; a field error tells you which.',
            },
          ],
        },
        {
          id: 'invoice-recipient',
          title: 'Invoice recipient',
          blocks: [
            {
              p: 'Without further entries the default invoice recipient of your customer account is billed; the card then shows "([[orderForm.defaultInvoiceRecipient]])". To bill someone else, tick [[orderForm.divergentInvoiceRecipient]] and fill in customer number, name and address. Untick it to return to the default recipient.',
            },
          ],
        },
        {
          id: 'characteristics',
          title: 'Order characteristics',
          blocks: [
            {
              terms: [
                ['[[fields.orderNumber]]', 'Your order number, up to 35 characters.'],
                ['[[fields.referenceNumber]]', 'A numeric reference, up to 10 digits.'],
                [
                  '[[fields.shippingDate]]',
                  'The pick-up date: from today up to about two months ahead; weekends cannot be chosen.',
                ],
                [
                  '[[fields.shippingTimeFrom]], [[fields.shippingTimeUntil]]',
                  'The loading time window as HH:MM, in steps of 15 minutes.',
                ],
                ['[[fields.shippingNotice]]', 'A short note for the pick-up, up to 35 characters.'],
                [
                  '[[fields.shippingTerms]]',
                  'Who pays what (incoterms). The list offers national terms when sender and consignee are both in Germany, international terms otherwise.',
                ],
                [
                  '[[fields.collectOnDelivery]]',
                  'An amount the consignee pays on delivery, with its currency. Only some products allow it, mainly within the Czech Republic and Slovakia, and each currency has a maximum.',
                ],
                [
                  '[[fields.insuranceValue]]',
                  'The value to insure, with its currency. Above a threshold the branch is informed for a separate insurance.',
                ],
              ],
            },
          ],
        },
        {
          id: 'product',
          title: 'Product and delivery date',
          blocks: [
            {
              p: "The [[fields.product]] list shows the forwarder's products for the route of your shipment, found by the countries and zip codes of sender and consignee and by the shipping date. Enter both addresses first.",
            },
            {
              p: "Many products deliver within a window of working days after the shipping date. The [[fields.deliveryDate]] must then lie in that window; weekends and the consignee country's public holidays do not count. For some products the delivery date is optional; with a fixed window it is set for you. Changing the shipping date or the product clears or moves the delivery date accordingly.",
            },
          ],
        },
        {
          id: 'delivery-notes',
          title: 'Delivery notes',
          blocks: [
            {
              p: 'Delivery notes tell the driver and the consignee about special conditions, such as an appointment or a tail-lift delivery. Pick a note in [[orderForm.addDeliveryNote]] (type to filter); the × next to a note removes it. An order takes at most 10 notes.',
            },
            {
              p: 'Notes stored with the sender or consignee in the address book are added when you choose that address, and dropped again when you choose another. A product that does not allow a note removes it, with a message.',
            },
          ],
        },
        {
          id: 'cargo',
          title: 'Cargo list and shipment info',
          blocks: [
            { p: 'Each cargo item describes packages of the same kind:' },
            {
              list: [
                '[[fields.colliQty]] (at least 1), [[fields.packingCode]] (for example FP for a pallet with exchange) and [[fields.goods]] (up to 30 characters) are mandatory.',
                '[[fields.marking]] (up to 17 characters) is printed on the label.',
                '[[fields.length]], [[fields.width]] and [[fields.height]] in centimetres, [[fields.weight]] in kilograms, whole numbers. A length above 745 cm or a height above 220 cm is unusual: please call your branch.',
              ],
            },
            {
              p: '[[orderForm.addItem]] adds an empty item; [[orderForm.addFromTemplate]] adds an item filled from one of your [cargo item templates](#cargo-templates). An item can be removed while there is more than one.',
            },
            {
              p: 'The [[shipmentDetail.shipmentInfo]] holds [[fields.storingPos]], [[fields.cbm]] (computed from the dimensions of the items: quantity × length × width × height), [[fields.loadingLength]] in metres and the loading equipment (quantity and type FP or GP).',
            },
          ],
        },
        {
          id: 'dangerous-goods',
          title: 'Dangerous goods',
          blocks: [
            {
              p: 'Tick [[orderForm.dangerousGoods]] on a cargo item to declare dangerous goods (ADR). An entry appears with:',
            },
            {
              list: [
                '[[fields.unNumber]]: search by number or name; the choice fills the shipping name, hazard class, classification and tunnel code.',
                '[[fields.packagingCode]] and [[fields.packagingGroup]].',
                '[[orderForm.hazmatWeight]]: the weight of the dangerous goods, at most the weight of the item when measured in kilograms.',
              ],
            },
            {
              note: 'You are responsible for declaring dangerous goods completely and correctly. Ask your branch if you are unsure.',
            },
          ],
        },
        {
          id: 'saving',
          title: 'Saving',
          blocks: [
            {
              p: '[[actions.save]] stores the shipment as [[shipment.state.DRAFT]] and returns to the overview, where a message names the new shipment number. While mandatory fields are missing, the button shows the hint "[[orderForm.fillMandatoryFields]]" and the fields in question are marked.',
            },
            {
              p: 'If the wizard cannot save, the dialog [[error.title]] opens with [[fixed.shipmentNotSavable]] and lists the fields to correct. The server checks every rule again; its field errors appear on the fields and in the dialog.',
            },
          ],
        },
      ],
    },
    {
      id: 'editing',
      title: 'Editing a shipment',
      blocks: [
        {
          steps: [
            'Open the shipment in the overview with the arrow at the start of its row.',
            'Click [[actions.edit]]. The row turns into the order form with the data of the shipment; fields that do not meet the rules are marked at once.',
            'Change what is needed and click [[actions.save]], or [[actions.abort]] to discard your changes.',
          ],
        },
        {
          p: 'Drafts and announced shipments can be edited. If someone else saved the shipment in the meantime, your save is refused so that no change is lost: close the error, open the shipment again and repeat your change.',
        },
      ],
    },
    {
      id: 'announce',
      title: 'Shipping notice',
      blocks: [
        {
          p: 'The shipping notice (pre-advice, "announce") tells the branch that a shipment is ready for pick-up. It is possible for distribution shipments in the states [[shipment.state.DRAFT]] and [[shipment.state.ANNOUNCED]]. Click [[actions.shippingNotice]] below an opened shipment, or select shipments in the overview and click [[actions.shippingNotice]] in the toolbar.',
        },
        {
          p: 'The dialog [[announce.title]] asks for:',
        },
        {
          list: [
            '[[announce.dateFrom]]: not before today and at most two months ahead. A date in the past is moved to the next possible day, with a note.',
            '[[announce.dateUntil]]: an optional last shipping date, offered for products without a fixed delivery window.',
            '[[announce.timeFrom]] and [[announce.timeUntil]]: the loading time window. The portal proposes your usual times, with their own values on Fridays.',
            '[[announce.notice]]: a short note, up to 35 characters.',
            "[[announce.deliveryDate]]: prefilled when all shipments share one. It is set and locked for a product with a fixed window, and hidden when the shipments' delivery windows differ: their delivery dates are then recomputed one by one.",
          ],
        },
        {
          p: 'Shipments that cannot be announced are listed under [[announce.notPossible]] with the reason, for example because they are already commissioned or are not distribution shipments. [[announce.submit]] sends the notice; the state becomes [[shipment.state.ANNOUNCED]] and the branch gets the shipping notice by e-mail.',
        },
      ],
    },
    {
      id: 'commission',
      title: 'Commissioning',
      blocks: [
        {
          p: 'Commissioning orders the transport. Click [[actions.commission]] below an opened shipment, or select shipments in the overview and click [[actions.commission]] in the toolbar. Drafts and announced shipments can be commissioned; afterwards the state is [[shipment.state.FINALIZED]] and the shipment can no longer be changed.',
        },
        {
          p: 'A single shipment is commissioned at once; for several shipments the portal asks for a confirmation first.',
        },
      ],
    },
    {
      id: 'batches',
      title: 'Several shipments at once',
      blocks: [
        {
          p: 'When you announce or commission more than one shipment, the portal processes up to 1000 of them as a batch. A progress dialog ([[batch.announceTitle]] or [[batch.commissionTitle]]) counts the processed shipments and then says how many were done and which were skipped, and why.',
        },
        {
          p: 'Each shipment is processed on its own: one that cannot be processed is skipped without stopping the others. With delivery windows, each shipment either gets the delivery date you chose or keeps the same number of working days between shipping and delivery.',
        },
      ],
    },
    {
      id: 'printing',
      title: 'Labels and cargo lists',
      blocks: [],
      sections: [
        {
          id: 'labels',
          title: 'Labels',
          blocks: [
            {
              p: 'Select saved shipments in the overview and click [[actions.printLabels]]. Every package gets a label with its own barcode (SSCC). In the dialog [[printer.title]] choose the [[printer.type]]:',
            },
            {
              terms: [
                ['LASER', '[[printer.LASER]]: labels of 105 × 148 mm on A4 sheets.'],
                [
                  'LASER_POSITION',
                  '[[printer.LASER_POSITION]]: as LASER, starting at [[printer.position]] 1 to 4 of the first sheet, so that a partly used sheet can be used up.',
                ],
                [
                  'ZEBRA',
                  "[[printer.ZEBRA]]: for label printers, 100 × 150 mm. Under [[printer.output]] choose [[printer.pdf]], or [[printer.zpl]]: the labels as a file in the printer's own language, ZPL, at the resolution of your printer ([[printer.dpi]]: [[printer.dpi203]] or [[printer.dpi300]]). Send the .zpl file to the printer as it is (for example with the Zebra Setup Utilities); it prints the barcodes itself, sharp and without scaling.",
                ],
              ],
            },
            {
              p: 'Tick [[printer.remember]] to keep the format for next time; you can also set it in [[nav.settings]]. [[printer.print]] opens the labels as a PDF to print.',
            },
          ],
        },
        {
          id: 'cargo-lists',
          title: 'Cargo lists',
          blocks: [
            {
              p: 'A cargo list (loading list) lists the commissioned shipments handed over together. Select shipments in the state [[shipment.state.FINALIZED]] and click [[actions.printCargoList]]; the list opens as a PDF, and the shipments move to [[shipment.state.CARGO_LIST_CREATED]]. One cargo list holds the shipments of one customer.',
            },
          ],
        },
      ],
    },
    {
      id: 'inquiries',
      title: 'Inquiries, pick-up orders and quotations',
      blocks: [
        {
          terms: [
            [
              '[[actions.inquiry]]',
              'Once the forwarder has a shipment (announced or commissioned), [[actions.inquiry]] below the opened shipment sends a question to the branch. Write your question in [[inquiry.text]] and attach PDF files if needed, then click [[inquiry.send]]. The mail appears in the tab [[shipmentDetail.inquiries]].',
            ],
            [
              'Pick-up order',
              "For a cross transport, picked up in another branch's area, a pick-up order can be issued to the partner who collects the goods. The dialog takes the partner, the contacts at your branch, sender and consignee, dates and times, notes, customs documents and invoicing details, and produces the pick-up order as a PDF.",
            ],
            [
              '[[actions.requestQuotation]]',
              'Where your contract includes quotations, [[actions.requestQuotation]] asks for the price of a draft or announced shipment. The price, and a breakdown of additional costs where available, appear below the shipment.',
            ],
          ],
        },
      ],
    },
    {
      id: 'cancel-delete',
      title: 'Cancelling and deleting',
      blocks: [
        {
          list: [
            '[[actions.cancelShipment]] below an opened shipment cancels a draft or announced shipment after a confirmation. It stays in the list as [[shipment.state.CANCELLED]], and the branch is informed.',
            '[[shipmentList.delete]] in the toolbar deletes the selected shipments after a confirmation. Only drafts and announced shipments can be deleted; a deleted shipment disappears from the list.',
          ],
        },
        {
          p: 'A commissioned shipment can be neither cancelled nor deleted in the portal: please contact your branch.',
        },
      ],
    },
    {
      id: 'address-book',
      title: 'Address book',
      blocks: [
        {
          p: '[[nav.addressBook]] keeps the addresses you ship from and to. Each address has one or more types: [[addressBook.type.SENDER]], [[addressBook.type.CONSIGNEE]], [[addressBook.type.LOADING_SITE]] (a place where goods are loaded on your behalf) and [[addressBook.type.NEUTRAL]] (shipped without showing your company as the sender).',
        },
        {
          list: [
            '[[addressBook.search]] finds addresses by name, customer number, street, zip code, city or contact person; the type buttons above the list show or hide addresses of each type (all are on at first).',
            'Click a column heading to sort; the column [[addressBook.columns.isDefaultSenderAddress]] shows your default sender.',
            '[[addressBook.create]] opens an empty form. The arrow at the start of a row opens an address for editing.',
            'Name, street, country, zip code and city are mandatory; at least one of the types sender, consignee or loading site must be ticked.',
            '[[addressBook.save]] stores the address; [[addressBook.delete]] removes it after a confirmation.',
          ],
        },
        {
          p: "If an address carries the forwarder's own customer number, only its contact data can be changed; for other changes please contact your branch.",
        },
      ],
    },
    {
      id: 'invoice-recipients',
      title: 'Invoice recipients',
      blocks: [
        {
          p: '[[nav.invoiceRecipients]] lists the parties your shipments can be billed to, with customer number, name and address; one of them is the default. Where your account may create recipients, a button adds a new one. Otherwise you can take over an invoice recipient known to the forwarder by its six-character customer number. If the number is unknown or the recipient already exists, a message says so; please contact your branch then.',
        },
      ],
    },
    {
      id: 'cargo-templates',
      title: 'Cargo item templates',
      blocks: [
        {
          p: '[[nav.cargoTemplates]] stores cargo items you ship often, so that [[orderForm.addFromTemplate]] fills them in with one click. The default template is listed first.',
        },
        {
          list: [
            '[[cargoTemplates.create]] opens an empty form; the arrow at the start of a row opens a template.',
            '[[cargoTemplates.fields.name]] is mandatory. The other fields are those of a cargo item: marking, order number, quantity, packing code, goods, dangerous goods, weight (up to 99999 kg) and dimensions (up to 999 cm).',
            '[[cargoTemplates.save]] stores the template; [[cargoTemplates.delete]] removes it after a confirmation.',
          ],
        },
      ],
    },
    {
      id: 'settings',
      title: 'Personal settings',
      blocks: [
        {
          p: '[[nav.settings]] holds your own defaults, saved as soon as you change them: the label format for printing, default values for new shipments (additional mandatory fields, shipping terms, currency, a shipping date offset of 0 to 2 days, loading times for Monday to Thursday and for Friday, delivery notes) and e-mail notifications, such as a copy of every shipping notice to one address of your choice.',
        },
      ],
    },
    {
      id: 'sftp-order-files',
      title: 'Order files by SFTP',
      blocks: [
        {
          p: 'Customers whose branch has switched on SFTP can send orders as files instead of entering them: a program uploads a file, the portal checks every order in it exactly as the order form does and saves them as shipments.',
        },
      ],
      sections: [
        {
          id: 'sftp-account',
          title: 'Account, password and SSH keys',
          blocks: [
            {
              p: 'Sign in to the SFTP server of the portal (ask your branch for its address and port) with the **SFTP user name** shown in [[nav.settings]] under [[settings.tabs.sftp]] (your customer number) and your SFTP password.',
            },
            {
              p: 'If the password is lost or may be known to others, choose [[settings.sftp.renew]] there. The new password is shown once; the old one stops working at once, so enter the new one in every program that uploads your files.',
            },
            {
              p: 'Programs that upload on their own (a scheduled job with `sftp -b`) sign in best with an **SSH key**: no password is kept in the script. Make a key pair on the uploading computer with `ssh-keygen -t ed25519 -f ~/.ssh/portal_ed25519`, paste the one line of `portal_ed25519.pub` there under [[settings.sftp.keys.publicKey]] and choose [[settings.sftp.keys.add]]. Then `sftp -b upload.txt -i ~/.ssh/portal_ed25519 <user name>@<server>` signs in without a password. Never hand out the private key; remove a key that is no longer used, and it stops signing in at once.',
            },
          ],
        },
        {
          id: 'sftp-folders',
          title: 'Folders',
          blocks: [
            {
              terms: [
                [
                  '`inbox/`',
                  'Upload your order files here. Upload a large file under a name ending in `.part` and rename it when it is complete.',
                ],
                ['`processed/`', 'Files whose orders have all become shipments.'],
                [
                  '`error/`',
                  'Files that were not imported, each with a report `<name>.errors.txt` beside it.',
                ],
                [
                  '`outbox/`',
                  'Acknowledgements, when your branch has switched them on: for an EDIFACT file a CONTRL and an APERAK with the shipment number of each order or its errors, for a CSV or XLSX file `<name>.receipt.csv` with one line per order. Read them and delete them when done.',
                ],
                [
                  '`check/`',
                  'Put a file here to try it: it is checked exactly as an import would check it, but nothing is saved. It then moves to `check/results/` with `<name>.report.txt`, whose first line says whether it would be imported.',
                ],
              ],
            },
            {
              note: 'Only `inbox/` and `check/` can be written to; files in `outbox/` and `check/results/` can be deleted. While the processing is started, the portal reads the inboxes about once a minute.',
            },
          ],
        },
        {
          id: 'sftp-file-layout',
          title: 'The file',
          blocks: [
            {
              list: [
                'CSV (UTF-8, fields separated by `;` or `,`) or XLSX (the first worksheet). The first row names the columns; their order is free and columns you do not need may be left out.',
                '**EDIFACT IFTMIN** (D.96A and later, one interchange per file, ending in `.edi`): the same orders as messages of your ERP or warehouse system — parties in NAD, dates in DTM, goods in GID/MEA, dangerous goods in DGS, references in RFF. The same checks apply, and the report names the segment and element of each error. An interchange whose reference (UNB) was already received is refused like a file sent twice. Your branch has the subset the portal reads, with a complete example.',
                '**One row per cargo item.** The order columns repeat on every row of an order; rows with the same `orderNumber` form one order.',
                '**All orders or none.** If one order of a file is wrong, no order of the file is imported: the file moves to `error/` with the report, and you upload the corrected file again as a whole.',
              ],
            },
            {
              terms: [
                [
                  '`orderNumber`',
                  '**Required.** Your order number (up to 35 characters); all rows of one order carry the same one.',
                ],
                ['`referenceNumber`', 'Reference number, digits only (up to 10).'],
                [
                  '`shippingDate`, `deliveryDate`',
                  'Pick-up date (**required**, a workday) and delivery date (as the product requires it), written `YYYY-MM-DD`.',
                ],
                [
                  '`product`, `shippingTerms`',
                  '**Required.** Product code (e.g. `P01`) and shipping terms code (e.g. `04`).',
                ],
                [
                  '`senderName`, `senderStreet`, `senderZipCode`, `senderCity`, `senderCountry`, `senderContactName`, `senderPhone`',
                  'The sender (loading site); name, street, zip code and city are **required**, the country is `DE` when empty.',
                ],
                [
                  '`consigneeName`, `consigneeStreet`, `consigneeZipCode`, `consigneeCity`, `consigneeCountry`, `consigneeContactName`, `consigneePhone`, `consigneeEmail`',
                  'The consignee, with the same rules.',
                ],
                ['`deliveryNotes`', 'Delivery note codes separated by `|`, e.g. `103|107`.'],
                [
                  '`colliQty`, `packingCode`, `goods`, `weight`',
                  'One cargo item: number of packages (1 when empty), **required** packing code (e.g. `EP`), goods (up to 30 characters) and the weight of all its packages in whole kilograms.',
                ],
                [
                  '`length`, `width`, `height`',
                  'Dimensions of a package in whole centimetres, as the product requires them.',
                ],
              ],
            },
          ],
        },
        {
          id: 'sftp-example',
          title: 'Example',
          blocks: [
            {
              p: 'Two orders: `A-4711` with two cargo items, `A-4712` to Prague with one (a product without a fixed delivery date may leave `deliveryDate` empty).',
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
          title: 'The error report',
          blocks: [
            {
              p: 'A refused file gets `error/<name>.errors.txt`. It names each problem by row (row 1 is the header) and column; problems of the whole file start with `file:`. Correct those rows and upload the whole file again:',
            },
            {
              code: `orders.csv: not imported, no order of this file was saved.
Correct the rows below and upload the whole file again.

row 3, consigneeZipCode: must not be empty
row 4, packingCode: is invalid`,
            },
            {
              p: 'A file whose content was imported before is not imported twice. Its report says so, with the date and the shipments of the earlier import; nothing needs to be corrected:',
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
      title: 'Connecting your systems',
      blocks: [
        {
          p: "Your company's systems can work with the portal without a browser. The portal's administrators set this up for your customer number in the customer administration under **API & webhooks**:",
        },
        {
          terms: [
            [
              'API clients',
              'A client ID and a secret for your program (OAuth 2.0 client credentials), allowed to read or also to write your shipments. The secret is shown once; a client can be revoked at any time.',
            ],
            [
              'Webhooks',
              'The portal calls an HTTPS address of yours when one of your shipments is saved, announced, commissioned or cancelled, or a cargo list is created. Each call is signed, so that your system can check it came from the portal; failed calls are repeated, and every delivery can be sent again from its log.',
            ],
          ],
        },
      ],
    },
    {
      id: 'logs',
      title: 'Audit log and mail log',
      blocks: [
        {
          terms: [
            [
              '[[shipmentDetail.auditLog]]',
              "Every change of the shipment, newest first, with the user's name and login, date and time: [[shipmentDetail.auditType.ADD]], [[shipmentDetail.auditType.MOD]] and [[shipmentDetail.auditType.DEL]]. A change opens to the list of [[shipmentDetail.changes]] and their new values. The button beside an entry shows the whole shipment as that change left it, read-only: the fields it changed are highlighted with the previous value → the new value; [[shipmentRevision.changedOnly]] hides the others, and [[shipmentRevision.earlier]] and [[shipmentRevision.later]] step through the history.",
            ],
            [
              '[[shipmentDetail.inquiries]]',
              'The mails sent about the shipment (shipping notices, inquiries, cancellations), newest first. Each entry opens to its content; attachments can be downloaded.',
            ],
          ],
        },
      ],
    },
    {
      id: 'errors',
      title: "The error dialog 'Fehler!'",
      blocks: [
        {
          p: 'When the portal or the server refuses or fails an action, the dialog [[error.title]] opens. Its first line gives the status and what it means:',
        },
        {
          terms: [
            ['400', '[[error.status.badRequest]] Usually an entry breaks a rule; the fields are listed.'],
            ['-400', '[[error.status.formInvalid]] The form was checked in the browser before sending.'],
            ['401', '[[error.status.unauthorized]] Your sign-in has expired: sign in again.'],
            ['403', '[[error.status.forbidden]]'],
            ['404', '[[error.status.notFound]] It may have been deleted in the meantime.'],
            [
              '409',
              'The data was changed by someone else in the meantime, or the action does not fit the current state.',
            ],
            ['500', '[[error.status.internal]]'],
            ['503', '[[error.status.maintenance]]'],
          ],
        },
        {
          p: 'Below follow the [[error.details.timestamp]], the [[error.details.request]], the [[error.details.message]] and, where the server named them, the [[error.details.fieldErrors]] with what is wrong in each. Errors that occur together are shown one after the other. [[common.close]] closes the dialog; your entries in the form are kept.',
        },
      ],
    },
    {
      id: 'bug-report',
      title: 'Reporting a bug',
      blocks: [
        {
          steps: [
            'Choose [[help.bugReport]] in the [[help.menu]] menu, ideally right after the problem occurred.',
            'Describe what you did, what you expected and what you saw, and give an e-mail address for questions.',
            'Click [[bugReport.copy]] to paste the report into a message of your own, or [[bugReport.send]] to open it in your mail program; address it to your contact at the branch.',
          ],
        },
        {
          p: "The report adds the page address, the portal's versions, the language, your browser and the last error shown in the dialog [[error.title]]. The portal itself stores no report: you see everything before you send it.",
        },
      ],
    },
  ],
};
