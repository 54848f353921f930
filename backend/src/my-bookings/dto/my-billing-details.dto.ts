import { BILLING_COUNTRY_CODES } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';

/** What the booking dialog prefills for a signed-in buyer: the billing details of their latest booking. */
export const myBillingDetailsSchema = z
  .object({
    billingAddress: z
      .object({
        street: z.string().meta({ example: 'Hauptstraße 5' }),
        postalCode: z.string().meta({ example: '10115' }),
        city: z.string().meta({ example: 'Berlin' }),
        country: z.enum(BILLING_COUNTRY_CODES).meta({ example: 'DE' }),
      })
      .nullable()
      .meta({ description: 'null: die Adresse hat noch keine bestätigte Buchung mit Rechnungsadresse' }),
    company: z.string().nullable().meta({ description: 'Firmenname, wenn zuletzt als Firmenkunde gebucht' }),
    vatId: z.string().nullable().meta({ example: 'DE123456789' }),
    leitwegId: z.string().nullable().meta({ example: '04011000-1234512345-06' }),
  })
  .meta({ description: 'Bestellnummern gelten je Bestellung und werden nicht übernommen' })
  .register(apiSchemas, { id: 'MyBillingDetailsDto' });
export type MyBillingDetailsDto = z.infer<typeof myBillingDetailsSchema>;
