/**
 * The session's addresses: what an address input may hold, how it is cleaned (a state stored as
 * its code), and the guest customer's view and update of them.
 */
import { z } from 'zod';
import { statesOf } from '../content/countries.ts';
import type { AddressFields } from '../db/schema.ts';
import type { Context } from '../graphql/context.ts';
import { UserInputError } from '../lib/errors.ts';
import type { SessionRow } from '../sessions/session.ts';
import { updateAddresses } from './service.ts';

/** A guest customer: their session's addresses (id null when they have no session yet). */
export type GuestCustomerView = Pick<SessionRow, 'billing' | 'shipping'> & { id: string | null };

export const addressInput = z
  .object({
    firstName: z.string().max(100).nullish(),
    lastName: z.string().max(100).nullish(),
    company: z.string().max(100).nullish(),
    address1: z.string().max(200).nullish(),
    address2: z.string().max(200).nullish(),
    city: z.string().max(100).nullish(),
    state: z.string().max(100).nullish(),
    postcode: z.string().max(20).nullish(),
    country: z.string().max(2).nullish(),
    email: z
      .email('Please enter a valid email address, such as name@example.com.')
      .max(254)
      .nullish()
      .or(z.literal('')),
    phone: z.string().max(40).nullish(),
  })
  .nullish();

/** Keeps given fields; a state is stored as its code ("California" becomes "CA"). */
export function cleanAddress(
  address: z.infer<typeof addressInput>,
  fallbackCountry: string | undefined,
): AddressFields | null {
  if (!address) return null;
  const clean: AddressFields = {};
  for (const [field, value] of Object.entries(address)) {
    if (value !== null && value !== undefined) clean[field as keyof AddressFields] = value.trim();
  }
  const country = clean.country ?? fallbackCountry;
  if (clean.state && country) {
    const states = statesOf(country);
    if (states.length > 0) {
      const wanted = clean.state.toLowerCase();
      const state = states.find((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted);
      if (!state)
        throw new UserInputError(
          `"${clean.state}" is not a state we know in ${country}. Please choose one from the list.`,
          { code: 'STATE_UNKNOWN', params: { state: clean.state, country } },
        );
      clean.state = state.code;
    }
  }
  // A new country without a state clears the old country's state.
  if (clean.country && clean.state === undefined) clean.state = '';
  return clean;
}

/** The guest customer of the request; asking does not create a session (accounts/resolvers.ts serves `customer`). */
export const guestCustomer = async (context: Context): Promise<GuestCustomerView> =>
  (await context.session.current()) ?? { id: null, billing: {}, shipping: {} };

/** updateCustomer for a guest: the session's addresses (accounts/resolvers.ts routes signed-in customers). */
export async function updateGuestCustomer(
  context: Context,
  input: {
    billing?: z.infer<typeof addressInput>;
    shipping?: z.infer<typeof addressInput>;
    shippingSameAsBilling?: boolean | null;
  },
): Promise<SessionRow> {
  const session = await context.session.ensure();
  const billing = cleanAddress(input.billing, session.billing.country);
  const shipping = input.shippingSameAsBilling
    ? billing
    : cleanAddress(input.shipping, session.shipping.country);
  return updateAddresses(context.db, session, billing, shipping);
}
