// Texts of codes 400-614: request, tenant, login and session errors.
import { defineError as e, ErrorCode as C } from './error-codes';
import type { ErrorTexts } from './error-codes';

export const generalErrorTexts = {
  [C.BadRequest]: e(400, '不正なリクエストです。', 'Bad request.'),
  [C.Unauthorized]: e(
    401,
    '認証されていないか、有効期限が切れています。再度ログインしてください。',
    'You are not signed in or your session has expired. Please sign in again.',
  ),
  [C.Forbidden]: e(403, 'この操作は許可されていません。', 'This action is forbidden.'),
  [C.NotFound]: e(404, '見つかりません。', 'Not found.'),
  [C.FileNotFound]: e(404, 'ファイルが見つかりません。', 'File not found.'),
  [C.BadParameters]: e(400, 'パラメーターが正しくありません。', 'Invalid parameters.'),
  [C.NameExists]: e(409, 'この名前は既に使用されています。', 'This name already exists.'),
  [C.WrongDateFormat]: e(
    400,
    '日付の形式が正しくありません（MM/dd/yyyy）。',
    'Wrong date format; use MM/dd/yyyy.',
  ),
  [C.FromDateAfterToDate]: e(
    400,
    '開始日は終了日より前の日付にしてください。',
    'The start date must be before the end date.',
  ),
  [C.InvalidAccessKey]: e(401, 'アクセスキーが無効です。', 'Invalid access key.'),
  [C.CannotExportCsvLogs]: e(500, 'CSVログを出力できません。', 'The CSV log cannot be exported.'),
  [C.InvalidFile]: e(400, 'ファイルが無効です。', 'Invalid file.'),
  [C.EmailExists]: e(
    409,
    'このメールアドレスは既に登録されています。',
    'This e-mail address is already registered.',
  ),
  [C.DomainExists]: e(409, 'このドメインは既に使用されています。', 'This domain already exists.'),
  [C.InvalidDomain]: e(400, 'ドメインが正しくありません。', 'Invalid domain.'),
  [C.IpLoginChangeBothCredentials]: e(
    422,
    'IPアドレスでログインしているため、ユーザー名とパスワードの両方を変更してください。',
    'Signed in by IP address: change both the username and the password.',
  ),
  [C.CompanyMaxUsersReached]: e(
    422,
    '会社のユーザー数が上限に達しています。',
    'The company has reached its maximum number of users.',
  ),
  [C.InvalidMatchValue]: e(400, '一致条件の値が正しくありません。', 'Invalid match value.'),
  [C.InvalidSearchField]: e(400, '検索項目が正しくありません。', 'Invalid search field.'),
  [C.CompanyMaxContentReached]: e(
    422,
    '会社のコンテンツ数が上限に達しています。',
    'The company has reached its maximum number of contents.',
  ),
  [C.IdPasswordOrIpRequired]: e(
    400,
    'IDとパスワード、またはIPアドレスを入力してください。',
    'Enter an ID and password, or an IP address.',
  ),
  [C.GroupLogsInByIp]: e(
    422,
    'このグループはIPアドレスでログインします。',
    'This group signs in by IP address.',
  ),
  [C.GroupLogsInByIdPassword]: e(
    422,
    'このグループはIDとパスワードでログインします。',
    'This group signs in with an ID and password.',
  ),
  [C.MaxUserExceeded]: e(
    422,
    'ユーザー数の上限を超えています。',
    'Maximum number of users exceeded.',
  ),
  [C.AccountBlocked]: e(
    403,
    'アカウントがロックされています。30分後に再度お試しください。',
    'Your account is locked. Please try again in 30 minutes.',
  ),
  [C.MaxContentExceeded]: e(
    422,
    'コンテンツ数の上限を超えています。',
    'Maximum number of contents exceeded.',
  ),
  [C.UserGroupMaxUsersReached]: e(
    422,
    'ユーザーグループのユーザー数が上限に達しています。',
    'The user group has reached its maximum number of users.',
  ),
  [C.CompanyMaxUsers]: e(
    422,
    '会社の最大ユーザー数を超えることはできません。',
    'The maximum number of users of the company cannot be exceeded.',
  ),
  [C.InvalidIpFormat]: e(400, 'IPアドレスの形式が正しくありません。', 'Invalid IP address format.'),
  [C.UserGroupInUse]: e(
    409,
    'このユーザーグループは使用中のため削除できません。',
    'This user group is in use and cannot be deleted.',
  ),
  [C.GroupNotAutoLogin]: e(
    403,
    'このグループは自動ログインできません。',
    'This group cannot sign in automatically.',
  ),
  [C.IpRangeConflict]: e(
    409,
    'IPアドレスの範囲が他のグループと重複しています。',
    'The IP range overlaps with another group.',
  ),

  [C.ServerError]: e(500, 'エラーが発生しました。', 'An error occurred.'),
  [C.CreateModelError]: e(
    500,
    'データを作成できませんでした。',
    'The record could not be created.',
  ),
  [C.BookEngineError]: e(
    502,
    'ブックエンジンとの通信でエラーが発生しました。',
    'The book engine answered with an error.',
  ),

  [C.AccessTokenMissing]: e(401, 'アクセストークンがありません。', 'Access token missing.'),
  [C.AccessTokenInvalid]: e(401, 'アクセストークンが無効です。', 'Invalid access token.'),
  [C.AccessTokenExpired]: e(
    401,
    'アクセストークンの有効期限が切れています。',
    'The access token has expired.',
  ),
  [C.SessionInvalid]: e(401, 'セッションが無効です。', 'Invalid session.'),
  [C.SessionMissing]: e(401, 'セッションがありません。', 'Session missing.'),
  [C.InvalidAccount]: e(
    401,
    // Sign-in answers this for a wrong password and an unknown account alike.
    'メールアドレス（ユーザー名）またはパスワードが正しくありません。',
    'The e-mail address (username) or password is incorrect.',
  ),
  [C.SessionCreateFailed]: e(
    500,
    'セッションを作成できませんでした。',
    'The session could not be created.',
  ),
  [C.SessionStoreFailed]: e(
    500,
    'セッションを保存できませんでした。',
    'The session could not be saved.',
  ),
  [C.CreateCompanyFailed]: e(
    500,
    '会社を作成できませんでした。',
    'The company could not be created.',
  ),
  [C.WrongPassword]: e(401, 'パスワードが正しくありません。', 'Wrong password.'),
  [C.PasswordInUse]: e(
    400,
    'このパスワードは現在使用中です。別のパスワードを入力してください。',
    'This password is already in use; choose a different one.',
  ),
  [C.InvalidRole]: e(403, '権限が正しくありません。', 'Invalid role.'),
  [C.CannotRefreshToken]: e(
    401,
    'トークンを更新できませんでした。',
    'The token could not be refreshed.',
  ),
  [C.CannotUpdateUser]: e(
    422,
    'ユーザーを更新できませんでした。',
    'The user could not be updated.',
  ),
  [C.NoPermission]: e(
    403,
    'この操作を行う権限がありません。',
    'You do not have permission to do this.',
  ),
} satisfies ErrorTexts;
