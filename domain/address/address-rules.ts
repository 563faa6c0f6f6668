// Delivery address rules (SPEC.md section 5): shared by the address form and the server.
import { z } from 'zod';

/** The most addresses one buyer may keep. */
export const MAX_ADDRESSES = 20;

export const addressLimits = {
  contacts: 64,
  email: 64,
  phoneMinDigits: 8,
  phoneMaxDigits: 20,
  postcodeMin: 5,
  postcodeMax: 32,
  city: 64,
  address: 255,
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** The fields of an address as the form and `address!add` / `address!edit` send them. */
export const addressFields = z.object({
  contacts: text(addressLimits.contacts),
  email: z.string().trim().max(addressLimits.email).pipe(z.email()),
  /** Calling code without '+', e.g. "86". */
  areaCode: z
    .string()
    .trim()
    .transform((value) => value.replace(/^\+/, ''))
    .pipe(z.string().regex(/^\d{1,4}(-\d{1,4})?$/)),
  phone: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${addressLimits.phoneMinDigits},${addressLimits.phoneMaxDigits}}$`)),
  /** ISO 3166-1 alpha-2 country code. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase()),
  province: z.string().trim().max(64).default(''),
  city: z.string().trim().max(addressLimits.city).default(''),
  /** More than 4 characters, at most 32: letters, digits, spaces and hyphens (UK, CA, NL formats). */
  postcode: z
    .string()
    .trim()
    .regex(
      new RegExp(
        `^[A-Za-z0-9][A-Za-z0-9 -]{${addressLimits.postcodeMin - 1},${addressLimits.postcodeMax - 1}}$`,
      ),
    ),
  address: text(addressLimits.address),
});

export type AddressFields = z.output<typeof addressFields>;
