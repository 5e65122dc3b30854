// Texts of codes 800-881: passwords, access periods, subscriptions, payment, coupons, hashtags.
// 812-829 and 846-852 are only described by group in the spec; the meaning of each code is ours.
import { defineError as e, ErrorCode as C } from './error-codes';
import type { ErrorTexts } from './error-codes';

export const billingErrorTexts = {
  [C.PasswordTooLong]: e(
    400,
    'パスワードは16文字以内で入力してください。',
    'The password must be at most 16 characters.',
  ),
  [C.StrictPasswordTooShort]: e(
    400,
    'パスワードは8文字以上で入力してください。',
    'The password must be at least 8 characters.',
  ),
  [C.WeakPasswordTooShort]: e(
    400,
    'パスワードは4文字以上で入力してください。',
    'The password must be at least 4 characters.',
  ),
  [C.IpGroupNotAllowed]: e(
    422,
    'この会社はIPアドレスでのログインを使用していないため、IPグループは作成できません。',
    'IP groups are not allowed: this company does not use IP address login.',
  ),
  [C.UserAccessExpired]: e(403, 'ご利用期間が終了しています。', 'Your access period has expired.'),
  [C.SubscriptionExpired]: e(
    403,
    'サブスクリプションの有効期限が切れています。',
    'The subscription has expired.',
  ),
  [C.SubscriptionNotStarted]: e(
    403,
    'サブスクリプションの開始日前です。',
    'The subscription has not started yet.',
  ),
  [C.SubscriptionAlreadyRegistered]: e(
    409,
    'このプランには既に登録されています。',
    'You are already registered to this plan.',
  ),
  [C.SubscriptionAlreadyCancelled]: e(
    409,
    'このプランは既に解約されています。',
    'This plan has already been cancelled.',
  ),
  [C.SubscriptionNotActive]: e(
    422,
    'このサブスクリプションは有効ではありません。',
    'This subscription is not active.',
  ),
  [C.SubscriptionStartDateInvalid]: e(
    400,
    'サブスクリプションの開始日が正しくありません。',
    'Invalid subscription start date.',
  ),
  [C.SubscriptionEndDateInvalid]: e(
    400,
    'サブスクリプションの終了日が正しくありません。',
    'Invalid subscription end date.',
  ),
  [C.SubscriptionEndBeforeStart]: e(
    400,
    'サブスクリプションの終了日は開始日より後にしてください。',
    'The subscription end date must be after its start date.',
  ),
  [C.SubscriptionDurationInvalid]: e(
    400,
    'プランの期間が正しくありません。',
    'Invalid plan duration.',
  ),
  [C.FreeTermNotBelowDuration]: e(
    400,
    '無料期間はプランの期間より短くしてください。',
    'The free term must be shorter than the plan duration.',
  ),
  [C.SubscriptionPriceInvalid]: e(400, 'プランの価格が正しくありません。', 'Invalid plan price.'),
  [C.DiscountPriceAbovePrice]: e(
    400,
    '割引価格は通常価格以下にしてください。',
    'The discount price must not exceed the price.',
  ),
  [C.ContentGroupStartDateInvalid]: e(
    400,
    'コンテンツグループの公開開始日が正しくありません。',
    'Invalid content group start date.',
  ),
  [C.ContentGroupEndDateInvalid]: e(
    400,
    'コンテンツグループの公開終了日が正しくありません。',
    'Invalid content group end date.',
  ),
  [C.ContentGroupEndBeforeStart]: e(
    400,
    'コンテンツグループの公開終了日は開始日より後にしてください。',
    'The content group end date must be after its start date.',
  ),
  [C.ContentGroupNotStarted]: e(
    403,
    'このコンテンツグループはまだ公開されていません。',
    'This content group is not published yet.',
  ),
  [C.ContentGroupExpired]: e(
    403,
    'このコンテンツグループの公開期間は終了しました。',
    'The publication period of this content group has ended.',
  ),
  [C.SubscriptionContentGroupRequired]: e(
    400,
    'プランにはコンテンツグループを1つ以上含めてください。',
    'A plan must include at least one content group.',
  ),
  [C.UserBlocked]: e(403, 'このユーザーは利用停止中です。', 'This user is suspended.'),
  [C.CreditCardInvalid]: e(
    422,
    'クレジットカード情報が正しくありません。',
    'The credit card information is not valid.',
  ),
  [C.RefCodeRequired]: e(400, '参照コードを入力してください。', 'A reference code is required.'),
  [C.CannotUpdateGoogleAccount]: e(
    422,
    'Googleアカウントでログインしているユーザーは変更できません。',
    'A Google sign-in account cannot be changed here.',
  ),
  [C.PaymentSettingNotFound]: e(404, '決済設定が見つかりません。', 'Payment setting not found.'),
  [C.PlanNotFound]: e(404, 'プランが見つかりません。', 'Plan not found.'),
  [C.DiscountNotFound]: e(404, '割引設定が見つかりません。', 'Discount not found.'),
  [C.PlanInUse]: e(
    409,
    'このプランは利用中のユーザーがいるため削除できません。',
    'This plan is used by users and cannot be deleted.',
  ),
  [C.CouponNotFound]: e(404, 'クーポンが見つかりません。', 'Coupon not found.'),
  [C.UserPlanNotFound]: e(404, '登録済みのプランが見つかりません。', 'Registered plan not found.'),
  [C.ContentGroupInPlan]: e(
    409,
    'このコンテンツグループはプランで使用中のため削除できません。',
    'This content group is used by a plan and cannot be deleted.',
  ),
  [C.InvalidName]: e(400, '名前が正しくありません。', 'Invalid name.'),
  [C.CouponInvalid]: e(422, 'このクーポンは使用できません。', 'This coupon is not valid.'),
  [C.CouponMaxUsed]: e(
    422,
    'このクーポンは利用上限に達しています。',
    'This coupon has reached its usage limit.',
  ),
  [C.GatewaySettingsInvalid]: e(
    422,
    '決済代行サービスの設定が正しくありません。',
    'The payment gateway settings are not valid.',
  ),
  [C.WrongGateway]: e(400, '決済代行サービスが正しくありません。', 'Wrong payment gateway.'),
  [C.AddCardFailed]: e(
    502,
    'クレジットカードを登録できませんでした。',
    'The credit card could not be added.',
  ),
  [C.PaymentVerifying]: e(
    409,
    '決済を確認中です。しばらくお待ちください。',
    'The payment is being verified. Please wait.',
  ),
  [C.PaymentFailed]: e(
    502,
    'お支払いの処理中にエラーが発生しました。',
    'An error occurred while processing your payment.',
  ),
  [C.OrdinalDuplicate]: e(409, '回数が重複しています。', 'This ordinal already exists.'),
  [C.OrdinalNotFound]: e(404, '回数別割引が見つかりません。', 'Discount ordinal not found.'),
  [C.PlanRequiredToView]: e(
    403,
    'このコンテンツを閲覧するにはプランに登録してください。',
    'Register to a plan to view this content.',
  ),
  [C.PlanRequiredToFavorite]: e(
    403,
    'お気に入りに追加するにはプランに登録してください。',
    'Register to a plan to add this content to your favourites.',
  ),
  [C.WrongIsoDateFormat]: e(
    400,
    '日付の形式が正しくありません（yyyy-MM-dd）。',
    'Wrong date format; use yyyy-MM-dd.',
  ),
  [C.HashtagDuplicate]: e(
    409,
    'このハッシュタグは既に存在します。',
    'This hashtag already exists.',
  ),
  [C.HashtagListNameDuplicate]: e(
    409,
    'このハッシュタグリスト名は既に使用されています。',
    'A hashtag list with this name already exists.',
  ),
  [C.HashtagSettingDuplicate]: e(
    409,
    'ハッシュタグが重複して設定されています。',
    'A hashtag is set more than once.',
  ),
  [C.CannotUpdateCompany]: e(422, '会社情報を更新できません。', 'The company cannot be updated.'),
  [C.CannotUpdateCompanySettings]: e(
    422,
    '会社の設定を更新できません。',
    'The company settings cannot be updated.',
  ),
  [C.CreateOrderFailed]: e(502, '注文を作成できませんでした。', 'The order could not be created.'),
  [C.TransactionNotFound]: e(404, '取引が見つかりません。', 'Transaction not found.'),
} satisfies ErrorTexts;
