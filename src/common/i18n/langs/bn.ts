/** Bengali (docs/translations.md): every section of `en.ts`, same keys. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'bn', dir: 'ltr', name: 'বাংলা' } as const satisfies About<'bn'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'সোফিয়া',
  launcherVoice: '{assistant}-কে কল করুন',
  launcherChat: '{assistant}-কে মেসেজ করুন',
  launcherHybrid: '{assistant}-এর সাথে কথা বলুন',
  loadFailed: 'অ্যাসিস্ট্যান্ট খোলা যায়নি। আপনার সংযোগ পরীক্ষা করে আবার চাপুন।',
  teaserClose: 'বন্ধ করুন',
};

export const button: Translation<'button'> = {
  callIdle: 'বোতাম চেপে {assistant}-এর সাথে কথা বলুন',
  callConnecting: 'সংযোগ করা হচ্ছে…',
  callConnected: 'সংযুক্ত – কল কাটতে চাপুন',
  callSpeaking: 'কথা বলছেন…',
  callReconnecting: 'আবার সংযোগ করা হচ্ছে…',
  liveNeedsScript:
    'লাইভ কলের জন্য JavaScript প্রয়োজন: {assistant}-এর সাথে কথা বলতে আপনার ব্রাউজারে এটি চালু করুন।',
  precheckStart: 'মাইক্রোফোন ও সংযোগ পরীক্ষা করুন',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'শুরু করার পরামর্শ',
  tapToContinue: 'কল চালিয়ে যেতে ট্যাপ করুন',
  unreadCount: {
    one: '{max}টি নতুন বার্তা',
    other: '{max}টি নতুন বার্তা',
  },
  greeting:
    'হ্যালো, আমি {assistant}। আমাকে লিখুন অথবা কথা বলতে “কল করুন” চাপুন। বলুন, কীভাবে সাহায্য করতে পারি?',
  close: 'বন্ধ করুন',
  newConversation: 'নতুন কথোপকথন',
  logLabel: '{assistant}-এর সাথে কথোপকথন',
  callStart: 'কল করুন',
  hangUp: 'কল কাটুন',
  sheetConnecting: 'সংযোগ করা হচ্ছে…',
  inCall: 'কলে আছেন',
  chatPlaceholder: 'একটি মেসেজ লিখুন…',
  callPlaceholder: 'কলের সময় লিখুন…',
  waitingPlaceholder: 'কল সংযোগ করা হচ্ছে…',
  interrupted: 'উত্তর মাঝপথে থেমে গেছে।',
  chatNotSent: 'পাঠানো হয়নি।',
  writeInstead: 'এর বদলে লিখুন',
  chatByVoice: 'কলে',
  typing: '{assistant} লিখছেন…',
  consentChat:
    'আপনাকে সাহায্য করার জন্য আপনার মেসেজ প্রসেস করা হয়। আপনি কি ভার্চুয়াল অ্যাসিস্ট্যান্টের সাথে লিখে কথা বলতে সম্মত?',
  acceptChat: 'সম্মতি দিন',
  chatRecapTitle: 'আপনার কথোপকথনের ফলাফল',
  languageLabel: 'ভাষা',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'কল শুরু হয়নি',
  orbConnecting: 'সংযোগ হচ্ছে…',
  orbListening: 'শুনছি',
  orbThinking: '{assistant} ভাবছে…',
  orbSpeaking: '{assistant} কথা বলছে',
  quickRepliesLabel: 'প্রস্তাবিত উত্তর',
  echoHint:
    'স্পিকার ব্যবহার করছেন? হেডফোন ব্যবহার করলে {assistant}-এর কণ্ঠ আবার মাইক্রোফোনে ধরা পড়বে না।',
  panelLabel: 'লাইভ কথোপকথন',
  transcriptLabel: 'কলের ট্রান্সক্রিপ্ট',
  you: 'আপনি',
  empty: 'ট্রান্সক্রিপ্ট এখানে দেখা যাবে।',
  mute: 'মাইক্রোফোন মিউট করুন',
  unmute: 'মাইক্রোফোন আনমিউট করুন',
  inputLabel: 'একটি মেসেজ লিখুন',
  inputPlaceholder: 'আপনার উত্তর লিখুন…',
  send: 'পাঠান',
  levelAssistant: '{assistant}-এর ভলিউম',
  levelMic: 'আপনার মাইক্রোফোন',
  timerLabel: 'সময়কাল',
  micSelect: 'মাইক্রোফোন',
  speakerSelect: 'স্পিকার',
  speakerDefault: 'ডিফল্ট স্পিকার',
  speakerLabelsHidden: 'মাইক্রোফোনের অনুমতি দিলে স্পিকারের নাম দেখা যাবে।',
  speakerLost: 'আপনার স্পিকারের সংযোগ বিচ্ছিন্ন হয়েছে: অডিও ডিফল্ট স্পিকারে চলতে থাকবে।',
  hold: 'হোল্ড করুন',
  onHold: 'হোল্ডে আছে',
  connectionGood: 'সংযোগ: ভালো',
  connectionFair: 'সংযোগ: মোটামুটি',
  connectionPoor: 'সংযোগ: দুর্বল',
  connectionLost: 'সংযোগ: বিচ্ছিন্ন',
  connectionWeak:
    'দুর্বল সংযোগ: আপনার Wi-Fi-এর কাছে যান বা নেটওয়ার্ক ব্যবহার করে এমন অন্য অ্যাপ বন্ধ করুন।',
  connectionNone: 'এখন কোনো সংযোগ নেই: আপনার Wi-Fi বা মোবাইল ডেটা দেখুন। সংযোগ ফিরলে কল চলতে থাকবে।',
  talkHold: 'কথা বলতে চেপে ধরে রাখুন',
  talkHeld: 'শুনছি… শেষ করতে ছেড়ে দিন',
  talkMode: 'চেপে কথা বলুন',
  micHint:
    'আমরা আপনার কথা শুনতে পাচ্ছি না। মাইক্রোফোন লাগানো আছে এবং মিউট করা নেই কিনা দেখুন, অথবা অন্য একটি মাইক্রোফোন বেছে নিন।',
  typedOnly: 'এই অফলাইন অ্যাসিস্ট্যান্ট মুখের কথা বোঝে না: নিচে আপনার উত্তর লিখুন।',
  reconnecting: 'আবার সংযোগ করা হচ্ছে…',
  reconnectAttempt: 'প্রচেষ্টা {n}',
  resumeAudio: 'কল চালিয়ে যেতে ট্যাপ করুন',
  pendingSend: 'অপেক্ষমাণ: কল আবার সংযুক্ত হলে পাঠানো হবে',
  notSent: 'পাঠানো হয়নি: আবার সংযুক্ত হওয়ার আগেই কল শেষ হয়ে গেছে',
  consentTitle: 'শুরু করার আগে',
  consentText:
    'কলে আপনার মাইক্রোফোন ব্যবহার করা হয় এবং আপনাকে সাহায্য করার জন্য কথোপকথন প্রসেস করা হয়। আপনি কি ভার্চুয়াল অ্যাসিস্ট্যান্টের সাথে কথা বলতে সম্মত?',
  accept: 'সম্মতি দিয়ে কল করুন',
  decline: 'এখন নয়',
  retry: 'আবার চেষ্টা করুন',
  dismiss: 'বন্ধ করুন',
  recapTitle: 'আপনার কলের ফলাফল',
  recapDate: 'তারিখ',
  recapTime: 'সময়',
  recapDuration: 'সময়কাল',
  recapName: 'নাম',
  recapPhone: 'ফোন',
  recapNeed: 'প্রয়োজন',
  recapStatus: 'অবস্থা',
  recapLatency: 'উত্তরের জন্য সাধারণ অপেক্ষা',
  precheckRunning: 'পরীক্ষা চলছে… কয়েকটি কথা বলুন',
  precheckMicOk: 'মাইক্রোফোন: আমরা আপনাকে শুনতে পাচ্ছি।',
  precheckMicSilent:
    'আমরা আপনাকে শুনতে পাচ্ছি না: ঠিক মাইক্রোফোনটি বেছে নেওয়া আছে এবং মিউট নেই কি না দেখুন।',
  precheckMicDenied:
    'মাইক্রোফোন ব্লক করা আছে: ব্রাউজারে এই সাইটের জন্য অনুমতি দিন, তারপর আবার পরীক্ষা করুন।',
  precheckMicMissing: 'কোনো মাইক্রোফোন পাওয়া যায়নি: একটি লাগান, তারপর আবার পরীক্ষা করুন।',
  precheckOutputOk: 'শব্দ: আপনার ডিভাইস অডিও বাজাতে পারে।',
  precheckOutputNone: 'শব্দ বাজানো যাচ্ছে না: স্পিকার বা হেডফোন লাগান এবং ভলিউম দেখুন।',
  precheckNetGood: 'সংযোগ: ভালো ({rtt})।',
  precheckNetFair: 'সংযোগ: মোটামুটি ({rtt}); উত্তর আসতে একটু দেরি হতে পারে।',
  precheckNetPoor: 'সংযোগ: দুর্বল ({rtt}); Wi‑Fi-এর কাছে যান বা অন্য ডাউনলোড বন্ধ করুন।',
  precheckNetLost: 'আমরা পরিষেবায় পৌঁছাতে পারছি না: ইন্টারনেট সংযোগ দেখুন এবং আবার পরীক্ষা করুন।',
  statusLead: 'তথ্য নথিভুক্ত হয়েছে',
  statusEnded: 'কল শেষ হয়েছে',
  statusFailed: 'কল শুরু করা যায়নি',
  statusLost: 'সংযোগ বিচ্ছিন্ন হয়েছে',
  byVoice: '—',
  download: 'ট্রান্সক্রিপ্ট ডাউনলোড করুন (.txt)',
  transcriptHeader: '{assistant}-এর সাথে কলের ট্রান্সক্রিপ্ট, {date} {time}',
  toolRunning: 'কাজ চলছে: {tool}…',
  toolDone: 'সম্পন্ন',
  toolFailed: 'সম্পন্ন করা যায়নি',
  toolTask: 'একটি অনুরোধ',
};

export const errors: Translation<'errors'> = {
  micMissing: 'কোনো মাইক্রোফোন পাওয়া যায়নি। একটি মাইক্রোফোন লাগিয়ে “আবার চেষ্টা করুন” চাপুন।',
  micBusy: 'অন্য একটি অ্যাপ মাইক্রোফোন ব্যবহার করছে। সেটি বন্ধ করে “আবার চেষ্টা করুন” চাপুন।',
  micDeniedChromium:
    'মাইক্রোফোন ব্যবহারের অনুমতি আমাদের নেই। ঠিকানার পাশে তালার আইকনে ক্লিক করুন, “মাইক্রোফোন” চালু করুন এবং “আবার চেষ্টা করুন” চাপুন।',
  micDeniedSafari:
    'মাইক্রোফোন ব্যবহারের অনুমতি আমাদের নেই। Safari-তে এই ওয়েবসাইটের সেটিংস খুলুন (Safari মেনু), মাইক্রোফোনের অনুমতি দিন এবং “আবার চেষ্টা করুন” চাপুন।',
  micDeniedFirefox:
    'মাইক্রোফোন ব্যবহারের অনুমতি আমাদের নেই। ঠিকানার পাশে কাটা দাগ দেওয়া মাইক্রোফোন আইকনে ক্লিক করুন, ব্লক সরিয়ে দিন এবং “আবার চেষ্টা করুন” চাপুন।',
  micDeniedOther:
    'মাইক্রোফোন ব্যবহারের অনুমতি আমাদের নেই। আপনার ব্রাউজারের সেটিংসে এই পেজের জন্য মাইক্রোফোনের অনুমতি দিন এবং “আবার চেষ্টা করুন” চাপুন।',
  unreachable:
    'কল পরিষেবার সাথে যোগাযোগ করা যাচ্ছে না। আপনার ইন্টারনেট সংযোগ পরীক্ষা করে আবার চেষ্টা করুন।',
  badKey: 'এই সাইটের কল করার অনুমতি নেই (পাবলিক কী সঠিক নয়)। অনুগ্রহ করে সাইটের মালিককে জানান।',
  unknownAssistant:
    'এই অ্যাসিস্ট্যান্টের অস্তিত্ব নেই বা এটি আর উপলব্ধ নয়। অনুগ্রহ করে সাইটের মালিককে জানান।',
  busy: 'পরিষেবাটি এখন ব্যস্ত। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  joinTimeout: 'কল সংযুক্ত হতে অনেক বেশি সময় লেগেছে। আপনার সংযোগ পরীক্ষা করে আবার চেষ্টা করুন।',
  callDropped: 'একটি ত্রুটির কারণে কল কেটে গেছে। আপনি আবার কল করতে পারেন।',
  connectionLost: 'কলের সংযোগ বিচ্ছিন্ন হয়ে গেছে। আপনার ইন্টারনেট সংযোগ পরীক্ষা করে আবার কল করুন।',
  playbackBlocked: 'ব্রাউজার অডিও ব্লক করেছে। আবার কল করতে “আবার চেষ্টা করুন” চাপুন।',
  noAudioOutput:
    'আপনার ব্রাউজার শব্দ চালাতে পারছে না: কোনো স্পিকার বা হেডফোন খুঁজে পাচ্ছে না। স্পিকার বা হেডফোন লাগান বা চালু করুন এবং “আবার চেষ্টা করুন” চাপুন।',
  unknownError: 'কলে কোনো সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  inputEmpty: 'পাঠানোর আগে কিছু লিখুন।',
  inputTooLong: {
    one: 'মেসেজটি অনেক বড়: এটি ছোট করে সর্বোচ্চ {max} অক্ষরের মধ্যে রাখুন।',
    other: 'মেসেজটি অনেক বড়: এটি ছোট করে সর্বোচ্চ {max} অক্ষরের মধ্যে রাখুন।',
  },
  inputNotConfigured:
    'এই সাইট এখনও অ্যাসিস্ট্যান্ট সেট আপ করেনি (পাবলিক কী নেই)। অনুগ্রহ করে সাইটের মালিককে জানান।',
  inputNoCall: 'কলটি আর চালু নেই: আপনার মেসেজ পাঠানো হয়নি।',
  inputQueueFull:
    'আমরা কলটি আবার সংযুক্ত করছি এবং ইতিমধ্যেই অনেক মেসেজ পাঠানোর অপেক্ষায় আছে। সংযোগ ফিরে আসা পর্যন্ত অপেক্ষা করে এই মেসেজটি আবার পাঠান।',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'এই কথোপকথনটি কেমন লাগল?',
  feedbackUp: 'ভালো লেগেছে',
  feedbackDown: 'ভালো লাগেনি',
  feedbackComment: 'মন্তব্য (ঐচ্ছিক)',
  feedbackCount: { one: '{n}/{max} অক্ষর', other: '{n}/{max} অক্ষর' },
  feedbackSend: 'রেটিং পাঠান',
  feedbackSkip: 'এড়িয়ে যান',
  feedbackThanks: 'রেটিং দেওয়ার জন্য ধন্যবাদ!',
  feedbackFailed:
    'আপনার রেটিং পাঠানো যায়নি। আপনার সংযোগ পরীক্ষা করে আবার “রেটিং পাঠান” চাপুন, অথবা এড়িয়ে যান।',
  forget: 'এই কথোপকথন মুছে ফেলুন',
  forgetQuestion:
    'এই কথোপকথন মুছে ফেলবেন? এই ব্রাউজারে সংরক্ষিত ইতিহাস ও আপনার বেছে নেওয়া সেটিংস মুছে যাবে এবং চ্যাট সেশন বন্ধ হয়ে যাবে।',
  forgetConfirm: 'হ্যাঁ, মুছে ফেলুন',
  forgetCancel: 'বাতিল করুন',
  forgotten: 'কথোপকথন মুছে ফেলা হয়েছে: এই ব্রাউজারে আর কিছুই সংরক্ষিত নেই।',
};
