-- Trigram matching backs the shop's substring search (ILIKE '%term%') with a GIN index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
