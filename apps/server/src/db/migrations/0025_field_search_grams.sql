-- Field search (issue 22, target 2): each content's text fields as one array of field-prefixed
-- one- and two-character grams of their lowercased text ('title:図', 'title:図書', …), kept by
-- PostgreSQL itself (a stored generated column) and indexed with GIN. A partial
-- match's word is looked up as its own grams (the same function), which a field holding the word
-- always has: the index finds a superset of the matching contents and the LIKE / ILIKE that
-- decided before still decides (search.filters.ts). The index leaves out company_id: with it
-- (btree_gin) the planner costs each scan at a company's whole posting list and prefers the
-- company's btree whenever a box has two fields; the company is checked on the few candidates.
-- fastupdate is off: contents are written one at a time, and a pending list (which only a vacuum
-- empties, and PGlite never vacuums by itself) made the planner cost every scan past the btree.
-- The column is not in the drizzle table: rows read never carry it.
CREATE FUNCTION hondana_grams(field text, value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT field || ':' || gram), '{}')
  FROM (SELECT lower(value) AS lowered) AS v,
    generate_series(1, 2) AS width,
    generate_series(1, char_length(v.lowered) - width + 1) AS start,
    substr(v.lowered, start, width) AS gram
  WHERE gram !~ '\s'
$$;--> statement-breakpoint
CREATE FUNCTION hondana_content_grams(
  title text, author text, keywords text, toc text, distributor_name text, description text,
  param1 text, param2 text, param3 text, param4 text, param5 text
) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT hondana_grams('title', title) || hondana_grams('author', author)
    || hondana_grams('keywords', keywords) || hondana_grams('toc', toc)
    || hondana_grams('distributorName', distributor_name)
    || hondana_grams('description', description)
    || hondana_grams('param1', param1) || hondana_grams('param2', param2)
    || hondana_grams('param3', param3) || hondana_grams('param4', param4)
    || hondana_grams('param5', param5)
$$;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (
  hondana_content_grams(
    "title", "author", "keywords", "toc", "distributor_name", "description",
    "param1", "param2", "param3", "param4", "param5"
  )
) STORED;--> statement-breakpoint
CREATE INDEX "contents_search_grams_idx" ON "contents" USING gin ("search_grams") WITH (fastupdate = off);
