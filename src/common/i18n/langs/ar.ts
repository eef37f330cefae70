/** Modern Standard Arabic (docs/translations.md): every section of `en.ts`, same keys; right-to-left. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'ar', dir: 'rtl', name: 'العربية' } as const satisfies About<'ar'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'صوفيا',
  launcherVoice: 'اتصل بـ{assistant}',
  launcherChat: 'راسل {assistant}',
  launcherHybrid: 'تحدّث مع {assistant}',
  loadFailed: 'تعذّر فتح المساعد. تحقّق من اتصالك واضغط مرة أخرى.',
  teaserClose: 'إغلاق',
};

export const button: Translation<'button'> = {
  callIdle: 'اضغط على الزر وتحدّث مع {assistant}',
  callConnecting: 'جارٍ الاتصال…',
  callConnected: 'متصل – اضغط لإنهاء المكالمة',
  callSpeaking: 'جارٍ التحدّث…',
  callReconnecting: 'جارٍ إعادة الاتصال…',
  liveNeedsScript:
    'تتطلّب المكالمة المباشرة تفعيل JavaScript: فعّله في متصفحك لتتحدّث مع {assistant}.',
  precheckStart: 'اختبار الميكروفون والاتصال',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'اقتراحات للبدء',
  tapToContinue: 'اضغط لمتابعة المكالمة',
  unreadCount: {
    zero: 'لا رسائل جديدة',
    one: 'رسالة جديدة واحدة',
    two: 'رسالتان جديدتان',
    few: '{max} رسائل جديدة',
    many: '{max} رسالة جديدة',
    other: '{max} رسالة جديدة',
  },
  greeting: 'مرحبًا، أنا {assistant}. اكتب لي أو اضغط «اتصال» لنتحدّث. كيف يمكنني مساعدتك؟',
  close: 'إغلاق',
  newConversation: 'محادثة جديدة',
  logLabel: 'محادثة مع {assistant}',
  callStart: 'اتصال',
  hangUp: 'إنهاء المكالمة',
  sheetConnecting: 'جارٍ الاتصال…',
  inCall: 'في مكالمة',
  chatPlaceholder: 'اكتب رسالة…',
  callPlaceholder: 'اكتب أثناء المكالمة…',
  waitingPlaceholder: 'جارٍ توصيل المكالمة…',
  interrupted: 'انقطع الرد.',
  chatNotSent: 'لم تُرسَل.',
  writeInstead: 'الكتابة بدلًا من ذلك',
  chatByVoice: 'خلال المكالمة',
  typing: '{assistant} تكتب…',
  consentChat: 'تُعالَج رسائلك لنتمكّن من مساعدتك. هل توافق على المراسلة مع المساعد الافتراضي؟',
  acceptChat: 'موافق',
  chatRecapTitle: 'نتيجة محادثتك',
  languageLabel: 'اللغة',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'لم تبدأ المكالمة',
  orbConnecting: 'جارٍ الاتصال…',
  orbListening: 'أستمع إليك',
  orbThinking: '{assistant} يفكّر…',
  orbSpeaking: '{assistant} يتحدث',
  quickRepliesLabel: 'ردود مقترحة',
  echoHint:
    'هل تستخدم مكبرات الصوت؟ مع سماعات الرأس، لن يلتقط الميكروفون صوت {assistant} مرة أخرى.',
  panelLabel: 'محادثة مباشرة',
  transcriptLabel: 'نص المكالمة',
  you: 'أنت',
  empty: 'سيظهر نص المكالمة هنا.',
  mute: 'كتم الميكروفون',
  unmute: 'إلغاء كتم الميكروفون',
  inputLabel: 'اكتب رسالة',
  inputPlaceholder: 'اكتب إجابتك…',
  send: 'إرسال',
  levelAssistant: 'مستوى صوت {assistant}',
  levelMic: 'الميكروفون الخاص بك',
  timerLabel: 'المدة',
  micSelect: 'الميكروفون',
  speakerSelect: 'مكبّر الصوت',
  speakerDefault: 'مكبّر الصوت الافتراضي',
  speakerLabelsHidden: 'تظهر أسماء مكبّرات الصوت بعد السماح باستخدام الميكروفون.',
  speakerLost: 'انقطع اتصال مكبّر الصوت: يستمر الصوت عبر مكبّر الصوت الافتراضي.',
  hold: 'انتظار',
  onHold: 'قيد الانتظار',
  connectionGood: 'الاتصال: جيد',
  connectionFair: 'الاتصال: متوسط',
  connectionPoor: 'الاتصال: ضعيف',
  connectionLost: 'الاتصال: مفقود',
  connectionWeak: 'اتصال ضعيف: اقترب من شبكة Wi-Fi أو أغلق التطبيقات الأخرى التي تستخدم الشبكة.',
  connectionNone:
    'لا يوجد اتصال الآن: تحقّق من شبكة Wi-Fi أو بيانات الجوال. ستستمر المكالمة عند عودته.',
  talkHold: 'اضغط مطوّلًا للتحدّث',
  talkHeld: 'أستمع إليك… اترك الزر للإنهاء',
  talkMode: 'الضغط للتحدّث',
  micHint: 'لا نسمعك. تحقّق من أن الميكروفون موصول وغير مكتوم، أو اختر ميكروفونًا آخر.',
  typedOnly: 'هذا المساعد يعمل دون اتصال ولا يفهم الكلام: اكتب إجاباتك أدناه.',
  reconnecting: 'جارٍ إعادة الاتصال…',
  reconnectAttempt: 'المحاولة {n}',
  resumeAudio: 'اضغط لمتابعة المكالمة',
  pendingSend: 'قيد الانتظار: ستُرسَل عند عودة الاتصال بالمكالمة',
  notSent: 'لم تُرسَل: انتهت المكالمة قبل عودة الاتصال',
  consentTitle: 'قبل أن نبدأ',
  consentText:
    'تستخدم المكالمة الميكروفون الخاص بك، وتُعالَج المحادثة لنتمكّن من مساعدتك. هل توافق على التحدّث مع المساعد الافتراضي؟',
  accept: 'موافقة واتصال',
  decline: 'ليس الآن',
  retry: 'إعادة المحاولة',
  dismiss: 'إغلاق',
  recapTitle: 'نتيجة مكالمتك',
  recapDate: 'التاريخ',
  recapTime: 'الوقت',
  recapDuration: 'المدة',
  recapName: 'الاسم',
  recapPhone: 'الهاتف',
  recapNeed: 'الطلب',
  recapStatus: 'الحالة',
  recapLatency: 'المدة المعتادة لانتظار الرد',
  precheckRunning: 'جارٍ الاختبار… قل بضع كلمات',
  precheckMicOk: 'الميكروفون: نسمعك.',
  precheckMicSilent: 'لا نسمعك: تحقق من اختيار الميكروفون الصحيح وأنه غير مكتوم.',
  precheckMicDenied: 'الميكروفون محظور: اسمح به لهذا الموقع في متصفحك، ثم أعد الاختبار.',
  precheckMicMissing: 'لم نجد أي ميكروفون: وصّل ميكروفونًا، ثم أعد الاختبار.',
  precheckOutputOk: 'الصوت: يمكن لجهازك تشغيل الصوت.',
  precheckOutputNone: 'لا يمكن تشغيل الصوت: وصّل مكبرات صوت أو سماعات وتحقق من مستوى الصوت.',
  precheckNetGood: 'الاتصال: جيد ({rtt}).',
  precheckNetFair: 'الاتصال: مقبول ({rtt})؛ قد تتأخر الردود قليلًا.',
  precheckNetPoor: 'الاتصال: ضعيف ({rtt})؛ اقترب من شبكة Wi‑Fi أو أوقف التنزيلات الأخرى.',
  precheckNetLost: 'لا يمكننا الوصول إلى الخدمة: تحقق من اتصالك بالإنترنت وأعد الاختبار.',
  statusLead: 'تم تسجيل البيانات',
  statusEnded: 'انتهت المكالمة',
  statusFailed: 'تعذّر بدء المكالمة',
  statusLost: 'انقطع الاتصال',
  byVoice: '—',
  download: 'تنزيل نص المكالمة (ملف TXT)',
  transcriptHeader: 'نص المكالمة مع {assistant}، {date} {time}',
  toolRunning: 'جارٍ التنفيذ: {tool}…',
  toolDone: 'تم',
  toolFailed: 'تعذّر الإتمام',
  toolTask: 'طلب',
};

export const errors: Translation<'errors'> = {
  micMissing: 'لم نعثر على ميكروفون. وصّل ميكروفونًا واضغط «إعادة المحاولة».',
  micBusy: 'يستخدم تطبيق آخر الميكروفون. أغلقه واضغط «إعادة المحاولة».',
  micDeniedChromium:
    'ليس لدينا إذن باستخدام الميكروفون. انقر على رمز القفل بجوار العنوان، وفعّل «الميكروفون»، ثم اضغط «إعادة المحاولة».',
  micDeniedSafari:
    'ليس لدينا إذن باستخدام الميكروفون. في Safari، افتح إعدادات هذا الموقع (من قائمة Safari)، واسمح باستخدام الميكروفون، ثم اضغط «إعادة المحاولة».',
  micDeniedFirefox:
    'ليس لدينا إذن باستخدام الميكروفون. انقر على رمز الميكروفون المشطوب بجوار العنوان، وأزِل الحظر، ثم اضغط «إعادة المحاولة».',
  micDeniedOther:
    'ليس لدينا إذن باستخدام الميكروفون. اسمح باستخدام الميكروفون لهذه الصفحة من إعدادات المتصفح، ثم اضغط «إعادة المحاولة».',
  unreachable: 'يتعذّر الوصول إلى خدمة المكالمات. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.',
  badKey:
    'هذا الموقع غير مصرّح له بإجراء المكالمات (المفتاح العام غير صالح). يُرجى إبلاغ مالك الموقع.',
  unknownAssistant: 'هذا المساعد غير موجود أو لم يعد متاحًا. يُرجى إبلاغ مالك الموقع.',
  busy: 'الخدمة مشغولة حاليًا. انتظر دقيقة وحاول مرة أخرى.',
  joinTimeout: 'استغرق الاتصال بالمكالمة وقتًا أطول من اللازم. تحقّق من اتصالك وحاول مرة أخرى.',
  callDropped: 'انقطعت المكالمة بسبب خطأ. يمكنك الاتصال مرة أخرى.',
  connectionLost: 'انقطع الاتصال بالمكالمة. تحقّق من اتصالك بالإنترنت واتصل مرة أخرى.',
  playbackBlocked: 'حظر المتصفح الصوت. اضغط «إعادة المحاولة» للاتصال مرة أخرى.',
  noAudioOutput:
    'لا يستطيع متصفحك تشغيل الصوت، إذ لم يعثر على مكبّرات صوت أو سماعات. وصّل مكبّرات الصوت أو السماعات أو شغّلها، ثم اضغط «إعادة المحاولة».',
  unknownError: 'حدث خطأ ما في المكالمة. يُرجى المحاولة مرة أخرى.',
  inputEmpty: 'اكتب شيئًا قبل الإرسال.',
  inputTooLong: {
    zero: 'الرسالة طويلة جدًا: اختصرها إلى {max} حرف كحد أقصى.',
    one: 'الرسالة طويلة جدًا: اختصرها إلى {max} حرف كحد أقصى.',
    two: 'الرسالة طويلة جدًا: اختصرها إلى {max} حرف كحد أقصى.',
    few: 'الرسالة طويلة جدًا: اختصرها إلى {max} أحرف كحد أقصى.',
    many: 'الرسالة طويلة جدًا: اختصرها إلى {max} حرفًا كحد أقصى.',
    other: 'الرسالة طويلة جدًا: اختصرها إلى {max} حرف كحد أقصى.',
  },
  inputNotConfigured:
    'لم يُعِدّ هذا الموقع المساعد بعد (المفتاح العام مفقود). يُرجى إبلاغ مالك الموقع.',
  inputNoCall: 'لم تعد المكالمة نشطة: لم تُرسَل رسالتك.',
  inputQueueFull:
    'نعيد الاتصال بالمكالمة، وهناك رسائل كثيرة جدًا بانتظار الإرسال. انتظر حتى يعود الاتصال، ثم أرسل هذه الرسالة مرة أخرى.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'ما رأيك في هذه المحادثة؟',
  feedbackUp: 'أعجبتني',
  feedbackDown: 'لم تعجبني',
  feedbackComment: 'تعليق (اختياري)',
  feedbackCount: {
    zero: '{n}/{max} حرف',
    one: '{n}/{max} حرف',
    two: '{n}/{max} حرف',
    few: '{n}/{max} أحرف',
    many: '{n}/{max} حرفًا',
    other: '{n}/{max} حرف',
  },
  feedbackSend: 'إرسال التقييم',
  feedbackSkip: 'تخطٍّ',
  feedbackThanks: 'شكرًا على تقييمك!',
  feedbackFailed:
    'تعذّر إرسال تقييمك. تحقّق من اتصالك واضغط «إرسال التقييم» مرة أخرى، أو تخطَّ هذه الخطوة.',
  forget: 'نسيان هذه المحادثة',
  forgetQuestion:
    'هل تريد نسيان هذه المحادثة؟ سيُحذف السجل والاختيارات المحفوظة في هذا المتصفح، وستُغلق جلسة الدردشة.',
  forgetConfirm: 'نعم، انسَها',
  forgetCancel: 'إلغاء',
  forgotten: 'تم نسيان المحادثة: لم يعد هناك شيء محفوظ في هذا المتصفح.',
};
