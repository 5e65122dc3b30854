-- Full-text search looks a word (not CJK) up in the text index by its stem (issue 22, target 1;
-- page-text-tokens.ts, stemOf): a word's prefix, looked up itself, read the postings of every
-- lexeme it begins, and two such words took 200-300 ms at 1,000,000 pages. A page's tokens now
-- hold, beside each word of three characters or more, '~' and its first three characters, a
-- lexeme without positions. The pages written before get theirs here, from their own lexemes:
-- a word's lexeme begins with a character outside the CJK ranges the tokenizer reads by bigrams
-- (isCjkCode), which begin every other lexeme.
UPDATE "content_texts" SET "search_tokens" = "search_tokens" || array_to_tsvector(ARRAY(
  SELECT DISTINCT '~' || left(words."lexeme", 3)
  FROM unnest("search_tokens") AS words("lexeme", "positions", "weights")
  WHERE char_length(words."lexeme") >= 3 AND NOT (
    ascii(words."lexeme") BETWEEN 4352 AND 4607 -- U+1100-11FF
    OR ascii(words."lexeme") BETWEEN 12293 AND 12295 -- U+3005-3007
    OR ascii(words."lexeme") BETWEEN 12321 AND 12329 -- U+3021-3029
    OR ascii(words."lexeme") BETWEEN 12337 AND 12341 -- U+3031-3035
    OR ascii(words."lexeme") = 12347 -- U+303B
    OR ascii(words."lexeme") BETWEEN 12352 AND 12543 -- U+3040-30FF
    OR ascii(words."lexeme") BETWEEN 12592 AND 12687 -- U+3130-318F
    OR ascii(words."lexeme") BETWEEN 12784 AND 12799 -- U+31F0-31FF
    OR ascii(words."lexeme") BETWEEN 13312 AND 19903 -- U+3400-4DBF
    OR ascii(words."lexeme") BETWEEN 19968 AND 40959 -- U+4E00-9FFF
    OR ascii(words."lexeme") BETWEEN 43360 AND 43391 -- U+A960-A97F
    OR ascii(words."lexeme") BETWEEN 44032 AND 55215 -- U+AC00-D7AF
    OR ascii(words."lexeme") BETWEEN 63744 AND 64255 -- U+F900-FAFF
    OR ascii(words."lexeme") BETWEEN 131072 AND 262143 -- U+20000-3FFFF
  )
))
WHERE "search_tokens" IS NOT NULL;
