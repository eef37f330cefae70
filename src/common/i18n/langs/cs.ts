/**
 * Czech (docs/translations.md): every section of `en.ts`, same keys; the visitor is addressed
 * formally (vykání). Czech declines names and `{assistant}` cannot be declined, so every text
 * keeps the name in the nominative (subject, or after a dash).
 */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'cs', dir: 'ltr', name: 'Čeština' } as const satisfies About<'cs'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Zavolejte – ozve se {assistant}',
  launcherChat: 'Napište – odpoví {assistant}',
  launcherHybrid: 'Promluvte si – pomůže vám {assistant}',
  loadFailed: 'Asistenta se nepodařilo otevřít. Zkontrolujte připojení a stiskněte znovu.',
  teaserClose: 'Zavřít',
};

export const button: Translation<'button'> = {
  callIdle: 'Stiskněte tlačítko a mluvte – {assistant} poslouchá',
  callConnecting: 'Připojování…',
  callConnected: 'Připojeno – stisknutím zavěsíte',
  callSpeaking: 'Mluví…',
  callReconnecting: 'Obnovování spojení…',
  liveNeedsScript:
    'Hovor naživo vyžaduje JavaScript: zapněte ho v prohlížeči a {assistant} se vám ozve.',
  precheckStart: 'Otestovat mikrofon a připojení',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Návrhy na začátek',
  tapToContinue: 'Klepnutím budete pokračovat v hovoru',
  unreadCount: {
    one: '{max} nová zpráva',
    few: '{max} nové zprávy',
    many: '{max} nové zprávy',
    other: '{max} nových zpráv',
  },
  greeting:
    'Dobrý den, jsem {assistant}. Napište mi, nebo stiskněte „Zavolat“ a promluvíme si. Jak vám mohu pomoci?',
  close: 'Zavřít',
  newConversation: 'Nová konverzace',
  logLabel: 'Konverzace – {assistant}',
  callStart: 'Zavolat',
  hangUp: 'Zavěsit',
  sheetConnecting: 'Připojování…',
  inCall: 'Probíhá hovor',
  chatPlaceholder: 'Napište zprávu…',
  callPlaceholder: 'Pište během hovoru…',
  waitingPlaceholder: 'Spojování hovoru…',
  interrupted: 'Odpověď přerušena.',
  chatNotSent: 'Neodesláno.',
  writeInstead: 'Raději napsat',
  chatByVoice: 'v hovoru',
  typing: '{assistant} píše…',
  consentChat:
    'Vaše zprávy zpracováváme, abychom vám mohli pomoci. Souhlasíte s chatem s virtuálním asistentem?',
  acceptChat: 'Přijmout',
  chatRecapTitle: 'Shrnutí konverzace',
  languageLabel: 'Jazyk',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Hovor nezačal',
  orbConnecting: 'Připojování…',
  orbListening: 'Poslouchám',
  orbThinking: '{assistant} přemýšlí…',
  orbSpeaking: '{assistant} mluví',
  quickRepliesLabel: 'Navrhované odpovědi',
  echoHint: 'Používáte reproduktory? Se sluchátky {assistant} neuslyší vlastní hlas.',
  panelLabel: 'Konverzace naživo',
  transcriptLabel: 'Přepis hovoru',
  you: 'Vy',
  empty: 'Zde se zobrazí přepis.',
  mute: 'Ztlumit mikrofon',
  unmute: 'Zapnout mikrofon',
  inputLabel: 'Napsat zprávu',
  inputPlaceholder: 'Napište odpověď…',
  send: 'Odeslat',
  levelAssistant: 'Hlasitost – {assistant}',
  levelMic: 'Váš mikrofon',
  timerLabel: 'Délka',
  micSelect: 'Mikrofon',
  speakerSelect: 'Reproduktor',
  speakerDefault: 'Výchozí reproduktor',
  speakerLabelsHidden: 'Názvy reproduktorů se zobrazí, jakmile povolíte mikrofon.',
  speakerLost: 'Váš reproduktor byl odpojen: zvuk teď hraje z výchozího reproduktoru.',
  hold: 'Přidržet',
  onHold: 'Přidrženo',
  connectionGood: 'Připojení: dobré',
  connectionFair: 'Připojení: průměrné',
  connectionPoor: 'Připojení: slabé',
  connectionLost: 'Připojení: ztraceno',
  connectionWeak:
    'Slabé připojení: přesuňte se blíž k Wi-Fi nebo zavřete jiné aplikace, které používají síť.',
  connectionNone:
    'Teď nejste připojeni: zkontrolujte Wi-Fi nebo mobilní data. Hovor bude pokračovat, až se připojení vrátí.',
  talkHold: 'Podržte a mluvte',
  talkHeld: 'Poslouchám… uvolněním ukončíte',
  talkMode: 'Stiskněte a mluvte',
  micHint:
    'Neslyšíme vás. Zkontrolujte, že je mikrofon připojený a není ztlumený, nebo zvolte jiný.',
  typedOnly: 'Tento offline asistent nerozumí řeči: odpovědi pište níže.',
  reconnecting: 'Obnovování spojení…',
  reconnectAttempt: 'pokus {n}',
  resumeAudio: 'Klepnutím budete pokračovat v hovoru',
  pendingSend: 'Čeká: odešle se po obnovení spojení',
  notSent: 'Neodesláno: hovor skončil dřív, než se spojení obnovilo',
  consentTitle: 'Než začneme',
  consentText:
    'Hovor používá váš mikrofon a konverzaci zpracováváme, abychom vám mohli pomoci. Souhlasíte s hovorem s virtuálním asistentem?',
  accept: 'Přijmout a zavolat',
  decline: 'Teď ne',
  retry: 'Zkusit znovu',
  dismiss: 'Zavřít',
  recapTitle: 'Shrnutí hovoru',
  recapDate: 'Datum',
  recapTime: 'Čas',
  recapDuration: 'Délka',
  recapName: 'Jméno',
  recapPhone: 'Telefon',
  recapNeed: 'Požadavek',
  recapStatus: 'Stav',
  recapLatency: 'Obvyklé čekání na odpověď',
  precheckRunning: 'Probíhá test… řekněte pár slov',
  precheckMicOk: 'Mikrofon: slyšíme vás.',
  precheckMicSilent: 'Neslyšíme vás: zkontrolujte, že je vybraný správný mikrofon a není ztlumený.',
  precheckMicDenied:
    'Mikrofon je zablokovaný: povolte ho pro tento web v prohlížeči a otestujte znovu.',
  precheckMicMissing: 'Mikrofon nebyl nalezen: připojte ho a otestujte znovu.',
  precheckOutputOk: 'Zvuk: vaše zařízení umí přehrávat zvuk.',
  precheckOutputNone:
    'Zvuk nelze přehrát: připojte reproduktory nebo sluchátka a zkontrolujte hlasitost.',
  precheckNetGood: 'Připojení: dobré ({rtt}).',
  precheckNetFair: 'Připojení: průměrné ({rtt}); odpovědi se mohou trochu zpozdit.',
  precheckNetPoor: 'Připojení: slabé ({rtt}); přibližte se k Wi‑Fi nebo ukončete jiná stahování.',
  precheckNetLost: 'Službu nelze zastihnout: zkontrolujte připojení k internetu a otestujte znovu.',
  statusLead: 'Údaje zaznamenány',
  statusEnded: 'Hovor ukončen',
  statusFailed: 'Hovor se nepodařilo zahájit',
  statusLost: 'Spojení ztraceno',
  byVoice: '—',
  download: 'Stáhnout přepis (.txt)',
  transcriptHeader: 'Přepis hovoru – {assistant}, {date} v {time}',
  toolRunning: 'Probíhá: {tool}…',
  toolDone: 'Hotovo',
  toolFailed: 'Nepodařilo se dokončit',
  toolTask: 'požadavek',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Nenašli jsme žádný mikrofon. Připojte ho a stiskněte „Zkusit znovu“.',
  micBusy: 'Mikrofon používá jiná aplikace. Zavřete ji a stiskněte „Zkusit znovu“.',
  micDeniedChromium:
    'Nemáme oprávnění používat mikrofon. Klikněte na ikonu zámku vedle adresy, zapněte „Mikrofon“ a stiskněte „Zkusit znovu“.',
  micDeniedSafari:
    'Nemáme oprávnění používat mikrofon. V Safari otevřete Nastavení pro tento web (nabídka Safari), povolte mikrofon a stiskněte „Zkusit znovu“.',
  micDeniedFirefox:
    'Nemáme oprávnění používat mikrofon. Klikněte na ikonu přeškrtnutého mikrofonu vedle adresy, zrušte blokování a stiskněte „Zkusit znovu“.',
  micDeniedOther:
    'Nemáme oprávnění používat mikrofon. Povolte mikrofon pro tuto stránku v nastavení prohlížeče a stiskněte „Zkusit znovu“.',
  unreachable:
    'Nemůžeme se spojit se službou hovorů. Zkontrolujte připojení k internetu a zkuste to znovu.',
  badKey:
    'Tento web nemá oprávnění uskutečňovat hovory (neplatný veřejný klíč). Dejte prosím vědět provozovateli webu.',
  unknownAssistant:
    'Tento asistent neexistuje nebo už není k dispozici. Dejte prosím vědět provozovateli webu.',
  busy: 'Služba je právě přetížená. Počkejte minutu a zkuste to znovu.',
  joinTimeout: 'Spojení hovoru trvalo příliš dlouho. Zkontrolujte připojení a zkuste to znovu.',
  callDropped: 'Hovor byl kvůli chybě přerušen. Můžete zavolat znovu.',
  connectionLost:
    'Spojení s hovorem bylo ztraceno. Zkontrolujte připojení k internetu a zavolejte znovu.',
  playbackBlocked: 'Prohlížeč zablokoval zvuk. Stisknutím „Zkusit znovu“ zavoláte znovu.',
  noAudioOutput:
    'Váš prohlížeč nemůže přehrát zvuk: nenašel žádné reproduktory ani sluchátka. Připojte nebo zapněte reproduktory či sluchátka a stiskněte „Zkusit znovu“.',
  unknownError: 'Při hovoru se něco pokazilo. Zkuste to prosím znovu.',
  inputEmpty: 'Před odesláním něco napište.',
  inputTooLong: {
    one: 'Zpráva je příliš dlouhá: zkraťte ji nejvýše na {max} znak.',
    few: 'Zpráva je příliš dlouhá: zkraťte ji nejvýše na {max} znaky.',
    many: 'Zpráva je příliš dlouhá: zkraťte ji nejvýše na {max} znaku.',
    other: 'Zpráva je příliš dlouhá: zkraťte ji nejvýše na {max} znaků.',
  },
  inputNotConfigured:
    'Tento web zatím asistenta nenastavil (chybí veřejný klíč). Dejte prosím vědět provozovateli webu.',
  inputNoCall: 'Hovor už neprobíhá: vaše zpráva nebyla odeslána.',
  inputQueueFull:
    'Obnovujeme spojení hovoru a už čeká příliš mnoho zpráv. Počkejte, až se spojení obnoví, a tuto zprávu odešlete znovu.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Jak hodnotíte tuto konverzaci?',
  feedbackUp: 'Líbilo se mi to',
  feedbackDown: 'Nelíbilo se mi to',
  feedbackComment: 'Komentář (nepovinné)',
  feedbackCount: {
    one: '{n}/{max} znak',
    few: '{n}/{max} znaky',
    many: '{n}/{max} znaku',
    other: '{n}/{max} znaků',
  },
  feedbackSend: 'Odeslat hodnocení',
  feedbackSkip: 'Přeskočit',
  feedbackThanks: 'Děkujeme za vaše hodnocení!',
  feedbackFailed:
    'Hodnocení se nepodařilo odeslat. Zkontrolujte připojení a znovu stiskněte „Odeslat hodnocení“, nebo tento krok přeskočte.',
  forget: 'Zapomenout na tuto konverzaci',
  forgetQuestion:
    'Zapomenout na tuto konverzaci? Historie a volby uložené v tomto prohlížeči budou smazány a relace chatu bude ukončena.',
  forgetConfirm: 'Ano, zapomenout',
  forgetCancel: 'Zrušit',
  forgotten: 'Konverzace zapomenuta: v tomto prohlížeči už nic uloženo není.',
};
