-- Extensions used by search (issue: search). PGlite bundles them; Debian's PostgreSQL ships them in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
