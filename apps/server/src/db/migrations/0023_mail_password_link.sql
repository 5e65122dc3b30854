-- No mail carries a password (issue 21): the registration mail's `{{password}}` is now
-- `{{password_url}}`, a link to set the password or to sign in. The companies' stored texts are
-- rewritten: the standard lines become the new standard lines, any other `{{password}}` (spaces
-- inside the braces allowed, as the renderer allows them) becomes `{{password_url}}`.
UPDATE "email_templates"
SET "body" = regexp_replace(
      replace(
        replace("body", 'パスワード: {{password}}', 'パスワードの設定・ログイン: {{password_url}}'),
        'Password: {{password}}',
        'Set your password or sign in: {{password_url}}'
      ),
      '\{\{\s*password\s*\}\}',
      '{{password_url}}',
      'g'
    ),
    "subject" = regexp_replace("subject", '\{\{\s*password\s*\}\}', '{{password_url}}', 'g')
WHERE "body" ~ '\{\{\s*password\s*\}\}' OR "subject" ~ '\{\{\s*password\s*\}\}';
