// Hand-written Hondana user-guide text, one entry per section, in Japanese and English.
// The bilingual PDF prints both languages; the English EPUB uses the English half.

export interface GuideSection {
  titleJa: string;
  titleEn: string;
  paragraphsJa: string[];
  paragraphsEn: string[];
}

export const GUIDE_SECTIONS: GuideSection[] = [
  {
    titleJa: 'Hondanaへようこそ',
    titleEn: 'Welcome to Hondana',
    paragraphsJa: [
      'Hondana（本棚）は、企業や団体がPDFやEPUBの書籍・資料を公開し、利用者がウェブブラウザで検索し、読み、お気に入りに登録できるサービスです。専用のアプリをインストールする必要はありません。',
      '会社ごとに専用のドメインが用意され、そのドメインで開いたサイトには、その会社のコンテンツだけが表示されます。ほかの会社の書籍や利用者の情報が見えることはありません。',
      'このガイドでは、利用者としての基本的な使い方と、管理者がコンテンツを公開する手順を順番に説明します。',
    ],
    paragraphsEn: [
      'Hondana ("bookshelf" in Japanese) lets companies and organisations publish books and documents as PDF or EPUB, and lets their readers search, read and bookmark them in a web browser. There is no app to install.',
      "Each company has its own domain. A site opened on that domain shows only that company's content; books and users of other companies are never visible.",
      'This guide explains, step by step, how readers use the service and how administrators publish content.',
    ],
  },
  {
    titleJa: 'ログインと言語の設定',
    titleEn: 'Signing in and choosing a language',
    paragraphsJa: [
      '画面右上の「ログイン」からメールアドレスまたはユーザー名とパスワードを入力してください。「ログイン状態を保持する」を選ぶと、次回からは入力を省略できます。',
      '会社の設定によっては、ログインせずに閲覧できる公開モードで運用されている場合があります。その場合、ログインや登録のボタンは表示されません。',
      '表示言語は日本語と英語から選べます。初期設定は日本語で、ブラウザの言語が英語の場合は英語で表示されます。プロフィール画面からいつでも変更できます。',
    ],
    paragraphsEn: [
      'Choose "Log in" at the top right and enter your email address or user name and your password. Tick "Remember me" to skip this step next time.',
      'Some companies run their site in open mode, where no login is needed. In that case the login and registration buttons are hidden.',
      'The interface is available in Japanese and English. Japanese is the default; if your browser prefers English, the site starts in English. You can change the language on your profile page at any time.',
    ],
  },
  {
    titleJa: '本を探す',
    titleEn: 'Finding a book',
    paragraphsJa: [
      'ホーム画面には、コンテンツグループごとに本が並んでいます。左側のメニューからグループを選ぶと、そのグループの本だけが表示されます。並び順は、新着順やタイトル順などから選べます。',
      '検索欄にキーワードを入力すると、タイトル、著者、キーワード、説明文などの項目から本を探します。全文検索では、本文の中の言葉からも探すことができます。日本語の文章でも、単語の区切りを気にせずに検索できます。',
      'ハッシュタグを選ぶと、同じテーマの本をまとめて見ることができます。',
    ],
    paragraphsEn: [
      'The home page lists books by content group. Pick a group in the side menu to see only its books, and choose a sort order such as newest first or by title.',
      'Type a keyword into the search box to look for books by title, author, keywords or description. Full-text search also looks inside the text of the books, and works for Japanese text without spaces between words.',
      'Select a hashtag to see all books on the same theme.',
    ],
  },
  {
    titleJa: '本を読む',
    titleEn: 'Reading a book',
    paragraphsJa: [
      '本の詳細画面で「本を読む」を押すと、新しいタブでビューアーが開きます。PDFはページ単位で表示され、拡大・縮小やページ移動ができます。EPUBは画面の幅に合わせて文字が流し込まれ、縦書きの本は右から左へ読み進めます。',
      '会社が印刷を許可している本では、すべてのページ、または表示中のページを印刷できます。透かしが設定されている場合は、画面と印刷物の両方に表示されます。',
      '読んだ本は「最近読んだ本」に自動的に記録され、続きからすぐに開けます。',
    ],
    paragraphsEn: [
      'On a book\'s detail page, press "Read" to open the viewer in a new tab. PDFs are shown page by page, with zoom and page navigation. EPUB text reflows to the width of the screen, and books set in vertical writing are read from right to left.',
      'When the company allows printing, you can print all pages or only the current page. If a watermark is configured, it appears both on screen and on paper.',
      'Books you open are added to "Recently read", so you can continue where you left off.',
    ],
  },
  {
    titleJa: 'お気に入り',
    titleEn: 'Favourites',
    paragraphsJa: [
      'ログインしている場合、本の詳細画面やリストの星印を押すと、その本をお気に入りに登録できます。もう一度押すと登録を解除します。',
      'お気に入りに登録した本は、ホーム画面の「お気に入り」グループにまとめて表示されます。',
    ],
    paragraphsEn: [
      "When you are logged in, press the star on a book's detail page or in a list to add it to your favourites. Press it again to remove it.",
      'Your favourite books are collected in the "Favourites" group on the home page.',
    ],
  },
  {
    titleJa: '管理者向け：コンテンツの公開',
    titleEn: 'For administrators: publishing content',
    paragraphsJa: [
      '会社の管理者は、管理画面の「コンテンツ」からPDFまたはEPUBのファイルをアップロードします。タイトル、著者、キーワード、説明文などの情報を入力し、公開するコンテンツグループを選んでください。',
      'アップロードされたファイルは、バックグラウンドで処理されます。処理中は状態が「変換中」と表示され、完了すると「変換済み」に変わり、利用者の画面に表示されるようになります。',
      'CSVファイルを使うと、多数のコンテンツの情報をまとめて登録・更新できます。',
    ],
    paragraphsEn: [
      'Company administrators upload PDF or EPUB files under "Contents" in the admin screens. Enter the title, author, keywords and description, and choose the content groups the book belongs to.',
      'Uploaded files are processed in the background. While this runs the status shows "Encoding"; when it changes to "Encoded", readers can see the book.',
      'With a CSV file you can register or update the details of many contents at once.',
    ],
  },
  {
    titleJa: '管理者向け：利用者とグループ',
    titleEn: 'For administrators: users and groups',
    paragraphsJa: [
      '利用者は個別に登録するほか、CSVで一括登録することもできます。利用者グループを作ると、グループごとに閲覧できるコンテンツグループや同時ログイン数を設定できます。',
      '利用者を一時的に停止すると、その利用者はログインできなくなりますが、お気に入りなどの記録は残ります。',
    ],
    paragraphsEn: [
      'Users can be added one by one or imported from a CSV file. User groups control which content groups their members may read and how many sessions may be open at once.',
      'Suspending a user stops them from logging in, while their favourites and other records are kept.',
    ],
  },
  {
    titleJa: '困ったときは',
    titleEn: 'Getting help',
    paragraphsJa: [
      'パスワードを忘れた場合は、ログイン画面の「パスワードをお忘れですか」から再設定用のメールを受け取れます。メールが届かない場合は、迷惑メールのフォルダーも確認してください。',
      '本が開けない場合や表示が乱れる場合は、ページを再読み込みしてから、会社の管理者に問い合わせてください。',
    ],
    paragraphsEn: [
      'If you forget your password, use "Forgot your password?" on the login page to receive a reset email. If it does not arrive, check your spam folder.',
      "If a book does not open or looks wrong, reload the page first, then contact your company's administrator.",
    ],
  },
];
