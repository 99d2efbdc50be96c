/** The most places one registration to an event may take: a family or a group of friends. */
export const MAX_SEATS_PER_REGISTRATION = 10;
