import type { CompanyAddress } from '~/lib/contracts/addresses';

/**
 * An estate address where orders are collected (GET /company/address, type CLICK_AND_COLLECT),
 * as the delivery step shows it; its calendar gives the pick-up days and slots.
 */
export interface PickupAddress {
  id: number;
  name: string;
  /** 'Street, postal code Town', on one line. */
  line: string;
  /** GET /calendar/{calendarId}/date/allowed/{month}/{year}; null: no slot can be booked there. */
  calendarId: number | null;
}

/** The estate's addresses where orders are collected. */
export function pickupAddresses(addresses: CompanyAddress[]): PickupAddress[] {
  return addresses
    .filter((address) => address.type.some((type) => type.value === 'CLICK_AND_COLLECT'))
    .map((address) => ({
      id: address.id,
      name: address.name,
      line: [address.address, address.addressPart2, `${address.postalCode} ${address.city}`].filter(Boolean).join(', '),
      calendarId: address.calendarId,
    }));
}
