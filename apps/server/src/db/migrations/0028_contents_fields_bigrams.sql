-- Field search (issue 22, target 2): a word of two characters, most Japanese searches, has no
-- trigram of its own, so it read every content of the company. Each searchable field's pieces of
-- two characters, lowercased (and its last character alone), are a tsvector in one GIN index: a
-- word of two characters reads only the contents holding it as a piece, and the row's LIKE or
-- ILIKE still decides (docs/decisions.md, "Field and hashtag search"). The functions hold no
-- state and read no table: immutable, as an index expression must be. array_to_tsvector drops
-- repeated pieces itself.
CREATE FUNCTION field_bigrams(value text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array(
    SELECT substr(lowered, at, 2)
    FROM (SELECT lower(value) AS lowered) AS field, generate_series(1, length(lowered)) AS at))
$$;--> statement-breakpoint
-- The pieces of `word`, lowercased as the fields are, all of them (AND): each quoted as a lexeme,
-- so no character of the word is read as tsquery syntax.
CREATE FUNCTION field_bigrams_query(word text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg('''' || replace(replace(piece, '\', '\\'), '''', '''''') || '''', ' & ')::tsquery
  FROM (
    SELECT DISTINCT substr(lowered, at, 2) AS piece
    FROM (SELECT lower(word) AS lowered) AS typed, generate_series(1, length(lowered) - 1) AS at
  ) AS pieces
$$;--> statement-breakpoint
CREATE INDEX "contents_fields_bigrams_idx" ON "contents" USING gin (
  field_bigrams("title"), field_bigrams("author"), field_bigrams("keywords"), field_bigrams("toc"),
  field_bigrams("description"), field_bigrams("distributor_name"), field_bigrams("param1"),
  field_bigrams("param2"), field_bigrams("param3"), field_bigrams("param4"), field_bigrams("param5")
) WITH (fastupdate = off);
