/** Turkish (docs/translations.md): every section of `en.ts`, same keys; formal address (siz). */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'tr', dir: 'ltr', name: 'Türkçe' } as const satisfies About<'tr'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofya',
  launcherVoice: '{assistant} ile sesli görüşün',
  launcherChat: '{assistant} ile mesajlaşın',
  launcherHybrid: '{assistant} ile konuşun',
  loadFailed: 'Asistan açılamadı. Bağlantınızı kontrol edip yeniden basın.',
  teaserClose: 'Kapat',
};

export const button: Translation<'button'> = {
  callIdle: 'Düğmeye basın ve {assistant} ile konuşun',
  callConnecting: 'Bağlanıyor…',
  callConnected: 'Bağlandı – kapatmak için basın',
  callSpeaking: 'Konuşuluyor…',
  callReconnecting: 'Yeniden bağlanıyor…',
  liveNeedsScript:
    'Canlı görüşme için JavaScript gerekir: {assistant} ile konuşmak için tarayıcınızda JavaScript’i etkinleştirin.',
  precheckStart: 'Mikrofonu ve bağlantıyı test et',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Başlamak için öneriler',
  tapToContinue: 'Görüşmeye devam etmek için dokunun',
  unreadCount: {
    one: '{max} yeni mesaj',
    other: '{max} yeni mesaj',
  },
  greeting:
    'Merhaba, ben {assistant}. Bana yazın ya da konuşmak için “Ara” düğmesine basın. Size nasıl yardımcı olabilirim?',
  close: 'Kapat',
  newConversation: 'Yeni sohbet',
  logLabel: '{assistant} ile sohbet',
  callStart: 'Ara',
  hangUp: 'Görüşmeyi bitir',
  sheetConnecting: 'Bağlanıyor…',
  inCall: 'Görüşmede',
  chatPlaceholder: 'Bir mesaj yazın…',
  callPlaceholder: 'Görüşme sırasında yazın…',
  waitingPlaceholder: 'Görüşme bağlanıyor…',
  interrupted: 'Yanıt yarıda kesildi.',
  chatNotSent: 'Gönderilmedi.',
  writeInstead: 'Yazarak devam edin',
  chatByVoice: 'görüşmede',
  typing: '{assistant} yazıyor…',
  consentChat:
    'Size yardımcı olabilmek için mesajlarınız işlenir. Sanal asistanla yazışmayı kabul ediyor musunuz?',
  acceptChat: 'Kabul et',
  chatRecapTitle: 'Sohbetinizin sonucu',
  languageLabel: 'Dil',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Arama başlamadı',
  orbConnecting: 'Bağlanıyor…',
  orbListening: 'Dinliyor',
  orbThinking: '{assistant} düşünüyor…',
  orbSpeaking: '{assistant} konuşuyor',
  quickRepliesLabel: 'Önerilen yanıtlar',
  echoHint: 'Hoparlör mü kullanıyorsunuz? Kulaklık kullanırsanız {assistant} kendi sesini duymaz.',
  panelLabel: 'Canlı görüşme',
  transcriptLabel: 'Görüşme dökümü',
  you: 'Siz',
  empty: 'Görüşme dökümü burada görünecek.',
  mute: 'Mikrofonu kapat',
  unmute: 'Mikrofonu aç',
  inputLabel: 'Mesaj yazın',
  inputPlaceholder: 'Yanıtınızı yazın…',
  send: 'Gönder',
  levelAssistant: 'Ses düzeyi: {assistant}',
  levelMic: 'Mikrofonunuz',
  timerLabel: 'Süre',
  micSelect: 'Mikrofon',
  speakerSelect: 'Hoparlör',
  speakerDefault: 'Varsayılan hoparlör',
  speakerLabelsHidden: 'Hoparlör adları, mikrofona izin verdiğinizde görünür.',
  speakerLost: 'Hoparlörünüzün bağlantısı kesildi: ses varsayılan hoparlörden devam ediyor.',
  hold: 'Beklet',
  onHold: 'Beklemede',
  connectionGood: 'Bağlantı: iyi',
  connectionFair: 'Bağlantı: orta',
  connectionPoor: 'Bağlantı: zayıf',
  connectionLost: 'Bağlantı: koptu',
  connectionWeak:
    'Zayıf bağlantı: Wi-Fi’ınıza yaklaşın veya ağı kullanan diğer uygulamaları kapatın.',
  connectionNone:
    'Şu an bağlantı yok: Wi-Fi’ınızı veya mobil verinizi kontrol edin. Bağlantı dönünce görüşme devam eder.',
  talkHold: 'Konuşmak için basılı tutun',
  talkHeld: 'Dinliyorum… bitirmek için bırakın',
  talkMode: 'Bas-konuş',
  micHint:
    'Sizi duyamıyoruz. Mikrofonun takılı olduğunu ve sesinin kapalı olmadığını kontrol edin ya da başka bir mikrofon seçin.',
  typedOnly: 'Bu çevrimdışı asistan konuşmayı anlamıyor: yanıtlarınızı aşağıya yazın.',
  reconnecting: 'Yeniden bağlanıyor…',
  reconnectAttempt: '{n}. deneme',
  resumeAudio: 'Görüşmeye devam etmek için dokunun',
  pendingSend: 'Bekliyor: görüşme yeniden bağlandığında gönderilecek',
  notSent: 'Gönderilmedi: görüşme yeniden bağlanmadan sona erdi',
  consentTitle: 'Başlamadan önce',
  consentText:
    'Görüşmede mikrofonunuz kullanılır ve size yardımcı olabilmek için konuşma işlenir. Sanal asistanla konuşmayı kabul ediyor musunuz?',
  accept: 'Kabul et ve ara',
  decline: 'Şimdi değil',
  retry: 'Tekrar dene',
  dismiss: 'Kapat',
  recapTitle: 'Görüşmenizin sonucu',
  recapDate: 'Tarih',
  recapTime: 'Saat',
  recapDuration: 'Süre',
  recapName: 'Ad',
  recapPhone: 'Telefon',
  recapNeed: 'Talep',
  recapStatus: 'Durum',
  recapLatency: 'Yanıt için olağan bekleme',
  precheckRunning: 'Test ediliyor… birkaç kelime söyleyin',
  precheckMicOk: 'Mikrofon: sizi duyuyoruz.',
  precheckMicSilent:
    'Sizi duyamıyoruz: doğru mikrofonun seçili olduğunu ve sesinin kapalı olmadığını kontrol edin.',
  precheckMicDenied:
    'Mikrofon engellendi: tarayıcınızda bu site için izin verin, sonra yeniden test edin.',
  precheckMicMissing: 'Mikrofon bulunamadı: bir mikrofon takın, sonra yeniden test edin.',
  precheckOutputOk: 'Ses: cihazınız ses çalabiliyor.',
  precheckOutputNone:
    'Ses çalınamıyor: hoparlör veya kulaklık bağlayın ve ses düzeyini kontrol edin.',
  precheckNetGood: 'Bağlantı: iyi ({rtt}).',
  precheckNetFair: 'Bağlantı: orta ({rtt}); yanıtlar biraz gecikebilir.',
  precheckNetPoor: 'Bağlantı: zayıf ({rtt}); Wi‑Fi’a yaklaşın veya diğer indirmeleri kapatın.',
  precheckNetLost: 'Hizmete ulaşamıyoruz: internet bağlantınızı kontrol edin ve yeniden test edin.',
  statusLead: 'Bilgiler kaydedildi',
  statusEnded: 'Görüşme sona erdi',
  statusFailed: 'Görüşme başlatılamadı',
  statusLost: 'Bağlantı koptu',
  byVoice: '—',
  download: 'Dökümü indir (.txt)',
  transcriptHeader: '{assistant} ile görüşmenin dökümü, {date} {time}',
  toolRunning: 'Üzerinde çalışılıyor: {tool}…',
  toolDone: 'Tamamlandı',
  toolFailed: 'Tamamlanamadı',
  toolTask: 'bir talep',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Mikrofon bulunamadı. Bir mikrofon takın ve “Tekrar dene” düğmesine basın.',
  micBusy:
    'Mikrofonu başka bir uygulama kullanıyor. Uygulamayı kapatın ve “Tekrar dene” düğmesine basın.',
  micDeniedChromium:
    'Mikrofonu kullanma iznimiz yok. Adresin yanındaki kilit simgesini tıklayın, “Mikrofon” iznini açın ve “Tekrar dene” düğmesine basın.',
  micDeniedSafari:
    'Mikrofonu kullanma iznimiz yok. Safari’de bu web sitesinin ayarlarını açın (Safari menüsü), mikrofona izin verin ve “Tekrar dene” düğmesine basın.',
  micDeniedFirefox:
    'Mikrofonu kullanma iznimiz yok. Adresin yanındaki üstü çizili mikrofon simgesini tıklayın, engeli kaldırın ve “Tekrar dene” düğmesine basın.',
  micDeniedOther:
    'Mikrofonu kullanma iznimiz yok. Tarayıcınızın ayarlarında bu sayfa için mikrofona izin verin ve “Tekrar dene” düğmesine basın.',
  unreachable: 'Arama hizmetine ulaşamıyoruz. İnternet bağlantınızı kontrol edip tekrar deneyin.',
  badKey:
    'Bu sitenin arama yapma izni yok (geçersiz genel anahtar). Lütfen durumu site sahibine bildirin.',
  unknownAssistant:
    'Bu asistan mevcut değil veya artık kullanılamıyor. Lütfen durumu site sahibine bildirin.',
  busy: 'Hizmet şu anda yoğun. Bir dakika bekleyip tekrar deneyin.',
  joinTimeout: 'Görüşmenin bağlanması çok uzun sürdü. Bağlantınızı kontrol edip tekrar deneyin.',
  callDropped: 'Görüşme bir hata nedeniyle kesildi. Yeniden arayabilirsiniz.',
  connectionLost: 'Görüşmeyle bağlantı koptu. İnternet bağlantınızı kontrol edip yeniden arayın.',
  playbackBlocked: 'Tarayıcı sesi engelledi. Yeniden aramak için “Tekrar dene” düğmesine basın.',
  noAudioOutput:
    'Tarayıcınız ses çalamıyor: hiçbir hoparlör veya kulaklık bulamıyor. Hoparlör ya da kulaklık takın veya açın ve “Tekrar dene” düğmesine basın.',
  unknownError: 'Görüşmede bir sorun oluştu. Lütfen tekrar deneyin.',
  inputEmpty: 'Göndermeden önce bir şey yazın.',
  inputTooLong: {
    one: 'Mesaj çok uzun: en fazla {max} karaktere kısaltın.',
    other: 'Mesaj çok uzun: en fazla {max} karaktere kısaltın.',
  },
  inputNotConfigured:
    'Bu site asistanı henüz ayarlamamış (genel anahtar eksik). Lütfen durumu site sahibine bildirin.',
  inputNoCall: 'Görüşme artık etkin değil: mesajınız gönderilmedi.',
  inputQueueFull:
    'Görüşmeyi yeniden bağlıyoruz ve bekleyen çok fazla mesaj var. Bağlantının geri gelmesini bekleyin ve bu mesajı yeniden gönderin.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Bu sohbet nasıldı?',
  feedbackUp: 'Beğendim',
  feedbackDown: 'Beğenmedim',
  feedbackComment: 'Yorum (isteğe bağlı)',
  feedbackCount: { one: '{n}/{max} karakter', other: '{n}/{max} karakter' },
  feedbackSend: 'Değerlendirmeyi gönder',
  feedbackSkip: 'Atla',
  feedbackThanks: 'Değerlendirmeniz için teşekkürler!',
  feedbackFailed:
    'Değerlendirmenizi gönderemedik. Bağlantınızı kontrol edip “Değerlendirmeyi gönder” düğmesine yeniden basın ya da bu adımı atlayın.',
  forget: 'Bu sohbeti unut',
  forgetQuestion:
    'Bu sohbet unutulsun mu? Bu tarayıcıda kayıtlı geçmiş ve tercihler silinecek, sohbet oturumu kapatılacak.',
  forgetConfirm: 'Evet, unut',
  forgetCancel: 'İptal',
  forgotten: 'Sohbet unutuldu: bu tarayıcıda kayıtlı hiçbir şey kalmadı.',
};
