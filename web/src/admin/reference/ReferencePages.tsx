import { useTranslation } from 'react-i18next';
import type {
  Hazmat,
  HazmatCode,
  IncotermCode,
  NotificationCode,
  PackagingCode,
  Product,
} from '../../../../contracts/masterdata/reference.ts';
import { attachmentLabel } from '../../../../contracts/rules/delivery-notes.ts';
import { type CodeField, CodeForm, CreateCode } from './CodeEditing.tsx';
import { columnsFor, show } from './columns.tsx';
import { ReferenceList } from './ReferenceList.tsx';

const byIdentifier = { column: 'identifier', direction: 'asc' } as const;

/**
 * A code's name in every language of the portal: the German master (`name`, read from the list's
 * `names.de`, since the list's `name` is in the reader's language) and its translations.
 */
const everyName: CodeField[] = [
  { name: 'name', source: 'names.de', label: 'nameDe', kind: 'text', maxLength: 100 },
  { name: 'names.en', label: 'nameEn', kind: 'text', maxLength: 100 },
  { name: 'names.cs', label: 'nameCs', kind: 'text', maxLength: 100 },
  { name: 'names.sk', label: 'nameSk', kind: 'text', maxLength: 100 },
];

/** The fields administrators enter for each code list (contracts/masterdata/code-lists.ts). */
const packagingFields: CodeField[] = [{ name: 'identifier', kind: 'key', maxLength: 3 }, ...everyName];
const incotermFields: CodeField[] = [
  { name: 'identifier', kind: 'key', maxLength: 3 },
  ...everyName,
  { name: 'international', kind: 'flag' },
];
const hazmatCodeFields: CodeField[] = [
  { name: 'code', kind: 'key', maxLength: 8 },
  { name: 'name', kind: 'text', maxLength: 200 },
];

/** Packaging codes (spec 001 section 2): identifier and name. */
export function PackagingCodesPage() {
  const { t } = useTranslation();
  const column = columnsFor<PackagingCode>(t);
  return (
    <ReferenceList<PackagingCode>
      title={t('admin.packagingCodes')}
      collection="packagingCodes"
      path="/api/admin/packagingCodes"
      defaultSort={byIdentifier}
      columns={[column.text('identifier', { sortable: true }), column.text('name', { sortable: true })]}
      toolbar={(state) => (
        <CreateCode links={state.collection} fields={packagingFields} collection="packagingCodes" />
      )}
      renderDetail={(code) => <CodeForm fields={packagingFields} entry={code} collection="packagingCodes" />}
      rowKey={(code) => code.identifier}
      rowName={(code) => `${code.identifier} ${code.name}`}
    />
  );
}

/** Delivery-note codes, the inactive ones too, sorted by identifier. */
export function NotificationCodesPage() {
  const { t } = useTranslation();
  const column = columnsFor<NotificationCode>(t);
  const columns = [
    column.text('identifier', { sortable: true }),
    column.text('name', { sortable: true }),
    column.custom('attachmentName', (code) => show(attachmentLabel(code))),
    column.flag('multiUsage', (code) => code.multiUsage, {
      yes: t('adminReference.allowed'),
      no: t('adminReference.notAllowed'),
    }),
  ];
  return (
    <ReferenceList<NotificationCode>
      title={t('admin.notificationCodes')}
      collection="notificationCodes"
      path="/api/admin/notificationCodes"
      defaultSort={byIdentifier}
      columns={columns}
      detailFields={[
        ...columns,
        column.flag('active', (code) => code.active),
        column.flag('default', (code) => code.default),
        column.custom('requiredFields', (code) => show(code.requiredFields.join(', '))),
      ]}
      rowKey={(code) => code.identifier}
      rowName={(code) => `${code.identifier} ${code.name}`}
    />
  );
}

/** The forwarder's products, in the API's order unless sorted. */
export function ProductsPage() {
  const { t } = useTranslation();
  const column = columnsFor<Product>(t);
  return (
    <ReferenceList<Product>
      title={t('admin.products')}
      collection="products"
      path="/api/products"
      columns={[column.text('identifier', { sortable: true }), column.text('name', { sortable: true })]}
      rowKey={(product) => product.identifier}
      rowName={(product) => `${product.identifier} ${product.name}`}
    />
  );
}

/** Incoterm codes with their international flag. */
export function IncoTermCodesPage() {
  const { t } = useTranslation();
  const column = columnsFor<IncotermCode>(t);
  return (
    <ReferenceList<IncotermCode>
      title={t('admin.incoTermCodes')}
      collection="incotermCodes"
      path="/api/admin/incotermCodes"
      defaultSort={byIdentifier}
      columns={[
        column.text('identifier', { sortable: true }),
        column.text('name', { sortable: true }),
        column.flag('international', (code) => code.international, { sort: 'international' }),
      ]}
      toolbar={(state) => (
        <CreateCode links={state.collection} fields={incotermFields} collection="incotermCodes" />
      )}
      renderDetail={(code) => <CodeForm fields={incotermFields} entry={code} collection="incotermCodes" />}
      rowKey={(code) => code.identifier}
      rowName={(code) => `${code.identifier} ${code.name}`}
    />
  );
}

/** Hazmat packaging codes: code and name. */
export function HazmatCodesPage() {
  const { t } = useTranslation();
  const column = columnsFor<HazmatCode>(t);
  return (
    <ReferenceList<HazmatCode>
      title={t('admin.hazmatCodes')}
      collection="hazmatCodes"
      path="/api/admin/hazmatCodes"
      defaultSort={{ column: 'code', direction: 'asc' }}
      columns={[column.text('code', { sortable: true }), column.text('name', { sortable: true })]}
      toolbar={(state) => (
        <CreateCode links={state.collection} fields={hazmatCodeFields} collection="hazmatCodes" />
      )}
      renderDetail={(code) => <CodeForm fields={hazmatCodeFields} entry={code} collection="hazmatCodes" />}
      rowKey={(code) => code.code}
      rowName={(code) => `${code.code} ${code.name}`}
    />
  );
}

/** The UN numbers (ADR Table A), found by number or shipping name. */
export function HazmatsPage() {
  const { t } = useTranslation();
  const column = columnsFor<Hazmat>(t);
  return (
    <ReferenceList<Hazmat>
      title={t('admin.hazmats')}
      collection="hazmats"
      path="/api/hazmats"
      defaultSort={{ column: 'unNumber', direction: 'asc' }}
      columns={[
        column.text('unNumber', { sortable: true }),
        column.text('sequenceNumber', { sortable: true }),
        column.text('clazz', { sortable: true }),
        column.text('classificationCode'),
        column.text('packagingGroup', { sortable: true }),
        column.custom('massUnit', (hazmat) =>
          hazmat.massUnit === 1
            ? t('adminReference.massUnits.kg')
            : hazmat.massUnit === 2
              ? t('adminReference.massUnits.litres')
              : show(hazmat.massUnit),
        ),
        column.text('note'),
        column.flag('collectiveTerm', (hazmat) => hazmat.collectiveTerm === 1),
        column.text('transportCategory', { sortable: true }),
        column.text('tunnelRestrictionCode'),
        column.custom('shippingName', (hazmat) => hazmat.name, 'name'),
      ]}
      rowKey={(hazmat) => String(hazmat.id)}
      rowName={(hazmat) => `UN ${hazmat.unNumber} ${hazmat.name}`}
    />
  );
}
