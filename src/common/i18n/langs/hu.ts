/** Hungarian (docs/translations.md): every section of `en.ts`, same keys; formal address (Ön). */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'hu', dir: 'ltr', name: 'Magyar' } as const satisfies About<'hu'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Zsófia',
  launcherVoice: 'Hívás: {assistant}',
  launcherChat: 'Üzenet: {assistant}',
  launcherHybrid: 'Beszélgetés: {assistant}',
  loadFailed:
    'Nem sikerült megnyitni az asszisztenst. Ellenőrizze a kapcsolatot, és nyomja meg újra.',
  teaserClose: 'Bezárás',
};

export const button: Translation<'button'> = {
  callIdle: 'Nyomja meg a gombot, és beszéljen {assistant} asszisztenssel',
  callConnecting: 'Kapcsolódás…',
  callConnected: 'Kapcsolódva – nyomja meg a hívás befejezéséhez',
  callSpeaking: 'Beszélgetés folyamatban…',
  callReconnecting: 'Újrakapcsolódás…',
  liveNeedsScript:
    'Az élő híváshoz JavaScript szükséges: kapcsolja be a böngészőjében, hogy beszélhessen {assistant} asszisztenssel.',
  precheckStart: 'Mikrofon és kapcsolat tesztelése',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Javaslatok a kezdéshez',
  tapToContinue: 'Koppintson a hívás folytatásához',
  unreadCount: {
    one: '{max} új üzenet',
    other: '{max} új üzenet',
  },
  greeting:
    'Üdvözlöm, {assistant} vagyok. Írjon nekem, vagy ha beszélni szeretne, nyomja meg a „Hívás” gombot. Miben segíthetek?',
  close: 'Bezárás',
  newConversation: 'Új beszélgetés',
  logLabel: 'Beszélgetés: {assistant}',
  callStart: 'Hívás',
  hangUp: 'Hívás befejezése',
  sheetConnecting: 'Kapcsolódás…',
  inCall: 'Hívás folyamatban',
  chatPlaceholder: 'Írjon üzenetet…',
  callPlaceholder: 'Írjon a hívás közben…',
  waitingPlaceholder: 'Hívás kapcsolása…',
  interrupted: 'A válasz megszakadt.',
  chatNotSent: 'Nincs elküldve.',
  writeInstead: 'Inkább írok',
  chatByVoice: 'a hívásban',
  typing: '{assistant} ír…',
  consentChat:
    'Üzeneteit azért dolgozzuk fel, hogy segíthessünk. Hozzájárul, hogy a virtuális asszisztenssel beszélgessen?',
  acceptChat: 'Elfogadás',
  chatRecapTitle: 'A beszélgetés eredménye',
  languageLabel: 'Nyelv',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'A hívás nem indult el',
  orbConnecting: 'Kapcsolódás…',
  orbListening: 'Figyel',
  orbThinking: '{assistant} gondolkodik…',
  orbSpeaking: '{assistant} beszél',
  quickRepliesLabel: 'Javasolt válaszok',
  echoHint: 'Hangszórót használ? Fejhallgatóval {assistant} nem hallja a saját hangját.',
  panelLabel: 'Élő beszélgetés',
  transcriptLabel: 'A hívás átirata',
  you: 'Ön',
  empty: 'Az átirat itt jelenik meg.',
  mute: 'Mikrofon némítása',
  unmute: 'Mikrofon némításának feloldása',
  inputLabel: 'Üzenet írása',
  inputPlaceholder: 'Írja be a válaszát…',
  send: 'Küldés',
  levelAssistant: '{assistant} hangereje',
  levelMic: 'Az Ön mikrofonja',
  timerLabel: 'Időtartam',
  micSelect: 'Mikrofon',
  speakerSelect: 'Hangszóró',
  speakerDefault: 'Alapértelmezett hangszóró',
  speakerLabelsHidden: 'A hangszórók neve akkor jelenik meg, ha engedélyezi a mikrofont.',
  speakerLost:
    'A hangszóró kapcsolata megszakadt: a hang az alapértelmezett hangszórón szól tovább.',
  hold: 'Tartás',
  onHold: 'Tartásban',
  connectionGood: 'Kapcsolat: jó',
  connectionFair: 'Kapcsolat: közepes',
  connectionPoor: 'Kapcsolat: gyenge',
  connectionLost: 'Kapcsolat: megszakadt',
  connectionWeak:
    'Gyenge kapcsolat: menjen közelebb a Wi-Fi-hez, vagy zárja be a hálózatot használó többi alkalmazást.',
  connectionNone:
    'Most nincs kapcsolat: ellenőrizze a Wi-Fi-t vagy a mobiladatot. A hívás folytatódik, amint visszatér.',
  talkHold: 'Tartsa lenyomva a beszédhez',
  talkHeld: 'Figyelek… engedje fel a befejezéshez',
  talkMode: 'Beszéd gombnyomásra',
  micHint:
    'Nem halljuk Önt. Ellenőrizze, hogy a mikrofon csatlakoztatva van-e, és nincs-e lenémítva, vagy válasszon másikat.',
  typedOnly: 'Ez az offline asszisztens nem érti a beszédet: írja be a válaszait lent.',
  reconnecting: 'Újrakapcsolódás…',
  reconnectAttempt: '{n}. próbálkozás',
  resumeAudio: 'Koppintson a hívás folytatásához',
  pendingSend: 'Várakozik: elküldjük, amint a hívás újra kapcsolódik',
  notSent: 'Nincs elküldve: a hívás véget ért, mielőtt újra kapcsolódott volna',
  consentTitle: 'Mielőtt elkezdjük',
  consentText:
    'A hívás az Ön mikrofonját használja, a beszélgetést pedig azért dolgozzuk fel, hogy segíthessünk. Hozzájárul, hogy a virtuális asszisztenssel beszéljen?',
  accept: 'Elfogadás és hívás',
  decline: 'Most nem',
  retry: 'Újrapróbálkozás',
  dismiss: 'Bezárás',
  recapTitle: 'A hívás eredménye',
  recapDate: 'Dátum',
  recapTime: 'Időpont',
  recapDuration: 'Időtartam',
  recapName: 'Név',
  recapPhone: 'Telefon',
  recapNeed: 'Igény',
  recapStatus: 'Állapot',
  recapLatency: 'Szokásos várakozás a válaszra',
  precheckRunning: 'Tesztelés… mondjon néhány szót',
  precheckMicOk: 'Mikrofon: halljuk Önt.',
  precheckMicSilent:
    'Nem halljuk Önt: ellenőrizze, hogy a megfelelő mikrofon van-e kiválasztva, és nincs-e lenémítva.',
  precheckMicDenied:
    'A mikrofon le van tiltva: engedélyezze ennél a webhelynél a böngészőben, majd teszteljen újra.',
  precheckMicMissing: 'Nem található mikrofon: csatlakoztasson egyet, majd teszteljen újra.',
  precheckOutputOk: 'Hang: az eszköze le tud játszani hangot.',
  precheckOutputNone:
    'Nem lehet hangot lejátszani: csatlakoztasson hangszórót vagy fejhallgatót, és ellenőrizze a hangerőt.',
  precheckNetGood: 'Kapcsolat: jó ({rtt}).',
  precheckNetFair: 'Kapcsolat: közepes ({rtt}); a válaszok kicsit késhetnek.',
  precheckNetPoor:
    'Kapcsolat: gyenge ({rtt}); menjen közelebb a Wi‑Fi-hez, vagy állítsa le a többi letöltést.',
  precheckNetLost:
    'Nem érjük el a szolgáltatást: ellenőrizze az internetkapcsolatot, és teszteljen újra.',
  statusLead: 'Adatok rögzítve',
  statusEnded: 'A hívás véget ért',
  statusFailed: 'A hívást nem sikerült elindítani',
  statusLost: 'Megszakadt a kapcsolat',
  byVoice: '—',
  download: 'Átirat letöltése (.txt)',
  transcriptHeader: 'Hívásátirat – {assistant}, {date} {time}',
  toolRunning: 'Folyamatban: {tool}…',
  toolDone: 'Kész',
  toolFailed: 'Nem sikerült végrehajtani',
  toolTask: 'egy kérés',
};

