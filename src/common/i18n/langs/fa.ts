/** Persian (docs/translations.md): every section of `en.ts`, same keys; right-to-left. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'fa', dir: 'rtl', name: 'فارسی' } as const satisfies About<'fa'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'سوفیا',
  launcherVoice: 'تماس با {assistant}',
  launcherChat: 'پیام به {assistant}',
  launcherHybrid: 'گفت‌وگو با {assistant}',
  loadFailed: 'دستیار باز نشد. اتصال خود را بررسی کنید و دوباره بزنید.',
  teaserClose: 'بستن',
};

export const button: Translation<'button'> = {
  callIdle: 'دکمه را بزنید و با {assistant} صحبت کنید',
  callConnecting: 'در حال اتصال…',
  callConnected: 'متصل شد – برای قطع تماس بزنید',
  callSpeaking: 'در حال صحبت…',
  callReconnecting: 'در حال اتصال دوباره…',
  liveNeedsScript:
    'تماس زنده به JavaScript نیاز دارد: آن را در مرورگر خود فعال کنید تا بتوانید با {assistant} صحبت کنید.',
  precheckStart: 'آزمایش میکروفون و اتصال',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'پیشنهادهایی برای شروع',
  tapToContinue: 'برای ادامهٔ تماس ضربه بزنید',
  unreadCount: {
    one: '{max} پیام جدید',
    other: '{max} پیام جدید',
  },
  greeting:
    'سلام، من {assistant} هستم. برایم بنویسید یا برای صحبت «تماس» را بزنید. چطور می‌توانم کمکتان کنم؟',
  close: 'بستن',
  newConversation: 'گفت‌وگوی جدید',
  logLabel: 'گفت‌وگو با {assistant}',
  callStart: 'تماس',
  hangUp: 'قطع تماس',
  sheetConnecting: 'در حال اتصال…',
  inCall: 'در حال تماس',
  chatPlaceholder: 'پیامی بنویسید…',
  callPlaceholder: 'در حین تماس بنویسید…',
  waitingPlaceholder: 'در حال برقراری تماس…',
  interrupted: 'پاسخ نیمه‌کاره ماند.',
  chatNotSent: 'ارسال نشد.',
  writeInstead: 'نوشتن به‌جای صحبت',
  chatByVoice: 'در تماس',
  typing: '{assistant} در حال نوشتن است…',
  consentChat:
    'پیام‌های شما برای کمک به شما پردازش می‌شوند. آیا موافقید با دستیار مجازی گفت‌وگوی نوشتاری داشته باشید؟',
  acceptChat: 'پذیرش',
  chatRecapTitle: 'نتیجهٔ گفت‌وگوی شما',
  languageLabel: 'زبان',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'تماس شروع نشده است',
  orbConnecting: 'در حال اتصال…',
  orbListening: 'در حال گوش دادن',
  orbThinking: '{assistant} در حال فکر کردن است…',
  orbSpeaking: '{assistant} در حال صحبت است',
  quickRepliesLabel: 'پاسخ‌های پیشنهادی',
  echoHint: 'از بلندگو استفاده می‌کنید؟ با هدفون، صدای {assistant} دوباره وارد میکروفون نمی‌شود.',
  panelLabel: 'گفت‌وگوی زنده',
  transcriptLabel: 'متن تماس',
  you: 'شما',
  empty: 'متن گفت‌وگو اینجا نمایش داده می‌شود.',
  mute: 'بی‌صدا کردن میکروفون',
  unmute: 'وصل کردن صدای میکروفون',
  inputLabel: 'نوشتن پیام',
  inputPlaceholder: 'پاسخ خود را بنویسید…',
  send: 'ارسال',
  levelAssistant: 'میزان صدای {assistant}',
  levelMic: 'میکروفون شما',
  timerLabel: 'مدت',
  micSelect: 'میکروفون',
  speakerSelect: 'بلندگو',
  speakerDefault: 'بلندگوی پیش‌فرض',
  speakerLabelsHidden: 'نام بلندگوها پس از اجازه دادن به میکروفون نمایش داده می‌شود.',
  speakerLost: 'اتصال بلندگوی شما قطع شد: صدا از بلندگوی پیش‌فرض پخش می‌شود.',
  hold: 'انتظار',
  onHold: 'در انتظار',
  connectionGood: 'اتصال: خوب',
  connectionFair: 'اتصال: متوسط',
  connectionPoor: 'اتصال: ضعیف',
  connectionLost: 'اتصال: قطع',
  connectionWeak:
    'اتصال ضعیف: به Wi-Fi نزدیک‌تر شوید یا برنامه‌های دیگری را که از شبکه استفاده می‌کنند ببندید.',
  connectionNone:
    'فعلاً اتصالی نیست: Wi-Fi یا داده تلفن همراه را بررسی کنید. تماس پس از برگشت اتصال ادامه می‌یابد.',
  talkHold: 'برای صحبت، نگه دارید',
  talkHeld: 'گوش می‌دهم… برای پایان، رها کنید',
  talkMode: 'فشار برای صحبت',
  micHint:
    'صدای شما را نمی‌شنویم. بررسی کنید که میکروفون وصل باشد و بی‌صدا نباشد، یا میکروفون دیگری انتخاب کنید.',
  typedOnly: 'این دستیار آفلاین گفتار را نمی‌فهمد: پاسخ‌های خود را پایین بنویسید.',
  reconnecting: 'در حال اتصال دوباره…',
  reconnectAttempt: 'تلاش {n}',
  resumeAudio: 'برای ادامهٔ تماس ضربه بزنید',
  pendingSend: 'در انتظار: پس از برقراری دوبارهٔ تماس ارسال می‌شود',
  notSent: 'ارسال نشد: تماس پیش از اتصال دوباره پایان یافت',
  consentTitle: 'پیش از شروع',
  consentText:
    'این تماس از میکروفون شما استفاده می‌کند و گفت‌وگو برای کمک به شما پردازش می‌شود. آیا موافقید با دستیار مجازی صحبت کنید؟',
  accept: 'پذیرش و تماس',
  decline: 'الان نه',
  retry: 'تلاش دوباره',
  dismiss: 'بستن',
  recapTitle: 'نتیجهٔ تماس شما',
  recapDate: 'تاریخ',
  recapTime: 'ساعت',
  recapDuration: 'مدت',
  recapName: 'نام',
  recapPhone: 'تلفن',
  recapNeed: 'درخواست',
  recapStatus: 'وضعیت',
  recapLatency: 'زمان معمول انتظار برای پاسخ',
  precheckRunning: 'در حال آزمایش… چند کلمه بگویید',
  precheckMicOk: 'میکروفون: صدای شما را می‌شنویم.',
  precheckMicSilent:
    'صدای شما را نمی‌شنویم: بررسی کنید که میکروفون درست انتخاب شده و بی‌صدا نباشد.',
  precheckMicDenied: 'میکروفون مسدود است: در مرورگر برای این سایت اجازه دهید و دوباره آزمایش کنید.',
  precheckMicMissing: 'میکروفونی پیدا نشد: یک میکروفون وصل کنید و دوباره آزمایش کنید.',
  precheckOutputOk: 'صدا: دستگاه شما می‌تواند صدا پخش کند.',
  precheckOutputNone: 'صدا پخش نمی‌شود: بلندگو یا هدفون وصل کنید و میزان صدا را بررسی کنید.',
  precheckNetGood: 'اتصال: خوب ({rtt}).',
  precheckNetFair: 'اتصال: متوسط ({rtt})؛ پاسخ‌ها ممکن است کمی دیر برسند.',
  precheckNetPoor: 'اتصال: ضعیف ({rtt})؛ به Wi‑Fi نزدیک‌تر شوید یا دانلودهای دیگر را ببندید.',
  precheckNetLost: 'به سرویس دسترسی نداریم: اتصال اینترنت خود را بررسی کنید و دوباره آزمایش کنید.',
  statusLead: 'اطلاعات ثبت شد',
  statusEnded: 'تماس پایان یافت',
  statusFailed: 'تماس آغاز نشد',
  statusLost: 'اتصال قطع شد',
  byVoice: '—',
  download: 'دانلود متن تماس (فایل TXT)',
  transcriptHeader: 'متن تماس با {assistant}، {date} {time}',
  toolRunning: 'در حال انجام: {tool}…',
  toolDone: 'انجام شد',
  toolFailed: 'انجام نشد',
  toolTask: 'یک درخواست',
};

export const errors: Translation<'errors'> = {
  micMissing: 'میکروفونی پیدا نکردیم. یک میکروفون وصل کنید و «تلاش دوباره» را بزنید.',
  micBusy: 'برنامهٔ دیگری از میکروفون استفاده می‌کند. آن را ببندید و «تلاش دوباره» را بزنید.',
  micDeniedChromium:
    'اجازهٔ استفاده از میکروفون را نداریم. روی نماد قفل کنار نشانی کلیک کنید، «میکروفون» را روشن کنید و «تلاش دوباره» را بزنید.',
  micDeniedSafari:
    'اجازهٔ استفاده از میکروفون را نداریم. در Safari تنظیمات این وب‌سایت را باز کنید (منوی Safari)، به میکروفون اجازه دهید و «تلاش دوباره» را بزنید.',
  micDeniedFirefox:
    'اجازهٔ استفاده از میکروفون را نداریم. روی نماد میکروفونِ خط‌خورده کنار نشانی کلیک کنید، مسدودسازی را بردارید و «تلاش دوباره» را بزنید.',
  micDeniedOther:
    'اجازهٔ استفاده از میکروفون را نداریم. در تنظیمات مرورگر به این صفحه اجازهٔ استفاده از میکروفون بدهید و «تلاش دوباره» را بزنید.',
  unreachable: 'به سرویس تماس دسترسی نداریم. اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.',
  badKey:
    'این سایت اجازهٔ برقراری تماس ندارد (کلید عمومی نامعتبر است). لطفاً به مالک سایت اطلاع دهید.',
  unknownAssistant: 'این دستیار وجود ندارد یا دیگر در دسترس نیست. لطفاً به مالک سایت اطلاع دهید.',
  busy: 'سرویس در حال حاضر شلوغ است. یک دقیقه صبر کنید و دوباره تلاش کنید.',
  joinTimeout: 'برقراری تماس بیش از حد طول کشید. اتصال خود را بررسی کنید و دوباره تلاش کنید.',
  callDropped: 'تماس به‌دلیل خطا قطع شد. می‌توانید دوباره تماس بگیرید.',
  connectionLost: 'اتصال به تماس قطع شد. اتصال اینترنت خود را بررسی کنید و دوباره تماس بگیرید.',
  playbackBlocked: 'مرورگر صدا را مسدود کرد. برای تماس دوباره «تلاش دوباره» را بزنید.',
  noAudioOutput:
    'مرورگر شما نمی‌تواند صدا پخش کند، چون هیچ بلندگو یا هدفونی پیدا نمی‌کند. بلندگو یا هدفون را وصل یا روشن کنید و «تلاش دوباره» را بزنید.',
  unknownError: 'مشکلی در تماس پیش آمد. لطفاً دوباره تلاش کنید.',
  inputEmpty: 'پیش از ارسال چیزی بنویسید.',
  inputTooLong: {
    one: 'پیام خیلی طولانی است: آن را به حداکثر {max} نویسه کوتاه کنید.',
    other: 'پیام خیلی طولانی است: آن را به حداکثر {max} نویسه کوتاه کنید.',
  },
  inputNotConfigured:
    'این سایت هنوز دستیار را راه‌اندازی نکرده است (کلید عمومی وجود ندارد). لطفاً به مالک سایت اطلاع دهید.',
  inputNoCall: 'تماس دیگر فعال نیست: پیام شما ارسال نشد.',
  inputQueueFull:
    'در حال برقراری دوبارهٔ تماس هستیم و پیام‌های زیادی در انتظار ارسال است. صبر کنید تا اتصال برقرار شود و این پیام را دوباره بفرستید.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'این گفت‌وگو چطور بود؟',
  feedbackUp: 'پسندیدم',
  feedbackDown: 'نپسندیدم',
  feedbackComment: 'نظر (اختیاری)',
  feedbackCount: { one: '{n}/{max} نویسه', other: '{n}/{max} نویسه' },
  feedbackSend: 'ارسال امتیاز',
  feedbackSkip: 'رد شدن',
  feedbackThanks: 'از امتیاز شما سپاسگزاریم!',
  feedbackFailed:
    'نتوانستیم امتیاز شما را ارسال کنیم. اتصال خود را بررسی کنید و دوباره «ارسال امتیاز» را بزنید، یا از آن بگذرید.',
  forget: 'فراموش کردن این گفت‌وگو',
  forgetQuestion:
    'این گفت‌وگو فراموش شود؟ تاریخچه و انتخاب‌های ذخیره‌شده در این مرورگر پاک می‌شوند و جلسهٔ گفت‌وگو بسته می‌شود.',
  forgetConfirm: 'بله، فراموش شود',
  forgetCancel: 'لغو',
  forgotten: 'گفت‌وگو فراموش شد: دیگر چیزی در این مرورگر ذخیره نمانده است.',
};
