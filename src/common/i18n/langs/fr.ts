/** French (docs/translations.md): every section of `en.ts`, same keys; the visitor is addressed as « vous ». */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'fr', dir: 'ltr', name: 'Français' } as const satisfies About<'fr'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Appeler {assistant}',
  launcherChat: 'Écrire à {assistant}',
  launcherHybrid: 'Parler avec {assistant}',
  loadFailed: 'L’assistant n’a pas pu s’ouvrir. Vérifiez votre connexion et appuyez de nouveau.',
  teaserClose: 'Fermer',
};

export const button: Translation<'button'> = {
  callIdle: 'Appuyez sur le bouton pour parler avec {assistant}',
  callConnecting: 'Connexion…',
  callConnected: 'Connecté – appuyez pour raccrocher',
  callSpeaking: 'En train de parler…',
  callReconnecting: 'Reconnexion…',
  liveNeedsScript:
    'L’appel en direct nécessite JavaScript : activez-le dans votre navigateur pour parler avec {assistant}.',
  precheckStart: 'Tester le micro et la connexion',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Suggestions pour commencer',
  tapToContinue: 'Touchez pour poursuivre l’appel',
  unreadCount: {
    one: '{max} nouveau message',
    many: '{max} nouveaux messages',
    other: '{max} nouveaux messages',
  },
  greeting:
    'Bonjour, je suis {assistant}. Écrivez-moi ou appuyez sur « Appeler » pour me parler. Comment puis-je vous aider ?',
  close: 'Fermer',
  newConversation: 'Nouvelle conversation',
  logLabel: 'Conversation avec {assistant}',
  callStart: 'Appeler',
  hangUp: 'Raccrocher',
  sheetConnecting: 'Connexion…',
  inCall: 'Appel en cours',
  chatPlaceholder: 'Écrivez un message…',
  callPlaceholder: 'Écrivez pendant l’appel…',
  waitingPlaceholder: 'Connexion de l’appel…',
  interrupted: 'Réponse interrompue.',
  chatNotSent: 'Non envoyé.',
  writeInstead: 'Écrire plutôt',
  chatByVoice: 'pendant l’appel',
  typing: '{assistant} écrit…',
  consentChat:
    'Vos messages sont traités pour vous aider. Acceptez-vous d’échanger par écrit avec l’assistant virtuel ?',
  acceptChat: 'Accepter',
  chatRecapTitle: 'Récapitulatif de votre conversation',
  languageLabel: 'Langue',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Appel non commencé',
  orbConnecting: 'Connexion…',
  orbListening: 'À l’écoute',
  orbThinking: '{assistant} réfléchit…',
  orbSpeaking: '{assistant} parle',
  quickRepliesLabel: 'Réponses suggérées',
  echoHint:
    'Vous utilisez des haut-parleurs ? Avec un casque, {assistant} ne s’entendra plus dans votre micro.',
  panelLabel: 'Conversation en direct',
  transcriptLabel: 'Transcription de l’appel',
  you: 'Vous',
  empty: 'La transcription s’affichera ici.',
  mute: 'Couper le micro',
  unmute: 'Réactiver le micro',
  inputLabel: 'Écrire un message',
  inputPlaceholder: 'Tapez votre réponse…',
  send: 'Envoyer',
  levelAssistant: 'Volume de {assistant}',
  levelMic: 'Votre micro',
  timerLabel: 'Durée',
  micSelect: 'Micro',
  speakerSelect: 'Haut-parleur',
  speakerDefault: 'Haut-parleur par défaut',
  speakerLabelsHidden: 'Le nom des haut-parleurs s’affiche une fois le micro autorisé.',
  speakerLost:
    'Votre haut-parleur a été déconnecté : le son passe désormais par le haut-parleur par défaut.',
  hold: 'Mettre en attente',
  onHold: 'En attente',
  connectionGood: 'Connexion : bonne',
  connectionFair: 'Connexion : moyenne',
  connectionPoor: 'Connexion : faible',
  connectionLost: 'Connexion : perdue',
  connectionWeak:
    'Connexion faible : rapprochez-vous de votre Wi-Fi ou fermez les autres applications qui utilisent le réseau.',
  connectionNone:
    "Aucune connexion pour l'instant : vérifiez votre Wi-Fi ou vos données mobiles. L'appel reprend dès son retour.",
  talkHold: 'Maintenez pour parler',
  talkHeld: 'Je vous écoute… relâchez pour terminer',
  talkMode: 'Appuyer pour parler',
  micHint:
    'Nous ne vous entendons pas. Vérifiez que le micro est branché et non coupé, ou choisissez-en un autre.',
  typedOnly: 'Cet assistant hors ligne ne comprend pas la voix : tapez vos réponses ci-dessous.',
  reconnecting: 'Reconnexion…',
  reconnectAttempt: 'tentative {n}',
  resumeAudio: 'Touchez pour poursuivre l’appel',
  pendingSend: 'En attente : il sera envoyé dès que l’appel sera rétabli',
  notSent: 'Non envoyé : l’appel s’est terminé avant d’être rétabli',
  consentTitle: 'Avant de commencer',
  consentText:
    'L’appel utilise votre micro et la conversation est traitée pour vous aider. Acceptez-vous de parler avec l’assistant virtuel ?',
  accept: 'Accepter et appeler',
  decline: 'Pas maintenant',
  retry: 'Réessayer',
  dismiss: 'Fermer',
  recapTitle: 'Récapitulatif de votre appel',
  recapDate: 'Date',
  recapTime: 'Heure',
  recapDuration: 'Durée',
  recapName: 'Nom',
  recapPhone: 'Téléphone',
  recapNeed: 'Besoin',
  recapStatus: 'Statut',
  recapLatency: 'Attente habituelle d’une réponse',
  precheckRunning: 'Test en cours… dites quelques mots',
  precheckMicOk: 'Micro : nous vous entendons.',
  precheckMicSilent:
    'Nous ne vous entendons pas : vérifiez que le bon micro est choisi et qu’il n’est pas coupé.',
  precheckMicDenied:
    'Le micro est bloqué : autorisez-le pour ce site dans votre navigateur, puis testez à nouveau.',
  precheckMicMissing: 'Aucun micro trouvé : branchez-en un, puis testez à nouveau.',
  precheckOutputOk: 'Son : votre appareil peut lire de l’audio.',
  precheckOutputNone:
    'Le son ne peut pas être lu : branchez des haut-parleurs ou un casque et vérifiez le volume.',
  precheckNetGood: 'Connexion : bonne ({rtt}).',
  precheckNetFair: 'Connexion : correcte ({rtt}) ; les réponses peuvent arriver un peu en retard.',
  precheckNetPoor:
    'Connexion : faible ({rtt}) ; rapprochez-vous du Wi‑Fi ou arrêtez les autres téléchargements.',
  precheckNetLost:
    'Nous n’arrivons pas à joindre le service : vérifiez votre connexion Internet et testez à nouveau.',
  statusLead: 'Coordonnées enregistrées',
  statusEnded: 'Appel terminé',
  statusFailed: 'L’appel n’a pas pu démarrer',
  statusLost: 'Connexion perdue',
  byVoice: '—',
  download: 'Télécharger la transcription (.txt)',
  transcriptHeader: 'Transcription de l’appel avec {assistant}, le {date} à {time}',
  toolRunning: 'En cours : {tool}…',
  toolDone: 'Terminé',
  toolFailed: 'N’a pas pu aboutir',
  toolTask: 'une demande',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Aucun micro n’a été détecté. Branchez-en un et appuyez sur Réessayer.',
  micBusy: 'Une autre application utilise le micro. Fermez-la et appuyez sur Réessayer.',
  micDeniedChromium:
    'Nous n’avons pas l’autorisation d’utiliser le micro. Cliquez sur l’icône du cadenas à côté de l’adresse, activez « Micro » et appuyez sur Réessayer.',
  micDeniedSafari:
    'Nous n’avons pas l’autorisation d’utiliser le micro. Dans Safari, ouvrez Réglages pour ce site web (menu Safari), autorisez le micro et appuyez sur Réessayer.',
  micDeniedFirefox:
    'Nous n’avons pas l’autorisation d’utiliser le micro. Cliquez sur l’icône du micro barré à côté de l’adresse, levez le blocage et appuyez sur Réessayer.',
  micDeniedOther:
    'Nous n’avons pas l’autorisation d’utiliser le micro. Autorisez le micro pour cette page dans les paramètres de votre navigateur et appuyez sur Réessayer.',
  unreachable:
    'Impossible de joindre le service d’appel. Vérifiez votre connexion Internet et réessayez.',
  badKey:
    'Ce site n’est pas autorisé à passer des appels (clé publique non valide). Merci de prévenir le responsable du site.',
  unknownAssistant:
    'Cet assistant n’existe pas ou n’est plus disponible. Merci de prévenir le responsable du site.',
  busy: 'Le service est très sollicité en ce moment. Patientez une minute et réessayez.',
  joinTimeout:
    'La connexion de l’appel a pris trop de temps. Vérifiez votre connexion et réessayez.',
  callDropped: 'L’appel a été interrompu par une erreur. Vous pouvez rappeler.',
  connectionLost:
    'La connexion à l’appel a été perdue. Vérifiez votre connexion Internet et rappelez.',
  playbackBlocked: 'Le navigateur a bloqué le son. Appuyez sur Réessayer pour rappeler.',
  noAudioOutput:
    'Votre navigateur ne peut pas lire de son : il ne trouve ni haut-parleurs ni casque. Branchez ou allumez des haut-parleurs ou un casque, puis appuyez sur Réessayer.',
  unknownError: 'Un problème est survenu pendant l’appel. Veuillez réessayer.',
  inputEmpty: 'Écrivez quelque chose avant d’envoyer.',
  inputTooLong: {
    one: 'Le message est trop long : raccourcissez-le à {max} caractère maximum.',
    many: 'Le message est trop long : raccourcissez-le à {max} de caractères maximum.',
    other: 'Le message est trop long : raccourcissez-le à {max} caractères maximum.',
  },
  inputNotConfigured:
    'Ce site n’a pas encore configuré l’assistant (la clé publique est manquante). Merci de prévenir le responsable du site.',
  inputNoCall: 'L’appel n’est plus actif : votre message n’a pas été envoyé.',
  inputQueueFull:
    'Nous rétablissons l’appel et trop de messages sont déjà en attente. Attendez le retour de la connexion, puis renvoyez celui-ci.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Comment s’est passée cette conversation ?',
  feedbackUp: 'J’ai aimé',
  feedbackDown: 'Je n’ai pas aimé',
  feedbackComment: 'Commentaire (facultatif)',
  feedbackCount: {
    one: '{n}/{max} caractère',
    many: '{n}/{max} de caractères',
    other: '{n}/{max} caractères',
  },
  feedbackSend: 'Envoyer mon avis',
  feedbackSkip: 'Passer',
  feedbackThanks: 'Merci pour votre avis !',
  feedbackFailed:
    'Nous n’avons pas pu envoyer votre avis. Vérifiez votre connexion et appuyez de nouveau sur « Envoyer mon avis », ou passez cette étape.',
  forget: 'Oublier cette conversation',
  forgetQuestion:
    'Oublier cette conversation ? L’historique et les choix enregistrés dans ce navigateur seront supprimés et la session de chat sera fermée.',
  forgetConfirm: 'Oui, l’oublier',
  forgetCancel: 'Annuler',
  forgotten: 'Conversation oubliée : plus rien n’est enregistré dans ce navigateur.',
};
