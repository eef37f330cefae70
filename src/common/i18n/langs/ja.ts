/** Japanese (docs/translations.md): every section of `en.ts`, same keys; polite です/ます form. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'ja', dir: 'ltr', name: '日本語' } as const satisfies About<'ja'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'ソフィア',
  launcherVoice: '{assistant}と通話',
  launcherChat: '{assistant}にメッセージ',
  launcherHybrid: '{assistant}と話す',
  loadFailed: 'アシスタントを開けませんでした。接続を確認して、もう一度押してください。',
  teaserClose: '閉じる',
};

export const button: Translation<'button'> = {
  callIdle: 'ボタンを押して{assistant}とお話しください',
  callConnecting: '接続中…',
  callConnected: '接続しました。押すと通話を終了します',
  callSpeaking: '発話中…',
  callReconnecting: '再接続中…',
  liveNeedsScript:
    'ライブ通話にはJavaScriptが必要です。{assistant}と話すには、ブラウザでJavaScriptを有効にしてください。',
  precheckStart: 'マイクと接続をテスト',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: '会話のきっかけ',
  tapToContinue: 'タップして通話を続ける',
  unreadCount: {
    other: '新着メッセージ {max} 件',
  },
  greeting:
    'こんにちは、{assistant}です。メッセージを入力するか、「通話」を押してお話しください。どのようなご用件でしょうか？',
  close: '閉じる',
  newConversation: '新しい会話',
  logLabel: '{assistant}との会話',
  callStart: '通話',
  hangUp: '通話を終了',
  sheetConnecting: '接続中…',
  inCall: '通話中',
  chatPlaceholder: 'メッセージを入力…',
  callPlaceholder: '通話中に入力…',
  waitingPlaceholder: '通話に接続しています…',
  interrupted: '返信が中断されました。',
  chatNotSent: '送信されませんでした。',
  writeInstead: 'テキストで入力',
  chatByVoice: '通話での発言',
  typing: '{assistant}が入力中…',
  consentChat:
    'いただいたメッセージは、ご案内のために処理されます。バーチャルアシスタントとのチャットに同意しますか？',
  acceptChat: '同意する',
  chatRecapTitle: '会話のまとめ',
  languageLabel: '言語',
};

export const panel: Translation<'panel'> = {
  orbIdle: '通話は始まっていません',
  orbConnecting: '接続しています…',
  orbListening: '聞いています',
  orbThinking: '{assistant}が考えています…',
  orbSpeaking: '{assistant}が話しています',
  quickRepliesLabel: '返信の候補',
  echoHint:
    'スピーカーをお使いですか？ヘッドホンを使うと、{assistant}の声がマイクに拾われなくなります。',
  panelLabel: 'ライブ会話',
  transcriptLabel: '通話の文字起こし',
  you: 'あなた',
  empty: '文字起こしはここに表示されます。',
  mute: 'マイクをミュート',
  unmute: 'マイクのミュートを解除',
  inputLabel: 'メッセージを入力',
  inputPlaceholder: '回答を入力…',
  send: '送信',
  levelAssistant: '{assistant}の音量',
  levelMic: 'マイクの音量',
  timerLabel: '通話時間',
  micSelect: 'マイク',
  speakerSelect: 'スピーカー',
  speakerDefault: '既定のスピーカー',
  speakerLabelsHidden: 'マイクを許可すると、スピーカー名が表示されます。',
  speakerLost: 'スピーカーの接続が切れました。音声は既定のスピーカーから再生されます。',
  hold: '保留',
  onHold: '保留中',
  connectionGood: '接続: 良好',
  connectionFair: '接続: 普通',
  connectionPoor: '接続: 不安定',
  connectionLost: '接続: 切断',
  connectionWeak:
    '接続が不安定です。Wi-Fi に近づくか、ネットワークを使うほかのアプリを閉じてください。',
  connectionNone:
    '現在接続がありません。Wi-Fi またはモバイルデータをご確認ください。接続が戻ると通話は続きます。',
  talkHold: '押したまま話す',
  talkHeld: '聞いています… 離すと終了します',
  talkMode: 'プッシュ・トゥ・トーク',
  micHint:
    '音声が聞こえません。マイクが接続され、ミュートになっていないかご確認いただくか、別のマイクを選択してください。',
  typedOnly: 'このオフラインのアシスタントは音声を認識できません。下の欄に回答を入力してください。',
  reconnecting: '再接続中…',
  reconnectAttempt: '{n}回目の試行',
  resumeAudio: 'タップして通話を続ける',
  pendingSend: '送信待ち：通話が再接続されると送信されます',
  notSent: '未送信：再接続する前に通話が終了しました',
  consentTitle: '通話を始める前に',
  consentText:
    'この通話ではマイクを使用し、会話内容はご案内のために処理されます。バーチャルアシスタントとの通話に同意しますか？',
  accept: '同意して通話',
  decline: '今はしない',
  retry: '再試行',
  dismiss: '閉じる',
  recapTitle: '通話のまとめ',
  recapDate: '日付',
  recapTime: '時刻',
  recapDuration: '通話時間',
  recapName: 'お名前',
  recapPhone: '電話番号',
  recapNeed: 'ご用件',
  recapStatus: 'ステータス',
  recapLatency: '返答までの標準的な待ち時間',
  precheckRunning: 'テスト中… 何か話してください',
  precheckMicOk: 'マイク：声が聞こえています。',
  precheckMicSilent:
    '声が聞こえません。正しいマイクが選ばれていて、ミュートになっていないか確認してください。',
  precheckMicDenied:
    'マイクがブロックされています。ブラウザーでこのサイトにマイクを許可してから、もう一度テストしてください。',
  precheckMicMissing: 'マイクが見つかりません。マイクを接続してから、もう一度テストしてください。',
  precheckOutputOk: '音声：お使いのデバイスで音を再生できます。',
  precheckOutputNone:
    '音を再生できません。スピーカーかヘッドホンを接続し、音量を確認してください。',
  precheckNetGood: '接続：良好（{rtt}）。',
  precheckNetFair: '接続：普通（{rtt}）。返答が少し遅れることがあります。',
  precheckNetPoor: '接続：不安定（{rtt}）。Wi‑Fi に近づくか、ほかのダウンロードを止めてください。',
  precheckNetLost:
    'サービスに接続できません。インターネット接続を確認して、もう一度テストしてください。',
  statusLead: '情報を登録しました',
  statusEnded: '通話終了',
  statusFailed: '通話を開始できませんでした',
  statusLost: '接続が切れました',
  byVoice: '—',
  download: '文字起こしをダウンロード（.txt）',
  transcriptHeader: '{assistant}との通話の文字起こし（{date} {time}）',
  toolRunning: '対応中：{tool}…',
  toolDone: '完了',
  toolFailed: '完了できませんでした',
  toolTask: 'リクエスト',
};

export const errors: Translation<'errors'> = {
  micMissing: 'マイクが見つかりませんでした。マイクを接続して「再試行」を押してください。',
  micBusy: '別のアプリがマイクを使用しています。そのアプリを閉じて「再試行」を押してください。',
  micDeniedChromium:
    'マイクの使用が許可されていません。アドレスの横にある鍵アイコンをクリックし、「マイク」をオンにしてから「再試行」を押してください。',
  micDeniedSafari:
    'マイクの使用が許可されていません。Safariで「このWebサイトの設定」（Safariメニュー）を開き、マイクを許可してから「再試行」を押してください。',
  micDeniedFirefox:
    'マイクの使用が許可されていません。アドレスの横にある斜線付きのマイクアイコンをクリックし、ブロックを解除してから「再試行」を押してください。',
  micDeniedOther:
    'マイクの使用が許可されていません。ブラウザの設定でこのページのマイクを許可してから「再試行」を押してください。',
  unreachable:
    '通話サービスに接続できません。インターネット接続を確認して、もう一度お試しください。',
  badKey:
    'このサイトには通話の許可がありません（公開キーが無効です）。お手数ですが、サイトの管理者にお知らせください。',
  unknownAssistant:
    'このアシスタントは存在しないか、現在ご利用いただけません。お手数ですが、サイトの管理者にお知らせください。',
  busy: '現在サービスが混み合っています。1分ほどお待ちいただき、もう一度お試しください。',
  joinTimeout: '通話の接続に時間がかかりすぎました。接続を確認して、もう一度お試しください。',
  callDropped: 'エラーのため通話が切れました。もう一度おかけいただけます。',
  connectionLost: '通話の接続が切れました。インターネット接続を確認して、もう一度おかけください。',
  playbackBlocked: 'ブラウザが音声をブロックしました。「再試行」を押して、もう一度おかけください。',
  noAudioOutput:
    'スピーカーやヘッドホンが見つからないため、ブラウザで音声を再生できません。スピーカーかヘッドホンを接続するか電源を入れて、「再試行」を押してください。',
  unknownError: '通話で問題が発生しました。もう一度お試しください。',
  inputEmpty: '送信する前にメッセージを入力してください。',
  inputTooLong: {
    other: 'メッセージが長すぎます。{max}文字以内に短くしてください。',
  },
  inputNotConfigured:
    'このサイトではアシスタントの設定がまだ完了していません（公開キーがありません）。お手数ですが、サイトの管理者にお知らせください。',
  inputNoCall: '通話が終了しているため、メッセージは送信されませんでした。',
  inputQueueFull:
    '通話を再接続中で、送信待ちのメッセージが多すぎます。接続が回復してから、このメッセージをもう一度送信してください。',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'この会話はいかがでしたか？',
  feedbackUp: '良かった',
  feedbackDown: '良くなかった',
  feedbackComment: 'コメント（任意）',
  feedbackCount: { other: '{n}/{max}文字' },
  feedbackSend: '評価を送信',
  feedbackSkip: 'スキップ',
  feedbackThanks: '評価をお寄せいただき、ありがとうございます！',
  feedbackFailed:
    '評価を送信できませんでした。接続を確認して、もう一度「評価を送信」を押すか、スキップしてください。',
  forget: 'この会話を削除',
  forgetQuestion:
    'この会話を削除しますか？このブラウザに保存された履歴と選択内容が削除され、チャットのセッションが終了します。',
  forgetConfirm: 'はい、削除します',
  forgetCancel: 'キャンセル',
  forgotten: '会話を削除しました。このブラウザには何も保存されていません。',
};
