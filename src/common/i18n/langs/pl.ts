/**
 * Polish (docs/translations.md): every section of `en.ts`, same keys; the visitor is addressed
 * informally (Ty, capitalised as in letters). Polish declines names and `{assistant}` cannot be
 * declined, so every text keeps the name in the nominative (subject, apposition after a dash).
 */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'pl', dir: 'ltr', name: 'Polski' } as const satisfies About<'pl'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Zadzwoń – odbierze {assistant}',
  launcherChat: 'Napisz – odpowie {assistant}',
  launcherHybrid: 'Porozmawiaj – pomoże {assistant}',
  loadFailed: 'Nie udało się otworzyć asystenta. Sprawdź połączenie i naciśnij ponownie.',
  teaserClose: 'Zamknij',
};

export const button: Translation<'button'> = {
  callIdle: 'Naciśnij przycisk i mów – {assistant} słucha',
  callConnecting: 'Łączenie…',
  callConnected: 'Połączono – naciśnij, aby się rozłączyć',
  callSpeaking: 'Mówi…',
  callReconnecting: 'Ponowne łączenie…',
  liveNeedsScript:
    'Rozmowa na żywo wymaga JavaScriptu: włącz go w przeglądarce, a {assistant} odbierze.',
  precheckStart: 'Sprawdź mikrofon i połączenie',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Propozycje na początek',
  tapToContinue: 'Dotknij, aby kontynuować rozmowę',
  unreadCount: {
    one: '{max} nowa wiadomość',
    few: '{max} nowe wiadomości',
    many: '{max} nowych wiadomości',
    other: '{max} nowej wiadomości',
  },
  greeting:
    'Dzień dobry, tu {assistant}. Napisz do mnie lub naciśnij „Zadzwoń”, aby porozmawiać. W czym mogę pomóc?',
  close: 'Zamknij',
  newConversation: 'Nowa rozmowa',
  logLabel: 'Rozmowa – {assistant}',
  callStart: 'Zadzwoń',
  hangUp: 'Rozłącz',
  sheetConnecting: 'Łączenie…',
  inCall: 'Trwa rozmowa',
  chatPlaceholder: 'Napisz wiadomość…',
  callPlaceholder: 'Pisz w trakcie rozmowy…',
  waitingPlaceholder: 'Łączenie rozmowy…',
  interrupted: 'Odpowiedź przerwana.',
  chatNotSent: 'Nie wysłano.',
  writeInstead: 'Wolę pisać',
  chatByVoice: 'podczas rozmowy',
  typing: '{assistant} pisze…',
  consentChat:
    'Twoje wiadomości są przetwarzane, abyśmy mogli Ci pomóc. Czy zgadzasz się na czat z wirtualnym asystentem?',
  acceptChat: 'Akceptuj',
  chatRecapTitle: 'Podsumowanie czatu',
  languageLabel: 'Język',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Rozmowa nie rozpoczęła się',
  orbConnecting: 'Łączenie…',
  orbListening: 'Słucham',
  orbThinking: '{assistant} myśli…',
  orbSpeaking: '{assistant} mówi',
  quickRepliesLabel: 'Sugerowane odpowiedzi',
  echoHint:
    'Rozmowa przez głośniki? Dzięki słuchawkom {assistant} nie będzie słyszeć własnego głosu.',
  panelLabel: 'Rozmowa na żywo',
  transcriptLabel: 'Transkrypcja rozmowy',
  you: 'Ty',
  empty: 'Tutaj pojawi się transkrypcja.',
  mute: 'Wycisz mikrofon',
  unmute: 'Włącz mikrofon',
  inputLabel: 'Napisz wiadomość',
  inputPlaceholder: 'Wpisz odpowiedź…',
  send: 'Wyślij',
  levelAssistant: 'Głośność: {assistant}',
  levelMic: 'Twój mikrofon',
  timerLabel: 'Czas trwania',
  micSelect: 'Mikrofon',
  speakerSelect: 'Głośnik',
  speakerDefault: 'Domyślny głośnik',
  speakerLabelsHidden: 'Nazwy głośników pojawią się, gdy zezwolisz na użycie mikrofonu.',
  speakerLost: 'Głośnik został odłączony: dźwięk jest teraz odtwarzany przez domyślny głośnik.',
  hold: 'Zawieś',
  onHold: 'Zawieszone',
  connectionGood: 'Połączenie: dobre',
  connectionFair: 'Połączenie: średnie',
  connectionPoor: 'Połączenie: słabe',
  connectionLost: 'Połączenie: utracone',
  connectionWeak:
    'Słabe połączenie: podejdź bliżej routera Wi-Fi lub zamknij inne aplikacje korzystające z sieci.',
  connectionNone:
    'Brak połączenia: sprawdź Wi-Fi lub dane komórkowe. Rozmowa będzie kontynuowana, gdy połączenie wróci.',
  talkHold: 'Przytrzymaj, aby mówić',
  talkHeld: 'Słucham… puść, aby zakończyć',
  talkMode: 'Naciśnij i mów',
  micHint:
    'Nie słyszymy Cię. Sprawdź, czy mikrofon jest podłączony i nie jest wyciszony, albo wybierz inny.',
  typedOnly: 'Ten asystent offline nie rozpoznaje mowy: wpisuj odpowiedzi poniżej.',
  reconnecting: 'Ponowne łączenie…',
  reconnectAttempt: 'próba {n}',
  resumeAudio: 'Dotknij, aby kontynuować rozmowę',
  pendingSend: 'Oczekuje: zostanie wysłana po ponownym połączeniu',
  notSent: 'Nie wysłano: rozmowa zakończyła się przed ponownym połączeniem',
  consentTitle: 'Zanim zaczniemy',
  consentText:
    'Rozmowa korzysta z Twojego mikrofonu, a jej treść jest przetwarzana, abyśmy mogli Ci pomóc. Czy zgadzasz się na rozmowę z wirtualnym asystentem?',
  accept: 'Akceptuj i zadzwoń',
  decline: 'Nie teraz',
  retry: 'Spróbuj ponownie',
  dismiss: 'Zamknij',
  recapTitle: 'Podsumowanie rozmowy',
  recapDate: 'Data',
  recapTime: 'Godzina',
  recapDuration: 'Czas trwania',
  recapName: 'Imię i nazwisko',
  recapPhone: 'Telefon',
  recapNeed: 'Sprawa',
  recapStatus: 'Status',
  recapLatency: 'Typowy czas oczekiwania na odpowiedź',
  precheckRunning: 'Trwa test… powiedz kilka słów',
  precheckMicOk: 'Mikrofon: słyszymy cię.',
  precheckMicSilent:
    'Nie słyszymy cię: sprawdź, czy wybrano właściwy mikrofon i czy nie jest wyciszony.',
  precheckMicDenied:
    'Mikrofon jest zablokowany: zezwól na niego dla tej strony w przeglądarce i sprawdź ponownie.',
  precheckMicMissing: 'Nie znaleziono mikrofonu: podłącz go i sprawdź ponownie.',
  precheckOutputOk: 'Dźwięk: twoje urządzenie może odtwarzać dźwięk.',
  precheckOutputNone:
    'Nie można odtworzyć dźwięku: podłącz głośniki lub słuchawki i sprawdź głośność.',
  precheckNetGood: 'Połączenie: dobre ({rtt}).',
  precheckNetFair: 'Połączenie: średnie ({rtt}); odpowiedzi mogą przychodzić z lekkim opóźnieniem.',
  precheckNetPoor: 'Połączenie: słabe ({rtt}); podejdź bliżej Wi‑Fi lub zamknij inne pobierania.',
  precheckNetLost:
    'Nie możemy połączyć się z usługą: sprawdź połączenie z internetem i spróbuj ponownie.',
  statusLead: 'Dane zapisane',
  statusEnded: 'Rozmowa zakończona',
  statusFailed: 'Nie udało się rozpocząć rozmowy',
  statusLost: 'Utracono połączenie',
  byVoice: '—',
  download: 'Pobierz transkrypcję (.txt)',
  transcriptHeader: 'Transkrypcja rozmowy – {assistant}, {date}, godz. {time}',
  toolRunning: 'W toku: {tool}…',
  toolDone: 'Gotowe',
  toolFailed: 'Nie udało się wykonać',
  toolTask: 'zapytanie',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Nie znaleźliśmy mikrofonu. Podłącz go i naciśnij „Spróbuj ponownie”.',
  micBusy: 'Inna aplikacja używa mikrofonu. Zamknij ją i naciśnij „Spróbuj ponownie”.',
  micDeniedChromium:
    'Nie mamy uprawnień do korzystania z mikrofonu. Kliknij ikonę kłódki obok adresu, włącz „Mikrofon” i naciśnij „Spróbuj ponownie”.',
  micDeniedSafari:
    'Nie mamy uprawnień do korzystania z mikrofonu. W Safari otwórz Ustawienia tej witryny (menu Safari), zezwól na użycie mikrofonu i naciśnij „Spróbuj ponownie”.',
  micDeniedFirefox:
    'Nie mamy uprawnień do korzystania z mikrofonu. Kliknij przekreśloną ikonę mikrofonu obok adresu, usuń blokadę i naciśnij „Spróbuj ponownie”.',
  micDeniedOther:
    'Nie mamy uprawnień do korzystania z mikrofonu. Zezwól na użycie mikrofonu na tej stronie w ustawieniach przeglądarki i naciśnij „Spróbuj ponownie”.',
  unreachable:
    'Nie możemy połączyć się z usługą rozmów. Sprawdź połączenie z internetem i spróbuj ponownie.',
  badKey:
    'Ta witryna nie ma uprawnień do nawiązywania połączeń (nieprawidłowy klucz publiczny). Powiadom właściciela witryny.',
  unknownAssistant:
    'Ten asystent nie istnieje lub nie jest już dostępny. Powiadom właściciela witryny.',
  busy: 'Usługa jest teraz przeciążona. Odczekaj minutę i spróbuj ponownie.',
  joinTimeout: 'Łączenie trwało zbyt długo. Sprawdź połączenie i spróbuj ponownie.',
  callDropped: 'Rozmowa została przerwana z powodu błędu. Możesz zadzwonić ponownie.',
  connectionLost:
    'Utracono połączenie z rozmową. Sprawdź połączenie z internetem i zadzwoń ponownie.',
  playbackBlocked:
    'Przeglądarka zablokowała dźwięk. Naciśnij „Spróbuj ponownie”, aby zadzwonić jeszcze raz.',
  noAudioOutput:
    'Przeglądarka nie może odtworzyć dźwięku: nie znajduje głośników ani słuchawek. Podłącz lub włącz głośniki albo słuchawki i naciśnij „Spróbuj ponownie”.',
  unknownError: 'Coś poszło nie tak podczas rozmowy. Spróbuj ponownie.',
  inputEmpty: 'Napisz coś przed wysłaniem.',
  inputTooLong: {
    one: 'Wiadomość jest za długa: skróć ją, może mieć najwyżej {max} znak.',
    few: 'Wiadomość jest za długa: skróć ją, może mieć najwyżej {max} znaki.',
    many: 'Wiadomość jest za długa: skróć ją, może mieć najwyżej {max} znaków.',
    other: 'Wiadomość jest za długa: skróć ją, może mieć najwyżej {max} znaku.',
  },
  inputNotConfigured:
    'Ta witryna nie skonfigurowała jeszcze asystenta (brak klucza publicznego). Powiadom właściciela witryny.',
  inputNoCall: 'Rozmowa nie jest już aktywna: Twoja wiadomość nie została wysłana.',
  inputQueueFull:
    'Przywracamy połączenie, a w kolejce czeka już zbyt wiele wiadomości. Poczekaj, aż połączenie wróci, i wyślij tę wiadomość ponownie.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Jak oceniasz tę rozmowę?',
  feedbackUp: 'Podobało mi się',
  feedbackDown: 'Nie podobało mi się',
  feedbackComment: 'Komentarz (opcjonalnie)',
  feedbackCount: {
    one: '{n}/{max} znak',
    few: '{n}/{max} znaki',
    many: '{n}/{max} znaków',
    other: '{n}/{max} znaku',
  },
  feedbackSend: 'Wyślij ocenę',
  feedbackSkip: 'Pomiń',
  feedbackThanks: 'Dziękujemy za ocenę!',
  feedbackFailed:
    'Nie udało się wysłać oceny. Sprawdź połączenie i ponownie naciśnij „Wyślij ocenę” albo pomiń ten krok.',
  forget: 'Zapomnij o tej rozmowie',
  forgetQuestion:
    'Zapomnieć o tej rozmowie? Historia i wybory zapisane w tej przeglądarce zostaną usunięte, a sesja czatu zostanie zamknięta.',
  forgetConfirm: 'Tak, zapomnij',
  forgetCancel: 'Anuluj',
  forgotten: 'Rozmowa zapomniana: w tej przeglądarce nie ma już żadnych zapisanych danych.',
};
