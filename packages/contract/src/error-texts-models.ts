// Texts of codes 700-794. The spec only says these are not-found, already-exists and length errors
// per model (plus a few named ones: 744, 746, 750, 773, 782, 783); the model of each code is ours.
import { defineError as e, ErrorCode as C } from './error-codes';
import type { ErrorDefinition, ErrorTexts } from './error-codes';

function notFound(ja: string, en: string): ErrorDefinition {
  return e(404, `${ja}が見つかりません。`, `${en} not found.`);
}

function exists(ja: string, en: string): ErrorDefinition {
  return e(409, `${ja}は既に存在します。`, `${en} already exists.`);
}

function tooLong(ja: string, en: string, max: number): ErrorDefinition {
  return e(
    400,
    `${ja}は${max}文字以内で入力してください。`,
    `${en} must be at most ${max} characters.`,
  );
}

export const modelErrorTexts = {
  [C.UserNotFound]: notFound('ユーザー', 'User'),
  [C.UserExists]: exists('ユーザー', 'User'),
  [C.UserNameTooLong]: tooLong('ユーザー名', 'The user name', 64),
  [C.CompanyNotFound]: notFound('会社', 'Company'),
  [C.CompanyExists]: exists('会社', 'Company'),
  [C.CompanyNameTooLong]: tooLong('会社名', 'The company name', 64),
  [C.SearchBoxNotFound]: notFound('検索ボックス', 'Search box'),
  [C.SearchBoxExists]: exists('検索ボックス', 'Search box'),
  [C.SearchBoxLabelTooLong]: tooLong('検索ボックスのラベル', 'The search box label', 255),
  [C.TabNotFound]: notFound('タブ', 'Tab'),
  [C.TabExists]: exists('タブ', 'Tab'),
  [C.TabNameTooLong]: tooLong('タブ名', 'The tab name', 64),
  [C.ContentNotFound]: notFound('コンテンツ', 'Content'),
  [C.ContentExists]: exists('コンテンツ', 'Content'),
  [C.ContentTitleTooLong]: tooLong('コンテンツのタイトル', 'The content title', 255),
  [C.ContentGroupNotFound]: notFound('コンテンツグループ', 'Content group'),
  [C.ContentGroupExists]: exists('コンテンツグループ', 'Content group'),
  [C.ContentGroupNameTooLong]: tooLong('コンテンツグループ名', 'The content group name', 64),
  [C.HeaderNotFound]: notFound('ヘッダー設定', 'Header setting'),
  [C.HeaderTextTooLong]: tooLong('ヘッダーのテキスト', 'The header text', 255),
  [C.BodyNotFound]: notFound('本文設定', 'Body setting'),
  [C.BodyTextTooLong]: tooLong('本文のテキスト', 'The body text', 255),
  [C.FooterNotFound]: notFound('フッター設定', 'Footer setting'),
  [C.FooterTextTooLong]: tooLong('フッターのテキスト', 'The footer text', 255),
  [C.LinkNotFound]: notFound('リンク', 'Link'),
  [C.LinkExists]: exists('リンク', 'Link'),
  [C.LinkTooLong]: tooLong('リンク', 'The link', 255),
  [C.ButtonNotFound]: notFound('ボタン', 'Button'),
  [C.ButtonExists]: exists('ボタン', 'Button'),
  [C.ButtonLabelTooLong]: tooLong('ボタンのラベル', 'The button label', 64),
  [C.SortNotFound]: notFound('並び替え設定', 'Sort setting'),
  [C.SortExists]: exists('並び替え設定', 'Sort setting'),
  [C.SortTitleTooLong]: tooLong('並び替えのタイトル', 'The sort title', 64),
  [C.WatermarkNotFound]: notFound('透かし設定', 'Watermark setting'),
  [C.WatermarkTextTooLong]: tooLong('透かしのテキスト', 'The watermark text', 100),
  [C.BannerNotFound]: notFound('バナー', 'Banner'),
  [C.BannerMessageTooLong]: tooLong('バナーのメッセージ', 'The banner message', 255),
  [C.EmailTemplateNotFound]: notFound('メールテンプレート', 'E-mail template'),
  [C.EmailTemplateExists]: exists('メールテンプレート', 'E-mail template'),
  [C.EmailSubjectTooLong]: tooLong('メールの件名', 'The e-mail subject', 255),
  [C.HashtagNotFound]: notFound('ハッシュタグ', 'Hashtag'),
  [C.HashtagListNotFound]: notFound('ハッシュタグリスト', 'Hashtag list'),
  [C.HashtagTooLong]: tooLong('ハッシュタグ', 'The hashtag', 64),
  [C.PageTitleNotFound]: notFound('ページタイトル', 'Page title'),
  [C.PageTitleTooLong]: tooLong('ページタイトル', 'The page title', 255),
  [C.ImportFileNotFound]: notFound('インポートファイル', 'Import file'),
  [C.CsvImportRunning]: e(
    409,
    '別のCSVインポートを実行中です。完了してから再度お試しください。',
    'Another CSV import is running. Please try again when it has finished.',
  ),
  [C.ImportFileInvalid]: e(
    400,
    'インポートファイルの形式が正しくありません。',
    'The import file is not in the expected format.',
  ),
  [C.UserGroupNotFound]: notFound('ユーザーグループ', 'User group'),
  [C.UserGroupExists]: exists('ユーザーグループ', 'User group'),
  [C.SessionMaximumReached]: e(
    403,
    '同時ログイン数の上限に達しています。',
    'The maximum number of concurrent sessions has been reached.',
  ),
  [C.UserGroupNameTooLong]: tooLong('ユーザーグループ名', 'The user group name', 64),
  [C.SidebarNotFound]: notFound('サイドバー設定', 'Sidebar setting'),
  [C.InputSettingNotFound]: notFound('入力欄設定', 'Input setting'),
  [C.LayoutSettingNotFound]: notFound('レイアウト設定', 'Layout setting'),
  [C.LoginPageSettingNotFound]: notFound('ログインページ設定', 'Login page setting'),
  [C.SearchResultSettingNotFound]: notFound('検索結果設定', 'Search result setting'),
  [C.ContentDetailParamNotFound]: notFound('詳細項目', 'Detail field'),
  [C.ContentDetailParamExists]: exists('詳細項目', 'Detail field'),
  [C.SearchTermNotFound]: notFound('検索キーワード', 'Search term'),
  [C.FavoriteNotFound]: notFound('お気に入り', 'Favourite'),
  [C.RecentlyReadNotFound]: notFound('最近読んだコンテンツ', 'Recently read content'),
  [C.MessageNotFound]: notFound('メッセージ', 'Message'),
  [C.MessageTooLong]: tooLong('メッセージ', 'The message', 1000),
  [C.ViewerTokenNotFound]: notFound('閲覧トークン', 'Viewer token'),
  [C.ViewerTokenExpired]: e(
    403,
    '閲覧トークンの有効期限が切れています。',
    'The viewer token has expired.',
  ),
  [C.ContentFileNotFound]: notFound('コンテンツファイル', 'Content file'),
  [C.ContentNotEncoded]: e(
    409,
    'コンテンツの変換が完了していません。',
    'The content has not been converted yet.',
  ),
  [C.ContentEncodingFailed]: e(
    500,
    'コンテンツの変換に失敗しました。',
    'The content could not be converted.',
  ),
  [C.UploadedFileNotFound]: notFound('アップロードファイル', 'Uploaded file'),
  [C.ExceededSessionNotFound]: notFound('超過セッション', 'Exceeded session'),
  [C.DefaultContentGroupNotDeletable]: e(
    409,
    '既定のコンテンツグループは削除できません。',
    'The default content group cannot be deleted.',
  ),
  [C.DefaultUserGroupNotDeletable]: e(
    409,
    '既定のユーザーグループは削除できません。',
    'The default user group cannot be deleted.',
  ),
  [C.DefaultMaxUsersIsOne]: e(
    422,
    '既定の最大ユーザー数は1です。',
    'The default maximum number of users is 1.',
  ),
  [C.MatchValueRequired]: e(
    400,
    '一致条件の値を1つ以上入力してください。',
    'Enter at least one match value.',
  ),
  [C.MatchValueDuplicate]: e(
    409,
    '一致条件の値が重複しています。',
    'Match values must not repeat.',
  ),
  [C.SearchBoxContentGroupRequired]: e(
    400,
    'コンテンツグループを1つ以上選択してください。',
    'Select at least one content group.',
  ),
  [C.EmailTemplatePlaceholderMissing]: e(
    400,
    '本文には氏名、ユーザー名、パスワード、会社名の差し込み項目が必要です。',
    'The body must contain the full name, username, password and company name placeholders.',
  ),
  [C.EmailTemplatePlaceholderDuplicate]: e(
    400,
    '差し込み項目が重複しています。',
    'A placeholder appears more than once.',
  ),
  [C.TabLimitReached]: e(
    422,
    'タブの数が上限に達しています。',
    'The maximum number of tabs is reached.',
  ),
  [C.ContentNotInGroup]: e(
    404,
    'コンテンツはこのコンテンツグループに含まれていません。',
    'The content is not in this content group.',
  ),
  [C.UsernameExists]: e(
    409,
    'このユーザー名は既に使用されています。',
    'This username is already taken.',
  ),
  [C.FullTextSearchOneBoxOnly]: e(
    422,
    '全文検索で使用できる検索ボックスは1つだけです。',
    'Full-text search allows one search box only.',
  ),
  [C.AlreadyInFavorites]: e(
    409,
    '既にお気に入りに登録されています。',
    'Already in your favourites.',
  ),
  [C.NotInFavorites]: e(404, 'お気に入りに登録されていません。', 'Not in your favourites.'),
  [C.PrintNotAllowed]: e(
    403,
    'このコンテンツは印刷できません。',
    'Printing this content is not allowed.',
  ),
  [C.ViewNotAllowed]: e(
    403,
    'このコンテンツを閲覧する権限がありません。',
    'You are not allowed to view this book.',
  ),
  [C.CsvHeaderInvalid]: e(
    400,
    'CSVの見出し行が正しくありません。',
    'The CSV header row is not valid.',
  ),
  [C.CsvRowInvalid]: e(400, 'CSVに不正な行があります。', 'The CSV contains an invalid row.'),
  [C.CsvYearMismatch]: e(
    400,
    'CSVの3行目の年度が正しくありません。',
    'The year in row 3 of the CSV does not match.',
  ),
  [C.CsvTooFewRows]: e(400, 'CSVには3行以上必要です。', 'The CSV needs at least 3 rows.'),
  [C.ExportFailed]: e(500, 'エクスポートに失敗しました。', 'The export failed.'),
  [C.CompanyAdminNotFound]: notFound('会社管理者', 'Company administrator'),
  [C.SearchKeyTooLong]: tooLong('検索キーワード', 'The search key', 255),
  [C.TooManyRequests]: e(
    429,
    'リクエストが多すぎます。しばらくしてから再度お試しください。',
    'Too many requests. Please try again later.',
  ),
} satisfies ErrorTexts;
