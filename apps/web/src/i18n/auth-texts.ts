import { limits } from '@hondana/contract';

/**
 * Texts of the sign-in, registration, password-reset and account screens (features/auth and
 * features/account). ja.ts and en.ts mount them as `auth`, `account` and `toast`.
 */
export const authTextsJa = {
  auth: {
    loginTitle: 'ログイン',
    adminLoginTitle: '管理者ログイン',
    adminLoginHint: 'システム管理者・企業管理者用のログイン画面です。',
    identity: {
      emailOrUsername: 'メールアドレスまたはユーザー名',
      email: 'メールアドレス',
      username: 'ユーザー名',
    },
    password: 'パスワード',
    confirmPassword: 'パスワード（確認）',
    showPassword: 'パスワードを表示',
    hidePassword: 'パスワードを隠す',
    rememberMe: 'ログイン状態を保持する',
    submit: 'ログイン',
    signingIn: 'ログインしています…',
    forgotPassword: 'パスワードをお忘れの方',
    or: 'または',
    ipLogin: 'IP アドレスでログイン',
    noAccount: 'アカウントをお持ちでない方',
    google: {
      button: 'Google でログイン',
      redirecting: 'Google のログイン画面へ移動しています…',
      signingIn: 'Google アカウントでログインしています…',
      cancelled: 'Google でのログインは完了しませんでした。もう一度お試しください。',
    },
    register: {
      title: '新規登録',
      name: '名前',
      // The spec gives the name the username rule; say so before the first error does.
      nameHint: `${limits.nameMinLength}〜${limits.nameMaxLength}文字の半角英数字・アンダースコア・ドット・ハイフン`,
      submit: '登録する',
      haveAccount: 'すでにアカウントをお持ちの方',
    },
    forgot: {
      title: 'パスワードの再設定',
      description:
        '登録しているメールアドレス（またはユーザー名）を入力してください。パスワード再設定用のリンクをメールでお送りします。',
      submit: '送信する',
      sentTitle: 'メールを送信しました',
      sentBody:
        '{{email}} に登録があれば、パスワード再設定用のリンクを送信しました。メールが届かない場合は、迷惑メールフォルダをご確認のうえ、もう一度お試しください。',
      sendAgain: 'もう一度送信する',
      backToLogin: 'ログイン画面に戻る',
    },
    confirmEmail: {
      title: 'メールアドレスの確認',
      confirming: 'メールアドレスを確認しています…',
      done: 'メールアドレスを確認しました。',
      missingToken: 'このリンクは正しくありません。メールのリンクをもう一度開いてください。',
      toLogin: 'ログイン画面へ',
      toHome: 'トップページへ',
      reason: {
        invalid: 'この確認リンクは無効です。',
        used: 'この確認リンクはすでに使用されています。',
        expired:
          'この確認リンクは有効期限（24時間）が切れています。メールアドレスをもう一度変更して、新しいリンクを受け取ってください。',
      },
    },
    reset: {
      title: '新しいパスワードの設定',
      description: '新しいパスワードを入力してください。',
      newPassword: '新しいパスワード',
      submit: 'パスワードを設定する',
      missingToken:
        'このリンクは正しくありません。パスワードの再設定をもう一度お申し込みください。',
      requestAgain: '再設定をもう一度申し込む',
      reason: {
        invalid: 'このリンクは無効です。パスワードの再設定をもう一度お申し込みください。',
        used: 'このリンクはすでに使用されています。',
        expired: 'このリンクは有効期限が切れています。もう一度お申し込みください。',
      },
    },
    passwordPolicy: {
      strict: `${limits.strictPasswordMinLength}〜${limits.strictPasswordMaxLength}文字、大文字・小文字・数字をそれぞれ1文字以上含めてください（空白不可）。`,
      weak: `${limits.weakPasswordMinLength}〜${limits.weakPasswordMaxLength}文字で入力してください（空白不可）。`,
    },
  },
  account: {
    title: 'アカウント設定',
    loading: 'アカウント情報を読み込み中…',
    loadFailed: 'アカウント情報を読み込めませんでした。',
    fullName: '氏名',
    email: 'メールアドレス',
    username: 'ユーザー名',
    language: '言語',
    password: 'パスワード',
    change: '変更',
    save: '保存',
    googleAccount: 'Google アカウントでログインしているため、パスワードは変更できません。',
    changePassword: {
      title: 'パスワードの変更',
      current: '現在のパスワード',
      new: '新しいパスワード',
      confirm: '新しいパスワード（確認）',
      submit: '変更する',
    },
    changeEmail: {
      title: 'メールアドレスの変更',
      current: '現在のメールアドレス',
      new: '新しいメールアドレス',
      password: '現在のパスワード',
      passwordHint: '本人確認のため、現在のパスワードを入力してください。',
      confirmSent:
        '{{email}} に確認メールを送信しました。メール内のリンクからアドレスを確認してください。ほかの端末のログインは終了しました。',
      submit: '変更する',
    },
    withdraw: {
      title: '退会',
      description:
        '退会すると、アカウントと購入中のサブスクリプションはすべて解約され、元に戻すことはできません。',
      button: '退会する',
      confirmTitle: '退会の確認',
      confirmMessage: '本当に退会しますか？この操作は取り消せません。',
    },
  },
  toast: {
    success: {
      passwordReset: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
      passwordChanged: 'パスワードを変更しました。',
      cancelUser: '退会手続きが完了しました。ご利用ありがとうございました。',
    },
  },
};

