import { z } from 'zod';

/** The operator of the portal as the imprint (§ 5 DDG) and the privacy statement name it. */
export const operatorSchema = z.object({
  name: z.string(),
  /** Street, zip code and city, country: one entry per line. */
  addressLines: z.array(z.string()),
  email: z.string(),
  phone: z.string().optional(),
  /** Register court and number. */
  register: z.string().optional(),
  vatId: z.string().optional(),
  representatives: z.string().optional(),
  /** Where data protection requests go: the operator's own address unless another is configured. */
  privacyEmail: z.string(),
});

/** GET /api/legal: public, read from the configuration (OPERATOR_*, ADSP_URL). */
export const legalInformationSchema = z.object({
  operator: operatorSchema,
  /** The official full text of the ADSp. */
  adspUrl: z.string(),
});

export type Operator = z.infer<typeof operatorSchema>;
export type LegalInformation = z.infer<typeof legalInformationSchema>;
