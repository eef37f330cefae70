/** European Portuguese (docs/translations.md): every section of `en.ts`, same keys; the visitor is addressed formally (“o seu”, “prima”). */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = {
  code: 'pt-PT',
  dir: 'ltr',
  name: 'Português (Portugal)',
} as const satisfies About<'pt-PT'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Ligar a {assistant}',
  launcherChat: 'Escrever a {assistant}',
  launcherHybrid: 'Falar com {assistant}',
  loadFailed: 'Não foi possível abrir o assistente. Verifique a sua ligação e tente novamente.',
  teaserClose: 'Fechar',
};

export const button: Translation<'button'> = {
  callIdle: 'Prima o botão e fale com {assistant}',
  callConnecting: 'A ligar…',
  callConnected: 'Ligado – prima para desligar',
  callSpeaking: 'A falar…',
  callReconnecting: 'A restabelecer a ligação…',
  liveNeedsScript:
    'A chamada em direto precisa de JavaScript: ative-o no seu navegador para falar com {assistant}.',
  precheckStart: 'Testar microfone e ligação',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Sugestões para começar',
  tapToContinue: 'Toque para continuar a chamada',
  unreadCount: {
    one: '{max} mensagem nova',
    many: '{max} mensagens novas',
    other: '{max} mensagens novas',
  },
  greeting:
    'Olá, chamo-me {assistant}. Escreva-me ou prima «Ligar» para falar comigo. Como posso ajudar?',
  close: 'Fechar',
  newConversation: 'Nova conversa',
  logLabel: 'Conversa com {assistant}',
  callStart: 'Ligar',
  hangUp: 'Desligar',
  sheetConnecting: 'A ligar…',
  inCall: 'Em chamada',
  chatPlaceholder: 'Escreva uma mensagem…',
  callPlaceholder: 'Escreva durante a chamada…',
  waitingPlaceholder: 'A estabelecer a chamada…',
  interrupted: 'Resposta interrompida.',
  chatNotSent: 'Não enviada.',
  writeInstead: 'Prefiro escrever',
  chatByVoice: 'na chamada',
  typing: '{assistant} está a escrever…',
  consentChat:
    'As suas mensagens são tratadas para o podermos ajudar. Aceita conversar por escrito com o assistente virtual?',
  acceptChat: 'Aceitar',
  chatRecapTitle: 'Resumo da sua conversa',
  languageLabel: 'Idioma',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Chamada não iniciada',
  orbConnecting: 'A ligar…',
  orbListening: 'A ouvir',
  orbThinking: '{assistant} está a pensar…',
  orbSpeaking: '{assistant} está a falar',
  quickRepliesLabel: 'Respostas sugeridas',
  echoHint:
    'Está a usar altifalantes? Com auscultadores, {assistant} deixa de ouvir a própria voz.',
  panelLabel: 'Conversa em direto',
  transcriptLabel: 'Transcrição da chamada',
  you: 'Você',
  empty: 'A transcrição aparecerá aqui.',
  mute: 'Silenciar microfone',
  unmute: 'Ativar microfone',
  inputLabel: 'Escrever uma mensagem',
  inputPlaceholder: 'Escreva a sua resposta…',
  send: 'Enviar',
  levelAssistant: 'Volume de {assistant}',
  levelMic: 'O seu microfone',
  timerLabel: 'Duração',
  micSelect: 'Microfone',
  speakerSelect: 'Altifalante',
  speakerDefault: 'Altifalante predefinido',
  speakerLabelsHidden: 'Os nomes dos altifalantes aparecem depois de permitir o microfone.',
  speakerLost: 'O seu altifalante foi desligado: o áudio continua no altifalante predefinido.',
  hold: 'Colocar em espera',
  onHold: 'Em espera',
  connectionGood: 'Ligação: boa',
  connectionFair: 'Ligação: razoável',
  connectionPoor: 'Ligação: fraca',
  connectionLost: 'Ligação: perdida',
  connectionWeak:
    'Ligação fraca: aproxime-se do seu Wi-Fi ou feche outras aplicações que usem a rede.',
  connectionNone:
    'Sem ligação neste momento: verifique o Wi-Fi ou os dados móveis. A chamada continua quando voltar.',
  talkHold: 'Mantenha premido para falar',
  talkHeld: 'Estou a ouvir… solte para terminar',
  talkMode: 'Premir para falar',
  micHint:
    'Não o conseguimos ouvir. Verifique se o microfone está ligado e não está silenciado, ou escolha outro.',
  typedOnly: 'Este assistente offline não compreende voz: escreva as suas respostas abaixo.',
  reconnecting: 'A restabelecer a ligação…',
  reconnectAttempt: 'tentativa {n}',
  resumeAudio: 'Toque para continuar a chamada',
  pendingSend: 'Pendente: será enviada quando a ligação for restabelecida',
  notSent: 'Não enviada: a chamada terminou antes de a ligação ser restabelecida',
  consentTitle: 'Antes de começar',
  consentText:
    'A chamada utiliza o seu microfone e a conversa é tratada para o podermos ajudar. Aceita falar com o assistente virtual?',
  accept: 'Aceitar e ligar',
  decline: 'Agora não',
  retry: 'Tentar novamente',
  dismiss: 'Fechar',
  recapTitle: 'Resumo da sua chamada',
  recapDate: 'Data',
  recapTime: 'Hora',
  recapDuration: 'Duração',
  recapName: 'Nome',
  recapPhone: 'Telefone',
  recapNeed: 'Pedido',
  recapStatus: 'Estado',
  recapLatency: 'Espera habitual por uma resposta',
  precheckRunning: 'A testar… diga algumas palavras',
  precheckMicOk: 'Microfone: estamos a ouvi-lo.',
  precheckMicSilent:
    'Não o estamos a ouvir: verifique se o microfone certo está selecionado e não está silenciado.',
  precheckMicDenied:
    'O microfone está bloqueado: autorize-o para este site no navegador e teste novamente.',
  precheckMicMissing: 'Nenhum microfone encontrado: ligue um e teste novamente.',
  precheckOutputOk: 'Som: o seu dispositivo consegue reproduzir áudio.',
  precheckOutputNone:
    'Não é possível reproduzir som: ligue colunas ou auscultadores e verifique o volume.',
  precheckNetGood: 'Ligação: boa ({rtt}).',
  precheckNetFair: 'Ligação: razoável ({rtt}); as respostas podem chegar com algum atraso.',
  precheckNetPoor: 'Ligação: fraca ({rtt}); aproxime-se do Wi‑Fi ou feche outras transferências.',
  precheckNetLost:
    'Não conseguimos chegar ao serviço: verifique a sua ligação à internet e teste novamente.',
  statusLead: 'Dados registados',
  statusEnded: 'Chamada terminada',
  statusFailed: 'Não foi possível iniciar a chamada',
  statusLost: 'Ligação perdida',
  byVoice: '—',
  download: 'Transferir transcrição (.txt)',
  transcriptHeader: 'Transcrição da chamada com {assistant}, {date} às {time}',
  toolRunning: 'A tratar disso: {tool}…',
  toolDone: 'Concluído',
  toolFailed: 'Não foi possível concluir',
  toolTask: 'um pedido',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Não encontrámos nenhum microfone. Ligue um e prima Tentar novamente.',
  micBusy: 'Outra aplicação está a utilizar o microfone. Feche-a e prima Tentar novamente.',
  micDeniedChromium:
    'Não temos permissão para utilizar o microfone. Clique no ícone do cadeado junto ao endereço, ative «Microfone» e prima Tentar novamente.',
  micDeniedSafari:
    'Não temos permissão para utilizar o microfone. No Safari, abra as Definições para este website (menu Safari), permita o microfone e prima Tentar novamente.',
  micDeniedFirefox:
    'Não temos permissão para utilizar o microfone. Clique no ícone do microfone riscado junto ao endereço, remova o bloqueio e prima Tentar novamente.',
  micDeniedOther:
    'Não temos permissão para utilizar o microfone. Permita o microfone para esta página nas definições do navegador e prima Tentar novamente.',
  unreachable:
    'Não conseguimos contactar o serviço de chamadas. Verifique a sua ligação à Internet e tente novamente.',
  badKey:
    'Este site não tem autorização para fazer chamadas (chave pública inválida). Informe o responsável pelo site.',
  unknownAssistant:
    'Este assistente não existe ou já não está disponível. Informe o responsável pelo site.',
  busy: 'O serviço está sobrecarregado neste momento. Aguarde um minuto e tente novamente.',
  joinTimeout:
    'A chamada demorou demasiado tempo a ligar. Verifique a sua ligação e tente novamente.',
  callDropped: 'A chamada caiu devido a um erro. Pode voltar a ligar.',
  connectionLost:
    'Perdeu-se a ligação à chamada. Verifique a sua ligação à Internet e volte a ligar.',
  playbackBlocked: 'O navegador bloqueou o áudio. Prima Tentar novamente para voltar a ligar.',
  noAudioOutput:
    'O seu navegador não consegue reproduzir som: não encontra altifalantes nem auscultadores. Ligue altifalantes ou auscultadores e prima Tentar novamente.',
  unknownError: 'Ocorreu um problema com a chamada. Tente novamente.',
  inputEmpty: 'Escreva algo antes de enviar.',
  inputTooLong: {
    one: 'A mensagem é demasiado longa: reduza-a para {max} carácter, no máximo.',
    many: 'A mensagem é demasiado longa: reduza-a para {max} de caracteres, no máximo.',
    other: 'A mensagem é demasiado longa: reduza-a para {max} caracteres, no máximo.',
  },
  inputNotConfigured:
    'Este site ainda não configurou o assistente (falta a chave pública). Informe o responsável pelo site.',
  inputNoCall: 'A chamada já não está ativa: a sua mensagem não foi enviada.',
  inputQueueFull:
    'Estamos a restabelecer a ligação da chamada e já há demasiadas mensagens em espera. Aguarde que a ligação volte e envie esta mensagem novamente.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'O que achou desta conversa?',
  feedbackUp: 'Gostei',
  feedbackDown: 'Não gostei',
  feedbackComment: 'Comentário (opcional)',
  feedbackCount: {
    one: '{n}/{max} carácter',
    many: '{n}/{max} de caracteres',
    other: '{n}/{max} caracteres',
  },
  feedbackSend: 'Enviar avaliação',
  feedbackSkip: 'Saltar',
  feedbackThanks: 'Obrigado pela sua avaliação!',
  feedbackFailed:
    'Não conseguimos enviar a sua avaliação. Verifique a sua ligação e prima novamente «Enviar avaliação», ou salte este passo.',
  forget: 'Esquecer esta conversa',
  forgetQuestion:
    'Esquecer esta conversa? O histórico e as escolhas guardadas neste navegador serão eliminados e a sessão de chat será terminada.',
  forgetConfirm: 'Sim, esquecer',
  forgetCancel: 'Cancelar',
  forgotten: 'Conversa esquecida: já não fica nada guardado neste navegador.',
};