export type AuthTexts = typeof authTextsJa;

export const authTextsEn: AuthTexts = {
  auth: {
    loginTitle: 'Log in',
    adminLoginTitle: 'Administrator login',
    adminLoginHint: 'Sign-in for system and company administrators.',
    identity: {
      emailOrUsername: 'Email or username',
      email: 'Email',
      username: 'Username',
    },
    password: 'Password',
    confirmPassword: 'Confirm password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    rememberMe: 'Remember me',
    submit: 'Log in',
    signingIn: 'Signing in…',
    forgotPassword: 'Forgot your password?',
    or: 'or',
    ipLogin: 'Log in by IP address',
    noAccount: 'No account yet?',
    google: {
      button: 'Sign in with Google',
      redirecting: 'Opening the Google sign-in page…',
      signingIn: 'Signing in with your Google account…',
      cancelled: 'Google sign-in did not complete. Please try again.',
    },
    register: {
      title: 'Register',
      name: 'Name',
      nameHint: `${limits.nameMinLength} to ${limits.nameMaxLength} letters, digits, underscores, dots or hyphens`,
      submit: 'Register',
      haveAccount: 'Already have an account?',
    },
    forgot: {
      title: 'Reset your password',
      description:
        'Enter the email address (or username) of your account. We will send you a link to set a new password.',
      submit: 'Send',
      sentTitle: 'Email sent',
      sentBody:
        'If {{email}} belongs to an account, a link to reset the password is on its way. If no email arrives, check your spam folder and try again.',
      sendAgain: 'Send again',
      backToLogin: 'Back to login',
    },
    confirmEmail: {
      title: 'Confirm your email address',
      confirming: 'Confirming your email address…',
      done: 'Your email address is confirmed.',
      missingToken: 'This link is not complete. Please open the link in the email again.',
      toLogin: 'Go to login',
      toHome: 'Go to the home page',
      reason: {
        invalid: 'This confirmation link is not valid.',
        used: 'This confirmation link has already been used.',
        expired:
          'This confirmation link has expired (links work for 24 hours). Change your email address again to get a new link.',
      },
    },
    reset: {
      title: 'Set a new password',
      description: 'Enter your new password.',
      newPassword: 'New password',
      submit: 'Set password',
      missingToken: 'This link is not valid. Please request a new password reset.',
      requestAgain: 'Request a new link',
      reason: {
        invalid: 'This link is not valid. Please request a new password reset.',
        used: 'This link has already been used.',
        expired: 'This link has expired. Please request a new one.',
      },
    },
    passwordPolicy: {
      strict: `${limits.strictPasswordMinLength} to ${limits.strictPasswordMaxLength} characters with at least one uppercase letter, one lowercase letter and one digit (no spaces).`,
      weak: `${limits.weakPasswordMinLength} to ${limits.weakPasswordMaxLength} characters (no spaces).`,
    },
  },
  account: {
    title: 'Account settings',
    loading: 'Loading your account…',
    loadFailed: 'Your account could not be loaded.',
    fullName: 'Full name',
    email: 'Email',
    username: 'Username',
    language: 'Language',
    password: 'Password',
    change: 'Change',
    save: 'Save',
    googleAccount: 'You sign in with Google, so the password cannot be changed here.',
    changePassword: {
      title: 'Change password',
      current: 'Current password',
      new: 'New password',
      confirm: 'Confirm new password',
      submit: 'Change',
    },
    changeEmail: {
      title: 'Change email',
      current: 'Current email',
      new: 'New email',
      password: 'Current password',
      passwordHint: 'Enter your current password to confirm it is you.',
      confirmSent:
        'We sent a confirmation email to {{email}}. Please confirm the address with its link. Your other devices were signed out.',
      submit: 'Change',
    },
    withdraw: {
      title: 'Withdraw account',
      description:
        'Withdrawing deletes your account and cancels all your subscriptions. This cannot be undone.',
      button: 'Withdraw',
      confirmTitle: 'Withdraw your account?',
      confirmMessage: 'Do you really want to withdraw? This cannot be undone.',
    },
  },
  toast: {
    success: {
      passwordReset: 'Your password was reset. Please log in with the new password.',
      passwordChanged: 'Your password was changed.',
      cancelUser: 'Your account was withdrawn. Thank you for using the service.',
    },
  },
};
