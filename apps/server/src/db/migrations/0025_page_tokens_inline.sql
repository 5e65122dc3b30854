-- A page's search tokens (2-3 KB) stay in its row instead of the TOAST table (issue 22, target 1):
-- a full-text search of a common word tests thousands of pages' tokens one after another, and
-- fetching each from TOAST cost three times the test itself. Applies to rows written from now on;
-- `VACUUM FULL content_texts` moves the rows already there (docs/operations.md).
ALTER TABLE "content_texts" SET (toast_tuple_target = 8160);
