-- Accent-insensitive and fuzzy search (product search, towns). PGlite loads both as contrib
-- modules; PostgreSQL ships them in its contrib package, and both are trusted extensions that the
-- database owner may create.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
