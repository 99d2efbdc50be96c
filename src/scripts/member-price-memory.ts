// The browser's memory of the last answer about the club (src/scripts/member-price.ts), read by the
// inline check of src/components/catalogue/MemberPrice.astro before the first paint: '1' a member,
// '0' signed in outside the club. Only decides whether the member price's line keeps its room.
export const MEMBER_PRICE_MEMORY = 'member-price';
