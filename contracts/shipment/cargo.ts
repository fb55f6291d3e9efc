import { z } from 'zod';
import { CARGO_LIMITS, isExplosiveClass, loadingEquipmentTypes, massUnits } from './cargo-values.ts';
import { integerSchema, optionalText, requiredText } from './fields.ts';
import { messageKeys as m } from './messages.ts';

export {
  CARGO_LIMITS,
  EXCEPTIONAL_HEIGHT_CM,
  EXCEPTIONAL_LENGTH_CM,
  isExplosiveClass,
  type LoadingEquipmentType,
  loadingEquipmentTypes,
  type MassUnit,
  massUnits,
  PALLET_EXCHANGE_CODE,
  PALLET_EXCHANGE_COUNTRIES,
  palletExchangeAllowed,
} from './cargo-values.ts';

export const massUnitSchema = z.enum(massUnits);
export const loadingEquipmentTypeSchema = z.enum(loadingEquipmentTypes, { error: m.invalid });

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Refinements that read fields run only on objects: a `null` in a list is the schema's business. */
const whenObject = {
  when: (payload: { value: unknown }) => payload.value !== null && typeof payload.value === 'object',
};

const positiveInteger = (maxDigits: number) =>
  integerSchema.min(1, { error: m.positive }).max(10 ** maxDigits - 1, { error: m.tooLarge });

/** One ADR (dangerous goods) declaration of a cargo item. */
export const hazmatEntrySchema = z
  .object({
    unNumber: z.string({ error: m.required }).regex(/^\d{4}$/, { error: m.invalid }),
    quantity: integerSchema.min(1, { error: m.positive }).default(1),
    packagingCode: requiredText(10),
    shippingName: optionalText(500),
    hazardClass: optionalText(10),
    /** I, II or III as the ADR table gives it; entries without one (class 1, gases, ...) have none. */
    packagingGroup: optionalText(5),
    hazardousSubstanceLabel: optionalText(35),
    classificationCode: optionalText(10),
    tunnelRestrictionCode: optionalText(10),
    transportCategory: optionalText(5),
    massUnit: massUnitSchema.default('kg'),
    technicalNameRequired: z.boolean().optional(),
    technicalName: optionalText(255),
    factor: z.number().min(0).optional(),
    /** Whole kilograms or litres. */
    weight: positiveInteger(5),
    /** Net explosive quantity, only for class 1. */
    neq: z.number().positive({ error: m.positive }).optional(),
    limitedQuantities: z.boolean().optional(),
    environmentalHazard: z.boolean().optional(),
    sequenceNumber: integerSchema.min(0).optional(),
    collectiveTerm: z.boolean().optional(),
  })
  .superRefine(
    (hazmat, context) => {
      // The net explosive quantity belongs to class 1 (explosives) only, and is needed there.
      const explosive = isExplosiveClass(textOf(hazmat.hazardClass));
      if (explosive && hazmat.neq === undefined)
        context.addIssue({ code: 'custom', message: m.required, path: ['neq'] });
      if (!explosive && hazmat.neq !== undefined)
        context.addIssue({ code: 'custom', message: m.notAllowed, path: ['neq'] });
      // A collective (N.O.S.) entry is named by its technical name.
      if ((hazmat.collectiveTerm || hazmat.technicalNameRequired) && !textOf(hazmat.technicalName)?.trim())
        context.addIssue({ code: 'custom', message: m.required, path: ['technicalName'] });
    },
    // Also beside other errors of the entry, so a form shows them all at once.
    whenObject,
  );
export type HazmatEntry = z.infer<typeof hazmatEntrySchema>;
export type HazmatEntryInput = z.input<typeof hazmatEntrySchema>;

/** One line of the cargo list: packages of one kind; dimensions in cm, weight in kg. */
export const cargoItemSchema = z
  .object({
    marking: optionalText(17),
    orderNumber: optionalText(35),
    colliQty: integerSchema
      .min(1, { error: m.positive })
      .max(CARGO_LIMITS.packagesPerItem, { error: m.tooLarge })
      .default(1),
    packingCode: requiredText(10),
    goods: requiredText(30),
    weight: positiveInteger(5),
    length: positiveInteger(3).optional(),
    width: positiveInteger(3).optional(),
    height: positiveInteger(3).optional(),
    dangerousGoods: z.boolean().default(false),
    hazmats: z.array(hazmatEntrySchema).max(CARGO_LIMITS.hazmatsPerItem, { error: m.tooMany }).default([]),
    changed: z.boolean().optional(),
  })
  .superRefine(
    (item, context) => {
      const issue = (message: string, path: (string | number)[]) =>
        context.addIssue({ code: 'custom', message, path });
      const hazmats: unknown[] = Array.isArray(item.hazmats) ? item.hazmats : [];
      if (item.dangerousGoods === true && hazmats.length === 0) issue(m.hazmatsRequired, ['hazmats']);
      if (item.dangerousGoods === false && hazmats.length > 0) issue(m.invalid, ['dangerousGoods']);
      hazmats.forEach((hazmat, index) => {
        const { massUnit = 'kg', weight } = (hazmat ?? {}) as { massUnit?: unknown; weight?: unknown };
        if (
          massUnit === 'kg' &&
          typeof weight === 'number' &&
          typeof item.weight === 'number' &&
          weight > item.weight
        )
          issue(m.hazmatWeight, ['hazmats', index, 'weight']);
      });
    },
    // Also while other fields of the item are wrong: the input is checked as far as it is well-formed.
    whenObject,
  );
export type CargoItem = z.infer<typeof cargoItemSchema>;
export type CargoItemInput = z.input<typeof cargoItemSchema>;

const decimalUpTo = (max: number, places: number) =>
  z
    .number({ error: m.invalid })
    .positive({ error: m.positive })
    .max(max, { error: m.tooLarge })
    .multipleOf(10 ** -places, { error: m.invalid });

/** The cargo list with the shipment info (required space, loading length, loading equipment). */
export const cargoListSchema = z
  .object({
    storingPos: integerSchema.min(0, { error: m.invalid }).optional(),
    /** Required space in cubic metres. */
    cbm: decimalUpTo(99.999, 3).optional(),
    /** Loading metres. */
    loadingLength: decimalUpTo(99.99, 2).optional(),
    loadingEquipmentQty: integerSchema.min(0, { error: m.invalid }).optional(),
    loadingEquipmentType: loadingEquipmentTypeSchema.optional(),
    items: z
      .array(cargoItemSchema)
      .min(1, { error: m.required })
      .max(CARGO_LIMITS.items, { error: m.tooMany }),
  })
  .refine(
    (list) =>
      !Array.isArray(list.items) ||
      list.items.reduce((sum, item) => sum + (typeof item?.colliQty === 'number' ? item.colliQty : 0), 0) <=
        CARGO_LIMITS.packagesPerShipment,
    { error: m.tooManyPackages, path: ['items'] },
  )
  .refine(
    (list) => !(list.loadingEquipmentQty && list.loadingEquipmentQty > 0) || list.loadingEquipmentType,
    {
      error: m.required,
      path: ['loadingEquipmentType'],
    },
  );
export type CargoList = z.infer<typeof cargoListSchema>;
