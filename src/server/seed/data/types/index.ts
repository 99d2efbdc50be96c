// Shapes of the demo estate's content. They describe what the owner would type into the back
// office, not the database rows: the loader maps them onto the schema, so the content stays
// readable and the schema can evolve without rewriting the texts.
export type * from './base';
export type * from './catalogue';
export type * from './content';
export type * from './estate';
export type * from './shop';
