/** German (docs/translations.md): every section of `en.ts`, same keys; the visitor is addressed as „Sie“. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'de', dir: 'ltr', name: 'Deutsch' } as const satisfies About<'de'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: '{assistant} anrufen',
  launcherChat: 'Nachricht an {assistant}',
  launcherHybrid: 'Mit {assistant} sprechen',
  loadFailed:
    'Der Assistent konnte nicht geöffnet werden. Prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
  teaserClose: 'Schließen',
};

export const button: Translation<'button'> = {
  callIdle: 'Drücken Sie hier, um mit {assistant} zu sprechen',
  callConnecting: 'Verbindung wird aufgebaut…',
  callConnected: 'Verbunden – zum Auflegen drücken',
  callSpeaking: 'Spricht…',
  callReconnecting: 'Verbindung wird wiederhergestellt…',
  liveNeedsScript:
    'Für den Live-Anruf wird JavaScript benötigt: Aktivieren Sie es in Ihrem Browser, um mit {assistant} zu sprechen.',
  precheckStart: 'Mikrofon und Verbindung testen',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Vorschläge zum Einstieg',
  tapToContinue: 'Tippen Sie, um den Anruf fortzusetzen',
  unreadCount: {
    one: '{max} neue Nachricht',
    other: '{max} neue Nachrichten',
  },
  greeting:
    'Hallo, ich bin {assistant}. Schreiben Sie mir oder drücken Sie „Anrufen“, um mit mir zu sprechen. Wie kann ich Ihnen helfen?',
  close: 'Schließen',
  newConversation: 'Neues Gespräch',
  logLabel: 'Gespräch mit {assistant}',
  callStart: 'Anrufen',
  hangUp: 'Auflegen',
  sheetConnecting: 'Verbindung wird aufgebaut…',
  inCall: 'Im Gespräch',
  chatPlaceholder: 'Nachricht schreiben…',
  callPlaceholder: 'Während des Anrufs schreiben…',
  waitingPlaceholder: 'Anruf wird verbunden…',
  interrupted: 'Antwort unterbrochen.',
  chatNotSent: 'Nicht gesendet.',
  writeInstead: 'Lieber schreiben',
  chatByVoice: 'im Anruf',
  typing: '{assistant} schreibt…',
  consentChat:
    'Ihre Nachrichten werden verarbeitet, um Ihnen zu helfen. Sind Sie einverstanden, mit dem virtuellen Assistenten zu chatten?',
  acceptChat: 'Zustimmen',
  chatRecapTitle: 'Zusammenfassung Ihres Gesprächs',
  languageLabel: 'Sprache',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Anruf nicht gestartet',
  orbConnecting: 'Verbindung wird hergestellt…',
  orbListening: 'Hört zu',
  orbThinking: '{assistant} denkt nach…',
  orbSpeaking: '{assistant} spricht',
  quickRepliesLabel: 'Vorgeschlagene Antworten',
  echoHint:
    'Nutzen Sie Lautsprecher? Mit Kopfhörern hört {assistant} die eigene Stimme nicht mehr.',
  panelLabel: 'Live-Gespräch',
  transcriptLabel: 'Transkript des Anrufs',
  you: 'Sie',
  empty: 'Hier erscheint das Transkript.',
  mute: 'Mikrofon stummschalten',
  unmute: 'Mikrofon einschalten',
  inputLabel: 'Nachricht schreiben',
  inputPlaceholder: 'Ihre Antwort eingeben…',
  send: 'Senden',
  levelAssistant: 'Lautstärke von {assistant}',
  levelMic: 'Ihr Mikrofon',
  timerLabel: 'Dauer',
  micSelect: 'Mikrofon',
  speakerSelect: 'Lautsprecher',
  speakerDefault: 'Standardlautsprecher',
  speakerLabelsHidden:
    'Die Namen der Lautsprecher werden angezeigt, sobald Sie das Mikrofon erlauben.',
  speakerLost:
    'Ihr Lautsprecher wurde getrennt: Der Ton läuft jetzt über den Standardlautsprecher weiter.',
  hold: 'Halten',
  onHold: 'Gehalten',
  connectionGood: 'Verbindung: gut',
  connectionFair: 'Verbindung: mittel',
  connectionPoor: 'Verbindung: schlecht',
  connectionLost: 'Verbindung: unterbrochen',
  connectionWeak:
    'Schwache Verbindung: Gehen Sie näher an Ihr WLAN oder schließen Sie andere Apps, die das Netz nutzen.',
  connectionNone:
    'Gerade keine Verbindung: Prüfen Sie Ihr WLAN oder Ihre mobilen Daten. Der Anruf geht weiter, sobald sie zurück ist.',
  talkHold: 'Zum Sprechen gedrückt halten',
  talkHeld: 'Ich höre zu… zum Beenden loslassen',
  talkMode: 'Drücken zum Sprechen',
  micHint:
    'Wir hören Sie nicht. Prüfen Sie, ob das Mikrofon angeschlossen und nicht stummgeschaltet ist, oder wählen Sie ein anderes.',
  typedOnly:
    'Dieser Offline-Assistent versteht keine gesprochene Sprache: Geben Sie Ihre Antworten unten ein.',
  reconnecting: 'Verbindung wird wiederhergestellt…',
  reconnectAttempt: 'Versuch {n}',
  resumeAudio: 'Tippen Sie, um den Anruf fortzusetzen',
  pendingSend: 'Ausstehend: wird gesendet, sobald der Anruf wieder verbunden ist',
  notSent: 'Nicht gesendet: Der Anruf wurde beendet, bevor die Verbindung wieder stand',
  consentTitle: 'Bevor wir beginnen',
  consentText:
    'Für den Anruf wird Ihr Mikrofon verwendet, und das Gespräch wird verarbeitet, um Ihnen zu helfen. Sind Sie einverstanden, mit dem virtuellen Assistenten zu sprechen?',
  accept: 'Zustimmen und anrufen',
  decline: 'Jetzt nicht',
  retry: 'Erneut versuchen',
  dismiss: 'Schließen',
  recapTitle: 'Zusammenfassung Ihres Anrufs',
  recapDate: 'Datum',
  recapTime: 'Uhrzeit',
  recapDuration: 'Dauer',
  recapName: 'Name',
  recapPhone: 'Telefon',
  recapNeed: 'Anliegen',
  recapStatus: 'Status',
  recapLatency: 'Übliche Wartezeit auf eine Antwort',
  precheckRunning: 'Test läuft… sagen Sie ein paar Worte',
  precheckMicOk: 'Mikrofon: Wir hören Sie.',
  precheckMicSilent:
    'Wir hören Sie nicht: Prüfen Sie, ob das richtige Mikrofon gewählt und nicht stummgeschaltet ist.',
  precheckMicDenied:
    'Das Mikrofon ist blockiert: Erlauben Sie es für diese Website im Browser und testen Sie erneut.',
  precheckMicMissing: 'Kein Mikrofon gefunden: Schließen Sie eines an und testen Sie erneut.',
  precheckOutputOk: 'Ton: Ihr Gerät kann Audio abspielen.',
  precheckOutputNone:
    'Kein Ton möglich: Schließen Sie Lautsprecher oder Kopfhörer an und prüfen Sie die Lautstärke.',
  precheckNetGood: 'Verbindung: gut ({rtt}).',
  precheckNetFair: 'Verbindung: mittel ({rtt}); Antworten können etwas später kommen.',
  precheckNetPoor:
    'Verbindung: schwach ({rtt}); gehen Sie näher ans WLAN oder beenden Sie andere Downloads.',
  precheckNetLost:
    'Der Dienst ist nicht erreichbar: Prüfen Sie Ihre Internetverbindung und testen Sie erneut.',
  statusLead: 'Angaben erfasst',
  statusEnded: 'Anruf beendet',
  statusFailed: 'Der Anruf konnte nicht gestartet werden',
  statusLost: 'Verbindung verloren',
  byVoice: '—',
  download: 'Transkript herunterladen (.txt)',
  transcriptHeader: 'Transkript des Anrufs mit {assistant} am {date} um {time}',
  toolRunning: 'Wird bearbeitet: {tool}…',
  toolDone: 'Erledigt',
  toolFailed: 'Konnte nicht abgeschlossen werden',
  toolTask: 'eine Anfrage',
};

export const errors: Translation<'errors'> = {
  micMissing:
    'Wir konnten kein Mikrofon finden. Schließen Sie eines an und drücken Sie „Erneut versuchen“.',
  micBusy:
    'Eine andere App verwendet das Mikrofon. Schließen Sie sie und drücken Sie „Erneut versuchen“.',
  micDeniedChromium:
    'Wir haben keine Berechtigung, das Mikrofon zu verwenden. Klicken Sie auf das Schloss-Symbol neben der Adresse, aktivieren Sie „Mikrofon“ und drücken Sie „Erneut versuchen“.',
  micDeniedSafari:
    'Wir haben keine Berechtigung, das Mikrofon zu verwenden. Öffnen Sie in Safari die Einstellungen für diese Website (Menü „Safari“), erlauben Sie das Mikrofon und drücken Sie „Erneut versuchen“.',
  micDeniedFirefox:
    'Wir haben keine Berechtigung, das Mikrofon zu verwenden. Klicken Sie auf das durchgestrichene Mikrofon-Symbol neben der Adresse, heben Sie die Blockierung auf und drücken Sie „Erneut versuchen“.',
  micDeniedOther:
    'Wir haben keine Berechtigung, das Mikrofon zu verwenden. Erlauben Sie das Mikrofon für diese Seite in den Einstellungen Ihres Browsers und drücken Sie „Erneut versuchen“.',
  unreachable:
    'Der Anrufdienst ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  badKey:
    'Diese Website darf keine Anrufe tätigen (ungültiger öffentlicher Schlüssel). Bitte informieren Sie den Betreiber der Website.',
  unknownAssistant:
    'Diesen Assistenten gibt es nicht oder er ist nicht mehr verfügbar. Bitte informieren Sie den Betreiber der Website.',
  busy: 'Der Dienst ist gerade ausgelastet. Warten Sie eine Minute und versuchen Sie es erneut.',
  joinTimeout:
    'Der Verbindungsaufbau hat zu lange gedauert. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  callDropped: 'Der Anruf wurde wegen eines Fehlers unterbrochen. Sie können erneut anrufen.',
  connectionLost:
    'Die Verbindung zum Anruf ist abgebrochen. Prüfen Sie Ihre Internetverbindung und rufen Sie erneut an.',
  playbackBlocked:
    'Der Browser hat den Ton blockiert. Drücken Sie „Erneut versuchen“, um noch einmal anzurufen.',
  noAudioOutput:
    'Ihr Browser kann keinen Ton abspielen: Er findet keine Lautsprecher oder Kopfhörer. Schließen Sie Lautsprecher oder Kopfhörer an bzw. schalten Sie sie ein und drücken Sie „Erneut versuchen“.',
  unknownError: 'Beim Anruf ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  inputEmpty: 'Schreiben Sie etwas, bevor Sie senden.',
  inputTooLong: {
    one: 'Die Nachricht ist zu lang: Kürzen Sie sie auf höchstens {max} Zeichen.',
    other: 'Die Nachricht ist zu lang: Kürzen Sie sie auf höchstens {max} Zeichen.',
  },
  inputNotConfigured:
    'Diese Website hat den Assistenten noch nicht eingerichtet (der öffentliche Schlüssel fehlt). Bitte informieren Sie den Betreiber der Website.',
  inputNoCall: 'Der Anruf ist nicht mehr aktiv: Ihre Nachricht wurde nicht gesendet.',
  inputQueueFull:
    'Wir stellen die Verbindung zum Anruf wieder her, und es warten bereits zu viele Nachrichten. Warten Sie, bis die Verbindung wieder steht, und senden Sie diese Nachricht dann erneut.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Wie fanden Sie dieses Gespräch?',
  feedbackUp: 'Hat mir gefallen',
  feedbackDown: 'Hat mir nicht gefallen',
  feedbackComment: 'Kommentar (optional)',
  feedbackCount: { one: '{n}/{max} Zeichen', other: '{n}/{max} Zeichen' },
  feedbackSend: 'Bewertung senden',
  feedbackSkip: 'Überspringen',
  feedbackThanks: 'Vielen Dank für Ihre Bewertung!',
  feedbackFailed:
    'Ihre Bewertung konnte nicht gesendet werden. Prüfen Sie Ihre Verbindung und drücken Sie erneut „Bewertung senden“ – oder überspringen Sie diesen Schritt.',
  forget: 'Dieses Gespräch vergessen',
  forgetQuestion:
    'Dieses Gespräch vergessen? Der Verlauf und die in diesem Browser gespeicherten Einstellungen werden gelöscht, und die Chat-Sitzung wird beendet.',
  forgetConfirm: 'Ja, vergessen',
  forgetCancel: 'Abbrechen',
  forgotten: 'Gespräch vergessen: In diesem Browser ist nichts mehr gespeichert.',
};
