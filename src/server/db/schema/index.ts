// The whole database schema, by area. The connection passes this module to Drizzle so that
// relational queries (db.query.*) know every table and relation.
export * from './site';
export * from './media';
export * from './users';
export * from './catalogue';
export * from './variations';
export * from './product-details';
export * from './discounts';
export * from './customization';
export * from './forms';
export * from './cart';
export * from './shipping';
export * from './orders';
export * from './gift-cards';
export * from './payments';
export * from './returns';
export * from './content';
export * from './editorial';
export * from './elements';
export * from './calendar';
export * from './booking';
export * from './search';
export * from './sandbox';
export * from './system';
export * from './audit';
export * from './cards';
