-- Field search (issue 22, target 2): one GIN index of trigrams over the eleven searchable fields.
-- A word of three or more characters (or an exact value, whatever its length) reads the contents
-- holding its trigrams instead of every content of the company; the LIKE, ILIKE or = on the row
-- still decides. One multicolumn index serves a condition on any of its columns as well as one
-- index per field would. `fastupdate = off`: PGlite never vacuums a GIN pending list, and rows are
-- written to it one by one (docs/decisions.md, "Field and hashtag search").
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contents_fields_trgm_idx" ON "contents" USING gin (
  "title" gin_trgm_ops, "author" gin_trgm_ops, "keywords" gin_trgm_ops, "toc" gin_trgm_ops,
  "description" gin_trgm_ops, "distributor_name" gin_trgm_ops, "param1" gin_trgm_ops,
  "param2" gin_trgm_ops, "param3" gin_trgm_ops, "param4" gin_trgm_ops, "param5" gin_trgm_ops
) WITH (fastupdate = off);
