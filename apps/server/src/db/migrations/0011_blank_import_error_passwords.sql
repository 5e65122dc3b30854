-- Refused rows of user imports kept their clear password (the 4th cell, `password` in
-- user-csv.ts); the import now blanks it before storing, and this blanks the rows kept before.
UPDATE "csv_import_errors" AS e
SET "cells" = jsonb_set(e."cells", '{3}', '""'::jsonb)
FROM "csv_imports" AS i
WHERE i."id" = e."import_id"
  AND i."kind" = 'user'
  AND jsonb_array_length(e."cells") > 3
  AND e."cells"->>3 <> '';