export const errors: Translation<'errors'> = {
  micMissing:
    'Nem találtunk mikrofont. Csatlakoztasson egyet, és nyomja meg az „Újrapróbálkozás” gombot.',
  micBusy:
    'Egy másik alkalmazás használja a mikrofont. Zárja be, és nyomja meg az „Újrapróbálkozás” gombot.',
  micDeniedChromium:
    'Nincs engedélyünk a mikrofon használatára. Kattintson a cím melletti lakat ikonra, kapcsolja be a „Mikrofon” beállítást, és nyomja meg az „Újrapróbálkozás” gombot.',
  micDeniedSafari:
    'Nincs engedélyünk a mikrofon használatára. A Safariban nyissa meg a webhely beállításait (Safari menü), engedélyezze a mikrofont, és nyomja meg az „Újrapróbálkozás” gombot.',
  micDeniedFirefox:
    'Nincs engedélyünk a mikrofon használatára. Kattintson a cím melletti áthúzott mikrofon ikonra, oldja fel a tiltást, és nyomja meg az „Újrapróbálkozás” gombot.',
  micDeniedOther:
    'Nincs engedélyünk a mikrofon használatára. Engedélyezze a mikrofont ehhez az oldalhoz a böngésző beállításaiban, és nyomja meg az „Újrapróbálkozás” gombot.',
  unreachable:
    'Nem érjük el a hívásszolgáltatást. Ellenőrizze az internetkapcsolatát, és próbálja újra.',
  badKey:
    'Ez a webhely nem indíthat hívásokat (érvénytelen nyilvános kulcs). Kérjük, jelezze a webhely tulajdonosának.',
  unknownAssistant:
    'Ez az asszisztens nem létezik, vagy már nem érhető el. Kérjük, jelezze a webhely tulajdonosának.',
  busy: 'A szolgáltatás jelenleg túlterhelt. Várjon egy percet, és próbálja újra.',
  joinTimeout:
    'A hívás kapcsolása túl sokáig tartott. Ellenőrizze a kapcsolatot, és próbálja újra.',
  callDropped: 'A hívás hiba miatt megszakadt. Újra hívhat minket.',
  connectionLost:
    'Megszakadt a kapcsolat a hívással. Ellenőrizze az internetkapcsolatát, és hívjon újra.',
  playbackBlocked:
    'A böngésző letiltotta a hangot. Az újbóli híváshoz nyomja meg az „Újrapróbálkozás” gombot.',
  noAudioOutput:
    'A böngészője nem tud hangot lejátszani, mert nem talál hangszórót vagy fejhallgatót. Csatlakoztasson vagy kapcsoljon be hangszórót vagy fejhallgatót, és nyomja meg az „Újrapróbálkozás” gombot.',
  unknownError: 'Hiba történt a hívás során. Kérjük, próbálja újra.',
  inputEmpty: 'Küldés előtt írjon valamit.',
  inputTooLong: {
    one: 'Az üzenet túl hosszú: rövidítse legfeljebb {max} karakterre.',
    other: 'Az üzenet túl hosszú: rövidítse legfeljebb {max} karakterre.',
  },
  inputNotConfigured:
    'Ez a webhely még nem állította be az asszisztenst (hiányzik a nyilvános kulcs). Kérjük, jelezze a webhely tulajdonosának.',
  inputNoCall: 'A hívás már nem aktív: az üzenetét nem küldtük el.',
  inputQueueFull:
    'Újrakapcsoljuk a hívást, és már túl sok üzenet várakozik. Várja meg, amíg helyreáll a kapcsolat, majd küldje el újra ezt az üzenetet.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Milyen volt ez a beszélgetés?',
  feedbackUp: 'Tetszett',
  feedbackDown: 'Nem tetszett',
  feedbackComment: 'Megjegyzés (nem kötelező)',
  feedbackCount: { one: '{n}/{max} karakter', other: '{n}/{max} karakter' },
  feedbackSend: 'Értékelés küldése',
  feedbackSkip: 'Kihagyás',
  feedbackThanks: 'Köszönjük az értékelését!',
  feedbackFailed:
    'Nem sikerült elküldeni az értékelését. Ellenőrizze a kapcsolatot, és nyomja meg újra az „Értékelés küldése” gombot, vagy hagyja ki.',
  forget: 'A beszélgetés elfelejtése',
  forgetQuestion:
    'Elfelejtsük ezt a beszélgetést? A böngészőben mentett előzmények és beállítások törlődnek, a csevegési munkamenet pedig lezárul.',
  forgetConfirm: 'Igen, felejtsük el',
  forgetCancel: 'Mégse',
  forgotten: 'A beszélgetés elfelejtve: ebben a böngészőben semmi sem maradt mentve.',
};
