/** Urdu (docs/translations.md): every section of `en.ts`, same keys; right-to-left; formal address (آپ). */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'ur', dir: 'rtl', name: 'اردو' } as const satisfies About<'ur'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'صوفیہ',
  launcherVoice: '{assistant} کو کال کریں',
  launcherChat: '{assistant} کو پیغام بھیجیں',
  launcherHybrid: '{assistant} سے بات کریں',
  loadFailed: 'اسسٹنٹ کو کھولا نہیں جا سکا۔ اپنا کنکشن چیک کریں اور دوبارہ دبائیں۔',
  teaserClose: 'بند کریں',
};

export const button: Translation<'button'> = {
  callIdle: 'بٹن دبائیں اور {assistant} سے بات کریں',
  callConnecting: 'رابطہ ہو رہا ہے…',
  callConnected: 'رابطہ ہو گیا – کال ختم کرنے کے لیے دبائیں',
  callSpeaking: 'بات ہو رہی ہے…',
  callReconnecting: 'دوبارہ رابطہ ہو رہا ہے…',
  liveNeedsScript:
    'لائیو کال کے لیے JavaScript ضروری ہے: {assistant} سے بات کرنے کے لیے اپنے براؤزر میں اسے آن کریں۔',
  precheckStart: 'مائیکروفون اور کنکشن آزمائیں',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'شروع کرنے کے لیے تجاویز',
  tapToContinue: 'کال جاری رکھنے کے لیے ٹیپ کریں',
  unreadCount: {
    one: '{max} نیا پیغام',
    other: '{max} نئے پیغامات',
  },
  greeting:
    'آداب، میں {assistant} ہوں۔ مجھے لکھیں یا بات کرنے کے لیے "کال کریں" دبائیں۔ میں آپ کی کیا مدد کر سکتی ہوں؟',
  close: 'بند کریں',
  newConversation: 'نئی گفتگو',
  logLabel: '{assistant} کے ساتھ گفتگو',
  callStart: 'کال کریں',
  hangUp: 'کال ختم کریں',
  sheetConnecting: 'رابطہ ہو رہا ہے…',
  inCall: 'کال جاری ہے',
  chatPlaceholder: 'پیغام لکھیں…',
  callPlaceholder: 'کال کے دوران لکھیں…',
  waitingPlaceholder: 'کال ملائی جا رہی ہے…',
  interrupted: 'جواب ادھورا رہ گیا۔',
  chatNotSent: 'نہیں بھیجا گیا۔',
  writeInstead: 'اس کے بجائے لکھیں',
  chatByVoice: 'کال میں',
  typing: '{assistant} لکھ رہی ہے…',
  consentChat:
    'آپ کی مدد کے لیے آپ کے پیغامات پر کارروائی کی جاتی ہے۔ کیا آپ ورچوئل اسسٹنٹ سے تحریری بات چیت کرنے پر رضامند ہیں؟',
  acceptChat: 'قبول کریں',
  chatRecapTitle: 'آپ کی گفتگو کا نتیجہ',
  languageLabel: 'زبان',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'کال شروع نہیں ہوئی',
  orbConnecting: 'رابطہ ہو رہا ہے…',
  orbListening: 'سن رہے ہیں',
  orbThinking: '{assistant} سوچ رہی ہے…',
  orbSpeaking: '{assistant} بول رہی ہے',
  quickRepliesLabel: 'تجویز کردہ جوابات',
  echoHint:
    'کیا آپ اسپیکر استعمال کر رہے ہیں؟ ہیڈفون لگانے سے {assistant} کی آواز دوبارہ مائیکروفون میں نہیں جائے گی۔',
  panelLabel: 'براہِ راست گفتگو',
  transcriptLabel: 'کال کی تحریری نقل',
  you: 'آپ',
  empty: 'تحریری نقل یہاں ظاہر ہوگی۔',
  mute: 'مائیکروفون بند کریں',
  unmute: 'مائیکروفون آن کریں',
  inputLabel: 'پیغام لکھیں',
  inputPlaceholder: 'اپنا جواب لکھیں…',
  send: 'بھیجیں',
  levelAssistant: '{assistant} کی آواز کی سطح',
  levelMic: 'آپ کا مائیکروفون',
  timerLabel: 'دورانیہ',
  micSelect: 'مائیکروفون',
  speakerSelect: 'اسپیکر',
  speakerDefault: 'ڈیفالٹ اسپیکر',
  speakerLabelsHidden: 'مائیکروفون کی اجازت دینے کے بعد اسپیکرز کے نام ظاہر ہوں گے۔',
  speakerLost: 'آپ کا اسپیکر منقطع ہو گیا: آواز اب ڈیفالٹ اسپیکر سے آ رہی ہے۔',
  hold: 'ہولڈ',
  onHold: 'ہولڈ پر',
  connectionGood: 'کنکشن: اچھا',
  connectionFair: 'کنکشن: درمیانہ',
  connectionPoor: 'کنکشن: کمزور',
  connectionLost: 'کنکشن: منقطع',
  connectionWeak:
    'کمزور کنکشن: اپنے Wi-Fi کے قریب جائیں یا نیٹ ورک استعمال کرنے والی دوسری ایپس بند کریں۔',
  connectionNone:
    'ابھی کوئی کنکشن نہیں: اپنا Wi-Fi یا موبائل ڈیٹا چیک کریں۔ کنکشن واپس آنے پر کال جاری رہے گی۔',
  talkHold: 'بات کرنے کے لیے دبائے رکھیں',
  talkHeld: 'میں سن رہی ہوں… ختم کرنے کے لیے چھوڑ دیں',
  talkMode: 'دبا کر بات کریں',
  micHint:
    'ہمیں آپ کی آواز نہیں آ رہی۔ چیک کریں کہ مائیکروفون لگا ہوا ہے اور میوٹ نہیں ہے، یا کوئی دوسرا مائیکروفون منتخب کریں۔',
  typedOnly: 'یہ آف لائن اسسٹنٹ بولی ہوئی بات نہیں سمجھ سکتا: اپنے جوابات نیچے لکھیں۔',
  reconnecting: 'دوبارہ رابطہ ہو رہا ہے…',
  reconnectAttempt: 'کوشش نمبر {n}',
  resumeAudio: 'کال جاری رکھنے کے لیے ٹیپ کریں',
  pendingSend: 'زیرِ التوا: کال دوبارہ جڑتے ہی بھیج دیا جائے گا',
  notSent: 'نہیں بھیجا گیا: دوبارہ جڑنے سے پہلے کال ختم ہو گئی',
  consentTitle: 'شروع کرنے سے پہلے',
  consentText:
    'کال میں آپ کا مائیکروفون استعمال ہوتا ہے اور آپ کی مدد کے لیے گفتگو پر کارروائی کی جاتی ہے۔ کیا آپ ورچوئل اسسٹنٹ سے بات کرنے پر رضامند ہیں؟',
  accept: 'قبول کریں اور کال کریں',
  decline: 'ابھی نہیں',
  retry: 'دوبارہ کوشش کریں',
  dismiss: 'بند کریں',
  recapTitle: 'آپ کی کال کا نتیجہ',
  recapDate: 'تاریخ',
  recapTime: 'وقت',
  recapDuration: 'دورانیہ',
  recapName: 'نام',
  recapPhone: 'فون',
  recapNeed: 'ضرورت',
  recapStatus: 'صورتِ حال',
  recapLatency: 'جواب کا عام انتظار',
  precheckRunning: 'آزمایا جا رہا ہے… چند الفاظ بولیں',
  precheckMicOk: 'مائیکروفون: ہم آپ کو سن سکتے ہیں۔',
  precheckMicSilent: 'ہم آپ کو نہیں سن پا رہے: دیکھیں کہ درست مائیکروفون منتخب ہے اور خاموش نہیں۔',
  precheckMicDenied:
    'مائیکروفون بند ہے: اپنے براؤزر میں اس سائٹ کے لیے اجازت دیں، پھر دوبارہ آزمائیں۔',
  precheckMicMissing: 'کوئی مائیکروفون نہیں ملا: ایک لگائیں، پھر دوبارہ آزمائیں۔',
  precheckOutputOk: 'آواز: آپ کا آلہ آواز چلا سکتا ہے۔',
  precheckOutputNone: 'آواز نہیں چل سکتی: اسپیکر یا ہیڈفون لگائیں اور والیوم دیکھیں۔',
  precheckNetGood: 'کنکشن: اچھا ({rtt})۔',
  precheckNetFair: 'کنکشن: درمیانہ ({rtt})؛ جواب کچھ دیر سے آ سکتے ہیں۔',
  precheckNetPoor: 'کنکشن: کمزور ({rtt})؛ Wi‑Fi کے قریب جائیں یا دوسری ڈاؤن لوڈز بند کریں۔',
  precheckNetLost: 'ہم سروس تک نہیں پہنچ پا رہے: اپنا انٹرنیٹ کنکشن دیکھیں اور دوبارہ آزمائیں۔',
  statusLead: 'تفصیلات محفوظ ہو گئیں',
  statusEnded: 'کال ختم ہو گئی',
  statusFailed: 'کال شروع نہیں ہو سکی',
  statusLost: 'رابطہ منقطع ہو گیا',
  byVoice: '—',
  download: 'تحریری نقل ڈاؤن لوڈ کریں (TXT فائل)',
  transcriptHeader: '{assistant} کے ساتھ کال کی تحریری نقل، {date} {time}',
  toolRunning: 'اس پر کام جاری ہے: {tool}…',
  toolDone: 'مکمل',
  toolFailed: 'مکمل نہیں ہو سکا',
  toolTask: 'ایک درخواست',
};

