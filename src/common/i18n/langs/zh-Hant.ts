/** Traditional Chinese, Taiwan usage (docs/translations.md): every section of `en.ts`, same keys. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = {
  code: 'zh-Hant',
  dir: 'ltr',
  name: '繁體中文',
} as const satisfies About<'zh-Hant'>;

export const launcher: Translation<'launcher'> = {
  assistantName: '索菲亞',
  launcherVoice: '與{assistant}通話',
  launcherChat: '傳訊息給{assistant}',
  launcherHybrid: '與{assistant}交談',
  loadFailed: '無法開啟助理。請檢查網路連線，然後再按一次。',
  teaserClose: '關閉',
};

export const button: Translation<'button'> = {
  callIdle: '按下按鈕，與{assistant}交談',
  callConnecting: '連線中…',
  callConnected: '已接通，按下即可掛斷',
  callSpeaking: '說話中…',
  callReconnecting: '重新連線中…',
  liveNeedsScript: '即時通話需要 JavaScript：請在瀏覽器中啟用 JavaScript，才能與{assistant}交談。',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: '開場建議',
  tapToContinue: '輕觸以繼續通話',
  unreadCount: {
    other: '{max} 則新訊息',
  },
  greeting:
    '您好，我是{assistant}。您可以傳訊息給我，或按「通話」與我交談。有什麼可以為您服務的嗎？',
  close: '關閉',
  newConversation: '新對話',
  logLabel: '與{assistant}的對話',
  callStart: '通話',
  hangUp: '掛斷',
  sheetConnecting: '連線中…',
  inCall: '通話中',
  chatPlaceholder: '輸入訊息…',
  callPlaceholder: '通話時也可輸入…',
  waitingPlaceholder: '正在接通…',
  interrupted: '回覆已中斷。',
  chatNotSent: '未傳送。',
  writeInstead: '改用文字',
  chatByVoice: '通話中',
  typing: '{assistant}正在輸入…',
  consentChat: '我們會處理您的訊息，以便為您提供協助。您是否同意與虛擬助理以文字交談？',
  acceptChat: '同意',
  chatRecapTitle: '對話結果',
  languageLabel: '語言',
};

export const panel: Translation<'panel'> = {
  orbIdle: '通話尚未開始',
  orbConnecting: '正在連線…',
  orbListening: '正在聆聽',
  orbThinking: '{assistant}正在思考…',
  orbSpeaking: '{assistant}正在說話',
  quickRepliesLabel: '建議的回覆',
  echoHint: '您正在使用喇叭嗎？戴上耳機，{assistant}就不會聽到自己的聲音。',
  panelLabel: '即時對話',
  transcriptLabel: '通話逐字稿',
  you: '我',
  empty: '逐字稿會顯示在這裡。',
  mute: '麥克風靜音',
  unmute: '取消麥克風靜音',
  inputLabel: '輸入訊息',
  inputPlaceholder: '輸入您的回答…',
  send: '傳送',
  levelAssistant: '{assistant}的音量',
  levelMic: '您的麥克風',
  timerLabel: '通話時間',
  micSelect: '麥克風',
  speakerSelect: '喇叭',
  speakerDefault: '預設喇叭',
  speakerLabelsHidden: '允許使用麥克風後，才會顯示喇叭名稱。',
  speakerLost: '您的喇叭已中斷連線，音訊將改由預設喇叭繼續播放。',
  talkHold: '按住說話',
  talkHeld: '正在聆聽…放開即可結束',
  talkMode: '按鍵通話',
  micHint: '我們聽不到您的聲音。請確認麥克風已接上且未靜音，或選擇其他麥克風。',
  typedOnly: '這個離線助理無法辨識語音，請在下方輸入您的回答。',
  reconnecting: '重新連線中…',
  reconnectAttempt: '第 {n} 次嘗試',
  resumeAudio: '輕觸以繼續通話',
  pendingSend: '待傳送：通話重新連線後就會傳送',
  notSent: '未傳送：通話在重新連線前已結束',
  consentTitle: '開始之前',
  consentText:
    '通話會使用您的麥克風，我們也會處理對話內容，以便為您提供協助。您是否同意與虛擬助理通話？',
  accept: '同意並通話',
  decline: '暫時不要',
  retry: '重試',
  dismiss: '關閉',
  recapTitle: '通話結果',
  recapDate: '日期',
  recapTime: '時間',
  recapDuration: '通話時間',
  recapName: '姓名',
  recapPhone: '電話',
  recapNeed: '需求',
  recapStatus: '狀態',
  statusLead: '資料已記錄',
  statusEnded: '通話已結束',
  statusFailed: '無法開始通話',
  statusLost: '連線中斷',
  byVoice: '—',
  download: '下載逐字稿（.txt）',
  transcriptHeader: '與{assistant}的通話逐字稿，{date} {time}',
  toolRunning: '正在處理：{tool}…',
  toolDone: '已完成',
  toolFailed: '無法完成',
  toolTask: '一項請求',
};

export const errors: Translation<'errors'> = {
  micMissing: '找不到麥克風。請接上麥克風，然後按「重試」。',
  micBusy: '其他應用程式正在使用麥克風。請關閉該程式，然後按「重試」。',
  micDeniedChromium:
    '我們沒有使用麥克風的權限。請點選網址旁的鎖頭圖示，開啟「麥克風」，然後按「重試」。',
  micDeniedSafari:
    '我們沒有使用麥克風的權限。請在 Safari 中開啟「此網站的設定」（Safari 選單），允許使用麥克風，然後按「重試」。',
  micDeniedFirefox:
    '我們沒有使用麥克風的權限。請點選網址旁畫有斜線的麥克風圖示，解除封鎖，然後按「重試」。',
  micDeniedOther:
    '我們沒有使用麥克風的權限。請在瀏覽器設定中允許此網頁使用麥克風，然後按「重試」。',
  unreachable: '無法連上通話服務。請檢查網路連線，然後再試一次。',
  badKey: '此網站未獲授權撥打通話（公開金鑰無效）。請通知網站管理員。',
  unknownAssistant: '此助理不存在或已無法使用。請通知網站管理員。',
  busy: '服務目前忙碌中。請稍候一分鐘再試一次。',
  joinTimeout: '通話連線逾時。請檢查網路連線，然後再試一次。',
  callDropped: '通話因發生錯誤而中斷。您可以重新撥打。',
  connectionLost: '與通話的連線已中斷。請檢查網路連線，然後重新撥打。',
  playbackBlocked: '瀏覽器封鎖了音訊。請按「重試」重新撥打。',
  noAudioOutput:
    '您的瀏覽器無法播放聲音：找不到喇叭或耳機。請接上或開啟喇叭或耳機，然後按「重試」。',
  unknownError: '通話發生問題，請再試一次。',
  inputEmpty: '請先輸入內容再傳送。',
  inputTooLong: { other: '訊息太長：請縮短至 {max} 個字元以內。' },
  inputNotConfigured: '此網站尚未設定助理（缺少公開金鑰）。請通知網站管理員。',
  inputNoCall: '通話已結束：您的訊息未傳送。',
  inputQueueFull: '正在重新連線通話，等待傳送的訊息過多。請等連線恢復後，再傳送這則訊息。',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: '您覺得這次對話如何？',
  feedbackUp: '滿意',
  feedbackDown: '不滿意',
  feedbackComment: '意見（選填）',
  feedbackCount: { other: '{n}/{max} 個字元' },
  feedbackSend: '送出評分',
  feedbackSkip: '略過',
  feedbackThanks: '感謝您的評分！',
  feedbackFailed: '無法送出您的評分。請檢查網路連線，然後再按一次「送出評分」，或直接略過。',
  forget: '清除這段對話',
  forgetQuestion: '要清除這段對話嗎？此瀏覽器中儲存的記錄和選擇將會刪除，聊天工作階段也會關閉。',
  forgetConfirm: '是，清除',
  forgetCancel: '取消',
  forgotten: '對話已清除：此瀏覽器中不再保留任何資料。',
};
