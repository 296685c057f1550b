-- Trigram indexes for the projects list's text search (decision 237). pg_trgm is a trusted extension
-- (PostgreSQL 13+), shipped with PostgreSQL's contrib modules; PGlite loads it in createPglite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