export const errors: Translation<'errors'> = {
  micMissing: 'ہمیں کوئی مائیکروفون نہیں ملا۔ مائیکروفون لگائیں اور "دوبارہ کوشش کریں" دبائیں۔',
  micBusy:
    'کوئی دوسری ایپ مائیکروفون استعمال کر رہی ہے۔ اسے بند کریں اور "دوبارہ کوشش کریں" دبائیں۔',
  micDeniedChromium:
    'ہمیں مائیکروفون استعمال کرنے کی اجازت نہیں ہے۔ ایڈریس کے ساتھ تالے کے آئیکن پر کلک کریں، "مائیکروفون" آن کریں اور "دوبارہ کوشش کریں" دبائیں۔',
  micDeniedSafari:
    'ہمیں مائیکروفون استعمال کرنے کی اجازت نہیں ہے۔ Safari میں اس ویب سائٹ کی سیٹنگز کھولیں (Safari مینو)، مائیکروفون کی اجازت دیں اور "دوبارہ کوشش کریں" دبائیں۔',
  micDeniedFirefox:
    'ہمیں مائیکروفون استعمال کرنے کی اجازت نہیں ہے۔ ایڈریس کے ساتھ کٹے ہوئے مائیکروفون کے آئیکن پر کلک کریں، پابندی ہٹائیں اور "دوبارہ کوشش کریں" دبائیں۔',
  micDeniedOther:
    'ہمیں مائیکروفون استعمال کرنے کی اجازت نہیں ہے۔ اپنے براؤزر کی سیٹنگز میں اس صفحے کے لیے مائیکروفون کی اجازت دیں اور "دوبارہ کوشش کریں" دبائیں۔',
  unreachable: 'ہم کال سروس تک نہیں پہنچ پا رہے۔ اپنا انٹرنیٹ کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
  badKey:
    'اس سائٹ کو کال کرنے کی اجازت نہیں ہے (پبلک کی درست نہیں)۔ براہِ کرم سائٹ کے مالک کو مطلع کریں۔',
  unknownAssistant:
    'یہ اسسٹنٹ موجود نہیں یا اب دستیاب نہیں ہے۔ براہِ کرم سائٹ کے مالک کو مطلع کریں۔',
  busy: 'سروس اس وقت مصروف ہے۔ ایک منٹ انتظار کریں اور دوبارہ کوشش کریں۔',
  joinTimeout: 'کال ملنے میں بہت دیر لگ گئی۔ اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
  callDropped: 'کسی خرابی کی وجہ سے کال کٹ گئی۔ آپ دوبارہ کال کر سکتے ہیں۔',
  connectionLost: 'کال سے رابطہ منقطع ہو گیا۔ اپنا انٹرنیٹ کنکشن چیک کریں اور دوبارہ کال کریں۔',
  playbackBlocked: 'براؤزر نے آواز روک دی۔ دوبارہ کال کرنے کے لیے "دوبارہ کوشش کریں" دبائیں۔',
  noAudioOutput:
    'آپ کا براؤزر آواز نہیں چلا سکتا کیونکہ اسے کوئی اسپیکر یا ہیڈ فون نہیں ملا۔ اسپیکر یا ہیڈ فون لگائیں یا آن کریں اور "دوبارہ کوشش کریں" دبائیں۔',
  unknownError: 'کال میں کوئی مسئلہ پیش آ گیا۔ براہِ کرم دوبارہ کوشش کریں۔',
  inputEmpty: 'بھیجنے سے پہلے کچھ لکھیں۔',
  inputTooLong: {
    one: 'پیغام بہت لمبا ہے: اسے زیادہ سے زیادہ {max} حرف تک مختصر کریں۔',
    other: 'پیغام بہت لمبا ہے: اسے زیادہ سے زیادہ {max} حروف تک مختصر کریں۔',
  },
  inputNotConfigured:
    'اس سائٹ نے ابھی اسسٹنٹ سیٹ اپ نہیں کیا (پبلک کی موجود نہیں)۔ براہِ کرم سائٹ کے مالک کو مطلع کریں۔',
  inputNoCall: 'کال اب فعال نہیں ہے: آپ کا پیغام نہیں بھیجا گیا۔',
  inputQueueFull:
    'ہم کال دوبارہ جوڑ رہے ہیں اور بہت سے پیغامات پہلے ہی انتظار میں ہیں۔ کنکشن بحال ہونے کا انتظار کریں اور یہ پیغام دوبارہ بھیجیں۔',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'یہ گفتگو کیسی رہی؟',
  feedbackUp: 'مجھے پسند آئی',
  feedbackDown: 'مجھے پسند نہیں آئی',
  feedbackComment: 'تبصرہ (اختیاری)',
  feedbackCount: { one: '{n}/{max} حرف', other: '{n}/{max} حروف' },
  feedbackSend: 'ریٹنگ بھیجیں',
  feedbackSkip: 'چھوڑ دیں',
  feedbackThanks: 'آپ کی ریٹنگ کا شکریہ!',
  feedbackFailed:
    'ہم آپ کی ریٹنگ نہیں بھیج سکے۔ اپنا کنکشن چیک کریں اور دوبارہ "ریٹنگ بھیجیں" دبائیں، یا اسے چھوڑ دیں۔',
  forget: 'یہ گفتگو بھلا دیں',
  forgetQuestion:
    'یہ گفتگو بھلا دیں؟ اس براؤزر میں محفوظ ہسٹری اور ترجیحات حذف ہو جائیں گی اور چیٹ سیشن بند ہو جائے گا۔',
  forgetConfirm: 'ہاں، بھلا دیں',
  forgetCancel: 'منسوخ کریں',
  forgotten: 'گفتگو بھلا دی گئی: اس براؤزر میں اب کچھ بھی محفوظ نہیں۔',
};
