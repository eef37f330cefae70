/** Spanish (docs/translations.md): every section of `en.ts`, same keys. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'es', dir: 'ltr', name: 'Español' } as const satisfies About<'es'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofía',
  launcherVoice: 'Llamar a {assistant}',
  launcherChat: 'Escribir a {assistant}',
  launcherHybrid: 'Hablar con {assistant}',
  loadFailed: 'No se pudo abrir el asistente. Comprueba tu conexión y pulsa de nuevo.',
  teaserClose: 'Cerrar',
};

export const button: Translation<'button'> = {
  callIdle: 'Presiona el botón y habla con {assistant}',
  callConnecting: 'Conectando...',
  callConnected: 'Conectado - Presiona para colgar',
  callSpeaking: 'Hablando...',
  callReconnecting: 'Reconectando…',
  liveNeedsScript:
    'La llamada en vivo necesita JavaScript: actívelo en su navegador para hablar con {assistant}.',
  precheckStart: 'Probar micrófono y conexión',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Sugerencias para empezar',
  tapToContinue: 'Toca para continuar la llamada',
  unreadCount: {
    one: '{max} mensaje nuevo',
    other: '{max} mensajes nuevos',
  },
  greeting:
    'Hola, soy {assistant}. Escríbeme o pulsa «Llamar» para hablar conmigo. ¿En qué te ayudo?',
  close: 'Cerrar',
  newConversation: 'Nueva conversación',
  logLabel: 'Conversación con {assistant}',
  callStart: 'Llamar',
  hangUp: 'Colgar',
  sheetConnecting: 'Conectando...',
  inCall: 'En llamada',
  chatPlaceholder: 'Escribe un mensaje…',
  callPlaceholder: 'Escribe durante la llamada…',
  waitingPlaceholder: 'Conectando la llamada…',
  interrupted: 'Respuesta interrumpida.',
  chatNotSent: 'No enviado.',
  writeInstead: 'Escribir en su lugar',
  chatByVoice: 'en la llamada',
  typing: '{assistant} está escribiendo…',
  consentChat:
    'Tus mensajes se procesan para atenderte. ¿Aceptas escribir con el asistente virtual?',
  acceptChat: 'Aceptar',
  chatRecapTitle: 'Resultado de tu conversación',
  languageLabel: 'Idioma',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Llamada sin iniciar',
  orbConnecting: 'Conectando…',
  orbListening: 'Escuchando',
  orbThinking: '{assistant} está pensando…',
  orbSpeaking: '{assistant} está hablando',
  quickRepliesLabel: 'Respuestas sugeridas',
  echoHint: '¿Usas altavoces? Ponte auriculares para que {assistant} no oiga su propia voz.',
  panelLabel: 'Conversación en directo',
  transcriptLabel: 'Transcripción de la llamada',
  you: 'Tú',
  empty: 'La transcripción aparecerá aquí.',
  mute: 'Silenciar micrófono',
  unmute: 'Activar micrófono',
  inputLabel: 'Escribe un mensaje',
  inputPlaceholder: 'Escribe tu respuesta…',
  send: 'Enviar',
  levelAssistant: 'Volumen de {assistant}',
  levelMic: 'Tu micrófono',
  timerLabel: 'Duración',
  micSelect: 'Micrófono',
  speakerSelect: 'Altavoz',
  speakerDefault: 'Altavoz predeterminado',
  speakerLabelsHidden: 'Los nombres de los altavoces aparecen cuando permites el micrófono.',
  speakerLost: 'Se desconectó tu altavoz: el audio sigue por el altavoz predeterminado.',
  hold: 'Poner en espera',
  onHold: 'En espera',
  connectionGood: 'Conexión: buena',
  connectionFair: 'Conexión: regular',
  connectionPoor: 'Conexión: mala',
  connectionLost: 'Conexión: perdida',
  connectionWeak: 'Conexión débil: acércate a tu wifi o cierra otras apps que usen la red.',
  connectionNone:
    'Sin conexión ahora mismo: revisa tu wifi o tus datos móviles. La llamada sigue cuando vuelva.',
  talkHold: 'Mantén pulsado para hablar',
  talkHeld: 'Te escucho… suelta para terminar',
  talkMode: 'Pulsar para hablar',
  micHint: 'No te oímos. Comprueba que el micrófono está conectado y no silenciado, o elige otro.',
  typedOnly: 'Este asistente sin conexión no entiende la voz: escribe tus respuestas abajo.',
  reconnecting: 'Reconectando…',
  reconnectAttempt: 'intento {n}',
  resumeAudio: 'Toca para continuar la llamada',
  pendingSend: 'Pendiente: se enviará al reconectar',
  notSent: 'No enviado: la llamada terminó antes de reconectar',
  consentTitle: 'Antes de empezar',
  consentText:
    'La llamada usa tu micrófono y la conversación se procesa para atenderte. ¿Aceptas hablar con el asistente virtual?',
  accept: 'Aceptar y llamar',
  decline: 'Ahora no',
  retry: 'Reintentar',
  dismiss: 'Cerrar',
  recapTitle: 'Resultado de tu llamada',
  recapDate: 'Fecha',
  recapTime: 'Hora',
  recapDuration: 'Duración',
  recapName: 'Nombre',
  recapPhone: 'Teléfono',
  recapNeed: 'Necesidad',
  recapStatus: 'Estado',
  recapLatency: 'Espera típica de respuesta',
  precheckRunning: 'Probando… di unas palabras',
  precheckMicOk: 'Micrófono: te oímos.',
  precheckMicSilent:
    'No te oímos: comprueba que está elegido el micrófono correcto y que no está silenciado.',
  precheckMicDenied:
    'El micrófono está bloqueado: permítelo para este sitio en tu navegador y vuelve a probar.',
  precheckMicMissing: 'No encontramos ningún micrófono: conecta uno y vuelve a probar.',
  precheckOutputOk: 'Sonido: tu dispositivo puede reproducir audio.',
  precheckOutputNone:
    'No se puede reproducir sonido: conecta altavoces o auriculares y revisa el volumen.',
  precheckNetGood: 'Conexión: buena ({rtt}).',
  precheckNetFair: 'Conexión: aceptable ({rtt}); las respuestas pueden tardar un poco.',
  precheckNetPoor: 'Conexión: débil ({rtt}); acércate al wifi o cierra otras descargas.',
  precheckNetLost:
    'No podemos llegar al servicio: revisa tu conexión a internet y vuelve a probar.',
  statusLead: 'Datos registrados',
  statusEnded: 'Llamada finalizada',
  statusFailed: 'No se pudo iniciar la llamada',
  statusLost: 'Se perdió la conexión',
  byVoice: '—',
  download: 'Descargar transcripción (.txt)',
  transcriptHeader: 'Transcripción de la llamada con {assistant}, {date} {time}',
  toolRunning: 'Trabajando en ello: {tool}…',
  toolDone: 'Hecho',
  toolFailed: 'No se pudo completar',
  toolTask: 'una consulta',
};

export const errors: Translation<'errors'> = {
  micMissing: 'No encontramos ningún micrófono. Conecta uno y pulsa Reintentar.',
  micBusy: 'Otra aplicación está usando el micrófono. Ciérrala y pulsa Reintentar.',
  micDeniedChromium:
    'No tenemos permiso para usar el micrófono. Pulsa el icono del candado junto a la dirección, activa «Micrófono» y pulsa Reintentar.',
  micDeniedSafari:
    'No tenemos permiso para usar el micrófono. En Safari, abre Ajustes de este sitio web (menú Safari), permite el micrófono y pulsa Reintentar.',
  micDeniedFirefox:
    'No tenemos permiso para usar el micrófono. Pulsa el icono del micrófono tachado junto a la dirección, quita el bloqueo y pulsa Reintentar.',
  micDeniedOther:
    'No tenemos permiso para usar el micrófono. Permite el micrófono para esta página en los ajustes del navegador y pulsa Reintentar.',
  unreachable:
    'No podemos conectar con el servicio de llamadas. Comprueba tu conexión a internet y vuelve a intentarlo.',
  badKey:
    'Este sitio no está autorizado para hacer llamadas (clave pública no válida). Avisa al propietario del sitio.',
  unknownAssistant:
    'Este asistente no existe o ya no está disponible. Avisa al propietario del sitio.',
  busy: 'El servicio está ocupado en este momento. Espera un minuto y vuelve a intentarlo.',
  joinTimeout:
    'La llamada tardó demasiado en conectar. Comprueba tu conexión y vuelve a intentarlo.',
  callDropped: 'La llamada se cortó por un error. Puedes volver a llamar.',
  connectionLost:
    'Se perdió la conexión con la llamada. Comprueba tu conexión a internet y vuelve a llamar.',
  playbackBlocked: 'El navegador bloqueó el audio. Pulsa Reintentar para volver a llamar.',
  noAudioOutput:
    'Tu navegador no puede reproducir sonido: no encuentra ningún altavoz ni auriculares. Conecta o activa unos altavoces o auriculares y pulsa Reintentar.',
  unknownError: 'Algo salió mal con la llamada. Vuelve a intentarlo.',
  inputEmpty: 'Escribe algo antes de enviar.',
  inputTooLong: {
    one: 'El mensaje es demasiado largo: acórtalo a {max} carácter como máximo.',
    other: 'El mensaje es demasiado largo: acórtalo a {max} caracteres como máximo.',
  },
  inputNotConfigured:
    'Este sitio aún no ha configurado el asistente (falta la clave pública). Avisa al propietario del sitio.',
  inputNoCall: 'La llamada ya no está activa: tu mensaje no se envió.',
  inputQueueFull:
    'Estamos reconectando la llamada y ya hay demasiados mensajes esperando. Espera a que vuelva la conexión y envía este de nuevo.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: '¿Qué tal fue esta conversación?',
  feedbackUp: 'Me ha gustado',
  feedbackDown: 'No me ha gustado',
  feedbackComment: 'Comentario (opcional)',
  feedbackCount: { one: '{n}/{max} carácter', other: '{n}/{max} caracteres' },
  feedbackSend: 'Enviar valoración',
  feedbackSkip: 'Omitir',
  feedbackThanks: '¡Gracias por tu valoración!',
  feedbackFailed:
    'No pudimos enviar tu valoración. Comprueba tu conexión y pulsa «Enviar valoración» de nuevo, u omítela.',
  forget: 'Olvidar esta conversación',
  forgetQuestion:
    '¿Olvidar esta conversación? Se borrarán el historial y las elecciones guardadas en este navegador y se cerrará la sesión del chat.',
  forgetConfirm: 'Sí, olvidarla',
  forgetCancel: 'Cancelar',
  forgotten: 'Conversación olvidada: no queda nada guardado en este navegador.',
};
