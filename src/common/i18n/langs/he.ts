/** Hebrew (docs/translations.md): every section of `en.ts`, same keys; right-to-left. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'he', dir: 'rtl', name: 'עברית' } as const satisfies About<'he'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'סופיה',
  launcherVoice: 'להתקשר ל{assistant}',
  launcherChat: 'לכתוב ל{assistant}',
  launcherHybrid: 'לדבר עם {assistant}',
  loadFailed: 'לא הצלחנו לפתוח את העוזרת. בדקו את החיבור ולחצו שוב.',
  teaserClose: 'סגירה',
};

export const button: Translation<'button'> = {
  callIdle: 'לחצו על הכפתור ודברו עם {assistant}',
  callConnecting: 'מתחברים...',
  callConnected: 'מחובר - לחצו כדי לנתק',
  callSpeaking: 'מדברת...',
  callReconnecting: 'מתחבר מחדש…',
  liveNeedsScript: 'השיחה החיה דורשת JavaScript: הפעילו אותו בדפדפן כדי לדבר עם {assistant}.',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'הצעות להתחלה',
  tapToContinue: 'הקישו כדי להמשיך את השיחה',
  unreadCount: {
    one: 'הודעה חדשה אחת',
    two: '{max} הודעות חדשות',
    other: '{max} הודעות חדשות',
  },
  greeting: 'שלום, אני {assistant}. כתבו לי או לחצו על "להתקשר" כדי לדבר איתי. איך אפשר לעזור?',
  close: 'סגירה',
  newConversation: 'שיחה חדשה',
  logLabel: 'שיחה עם {assistant}',
  callStart: 'להתקשר',
  hangUp: 'ניתוק',
  sheetConnecting: 'מתחבר...',
  inCall: 'בשיחה',
  chatPlaceholder: 'כתבו הודעה…',
  callPlaceholder: 'כתבו במהלך השיחה…',
  waitingPlaceholder: 'מחבר את השיחה…',
  interrupted: 'התשובה נקטעה.',
  chatNotSent: 'לא נשלח.',
  writeInstead: 'לכתוב במקום',
  chatByVoice: 'בשיחה',
  typing: '{assistant} כותבת…',
  consentChat: 'ההודעות שלך מעובדות כדי לטפל בפנייה. האם את/ה מסכים/ה לכתוב עם העוזרת הווירטואלית?',
  acceptChat: 'מסכים/ה',
  chatRecapTitle: 'תוצאות השיחה בכתב',
  languageLabel: 'שפה',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'השיחה לא התחילה',
  orbConnecting: 'מתחבר…',
  orbListening: 'מקשיבה',
  orbThinking: '{assistant} חושבת…',
  orbSpeaking: '{assistant} מדברת',
  quickRepliesLabel: 'תשובות מוצעות',
  echoHint: 'משתמשים ברמקולים? עם אוזניות, הקול של {assistant} לא ייקלט שוב במיקרופון.',
  panelLabel: 'שיחה חיה',
  transcriptLabel: 'תמלול השיחה',
  you: 'את/ה',
  empty: 'התמלול יופיע כאן.',
  mute: 'השתקת המיקרופון',
  unmute: 'הפעלת המיקרופון',
  inputLabel: 'כתיבת הודעה',
  inputPlaceholder: 'כתבו את התשובה…',
  send: 'שליחה',
  levelAssistant: 'עוצמת הקול של {assistant}',
  levelMic: 'המיקרופון שלך',
  timerLabel: 'משך',
  micSelect: 'מיקרופון',
  speakerSelect: 'רמקול',
  speakerDefault: 'רמקול ברירת מחדל',
  speakerLabelsHidden: 'שמות הרמקולים יופיעו אחרי שתאשרו את המיקרופון.',
  speakerLost: 'הרמקול שבחרתם נותק: השמע ממשיך ברמקול ברירת המחדל.',
  talkHold: 'החזיקו כדי לדבר',
  talkHeld: 'מקשיבים… שחררו כדי לסיים',
  talkMode: 'לחיצה לדיבור',
  micHint: 'אנחנו לא שומעים אותך. בדקו שהמיקרופון מחובר ולא מושתק, או בחרו מיקרופון אחר.',
  typedOnly: 'העוזרת הלא־מקוונת לא מבינה דיבור: כתבו את התשובות למטה.',
  reconnecting: 'מתחבר מחדש…',
  reconnectAttempt: 'ניסיון {n}',
  resumeAudio: 'הקישו כדי להמשיך את השיחה',
  pendingSend: 'ממתין: יישלח כשהחיבור יחזור',
  notSent: 'לא נשלח: השיחה הסתיימה לפני שהחיבור חזר',
  consentTitle: 'לפני שמתחילים',
  consentText:
    'השיחה משתמשת במיקרופון שלך והשיחה מעובדת כדי לטפל בפנייה. האם את/ה מסכים/ה לדבר עם העוזרת הווירטואלית?',
  accept: 'מסכים/ה, להתקשר',
  decline: 'לא עכשיו',
  retry: 'ניסיון חוזר',
  dismiss: 'סגירה',
  recapTitle: 'תוצאות השיחה שלך',
  recapDate: 'תאריך',
  recapTime: 'שעה',
  recapDuration: 'משך',
  recapName: 'שם',
  recapPhone: 'טלפון',
  recapNeed: 'צורך',
  recapStatus: 'סטטוס',
  statusLead: 'הפרטים נרשמו',
  statusEnded: 'השיחה הסתיימה',
  statusFailed: 'לא ניתן היה להתחיל את השיחה',
  statusLost: 'החיבור אבד',
  byVoice: '—',
  download: 'הורדת התמלול (txt.)',
  transcriptHeader: 'תמלול השיחה עם {assistant}, {date} {time}',
  toolRunning: 'עובדת על זה: {tool}…',
  toolDone: 'בוצע',
  toolFailed: 'לא הושלם',
  toolTask: 'בקשה',
};

export const errors: Translation<'errors'> = {
  micMissing: 'לא נמצא מיקרופון. חברו מיקרופון ולחצו על ניסיון חוזר.',
  micBusy: 'אפליקציה אחרת משתמשת במיקרופון. סגרו אותה ולחצו על ניסיון חוזר.',
  micDeniedChromium:
    'אין לנו הרשאה להשתמש במיקרופון. לחצו על סמל המנעול ליד הכתובת, אפשרו "מיקרופון" ולחצו על ניסיון חוזר.',
  micDeniedSafari:
    'אין לנו הרשאה להשתמש במיקרופון. ב־Safari פתחו את הגדרות האתר (תפריט Safari), אפשרו מיקרופון ולחצו על ניסיון חוזר.',
  micDeniedFirefox:
    'אין לנו הרשאה להשתמש במיקרופון. לחצו על סמל המיקרופון החסום ליד הכתובת, הסירו את החסימה ולחצו על ניסיון חוזר.',
  micDeniedOther:
    'אין לנו הרשאה להשתמש במיקרופון. אפשרו מיקרופון לדף הזה בהגדרות הדפדפן ולחצו על ניסיון חוזר.',
  unreachable: 'אין חיבור לשירות השיחות. בדקו את החיבור לאינטרנט ונסו שוב.',
  badKey: 'האתר הזה לא מורשה לבצע שיחות (מפתח ציבורי לא תקין). עדכנו את בעלי האתר.',
  unknownAssistant: 'העוזרת הזאת לא קיימת או לא זמינה. עדכנו את בעלי האתר.',
  busy: 'השירות עמוס כרגע. המתינו דקה ונסו שוב.',
  joinTimeout: 'החיבור לשיחה נמשך יותר מדי זמן. בדקו את החיבור ונסו שוב.',
  callDropped: 'השיחה נותקה בגלל שגיאה. אפשר להתקשר שוב.',
  connectionLost: 'החיבור לשיחה אבד. בדקו את החיבור לאינטרנט והתקשרו שוב.',
  playbackBlocked: 'הדפדפן חסם את השמע. לחצו על ניסיון חוזר כדי להתקשר שוב.',
  noAudioOutput:
    'הדפדפן לא יכול להשמיע קול: לא נמצאו רמקולים או אוזניות. חברו או הפעילו רמקולים או אוזניות ולחצו על ניסיון חוזר.',
  unknownError: 'משהו השתבש בשיחה. נסו שוב.',
  inputEmpty: 'כתבו משהו לפני השליחה.',
  inputTooLong: {
    one: 'ההודעה ארוכה מדי: קצרו אותה לכל היותר לתו אחד.',
    two: 'ההודעה ארוכה מדי: קצרו אותה לכל היותר לשני תווים.',
    other: 'ההודעה ארוכה מדי: קצרו אותה לכל היותר ל־{max} תווים.',
  },
  inputNotConfigured: 'האתר עוד לא הגדיר את העוזרת (חסר מפתח ציבורי). עדכנו את בעלי האתר.',
  inputNoCall: 'השיחה כבר לא פעילה: ההודעה לא נשלחה.',
  inputQueueFull:
    'אנחנו מחברים מחדש את השיחה וכבר ממתינות יותר מדי הודעות. המתינו שהחיבור יחזור ושלחו את ההודעה הזאת שוב.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'איך הייתה השיחה?',
  feedbackUp: 'אהבתי',
  feedbackDown: 'לא אהבתי',
  feedbackComment: 'הערה (לא חובה)',
  feedbackCount: { one: '{n}/{max} תו', other: '{n}/{max} תווים' },
  feedbackSend: 'שליחת הדירוג',
  feedbackSkip: 'דילוג',
  feedbackThanks: 'תודה על הדירוג!',
  feedbackFailed: 'לא הצלחנו לשלוח את הדירוג. בדקו את החיבור ולחצו שוב על "שליחת הדירוג", או דלגו.',
  forget: 'לשכוח את השיחה הזאת',
  forgetQuestion: 'לשכוח את השיחה? ההיסטוריה והבחירות השמורות בדפדפן הזה יימחקו וסשן הצ׳אט ייסגר.',
  forgetConfirm: 'כן, לשכוח',
  forgetCancel: 'ביטול',
  forgotten: 'השיחה נשכחה: לא נשאר דבר שמור בדפדפן הזה.',
};
