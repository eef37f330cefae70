/** Brazilian Portuguese (docs/translations.md): every section of `en.ts`, same keys; the visitor is addressed as “você”. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = {
  code: 'pt',
  dir: 'ltr',
  name: 'Português (Brasil)',
} as const satisfies About<'pt'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Ligar para {assistant}',
  launcherChat: 'Escrever para {assistant}',
  launcherHybrid: 'Falar com {assistant}',
  loadFailed: 'Não foi possível abrir o assistente. Verifique sua conexão e tente de novo.',
  teaserClose: 'Fechar',
};

export const button: Translation<'button'> = {
  callIdle: 'Pressione o botão e fale com {assistant}',
  callConnecting: 'Conectando…',
  callConnected: 'Conectado – pressione para desligar',
  callSpeaking: 'Falando…',
  callReconnecting: 'Reconectando…',
  liveNeedsScript:
    'A ligação ao vivo precisa de JavaScript: ative-o no seu navegador para falar com {assistant}.',
  precheckStart: 'Testar microfone e conexão',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Sugestões para começar',
  tapToContinue: 'Toque para continuar a ligação',
  unreadCount: {
    one: '{max} mensagem nova',
    many: '{max} mensagens novas',
    other: '{max} mensagens novas',
  },
  greeting:
    'Olá, eu sou {assistant}. Escreva para mim ou pressione “Ligar” para falar comigo. Como posso ajudar?',
  close: 'Fechar',
  newConversation: 'Nova conversa',
  logLabel: 'Conversa com {assistant}',
  callStart: 'Ligar',
  hangUp: 'Desligar',
  sheetConnecting: 'Conectando…',
  inCall: 'Em ligação',
  chatPlaceholder: 'Escreva uma mensagem…',
  callPlaceholder: 'Digite durante a ligação…',
  waitingPlaceholder: 'Conectando a ligação…',
  interrupted: 'Resposta interrompida.',
  chatNotSent: 'Não enviada.',
  writeInstead: 'Prefiro escrever',
  chatByVoice: 'na ligação',
  typing: '{assistant} está digitando…',
  consentChat:
    'Suas mensagens são processadas para atender você. Você concorda em conversar por escrito com o assistente virtual?',
  acceptChat: 'Aceitar',
  chatRecapTitle: 'Resumo da sua conversa',
  languageLabel: 'Idioma',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Chamada não iniciada',
  orbConnecting: 'Conectando…',
  orbListening: 'Ouvindo',
  orbThinking: '{assistant} está pensando…',
  orbSpeaking: '{assistant} está falando',
  quickRepliesLabel: 'Respostas sugeridas',
  echoHint: 'Usando alto-falantes? Com fones de ouvido, {assistant} não vai ouvir a própria voz.',
  panelLabel: 'Conversa ao vivo',
  transcriptLabel: 'Transcrição da ligação',
  you: 'Você',
  empty: 'A transcrição vai aparecer aqui.',
  mute: 'Silenciar microfone',
  unmute: 'Ativar microfone',
  inputLabel: 'Escreva uma mensagem',
  inputPlaceholder: 'Digite sua resposta…',
  send: 'Enviar',
  levelAssistant: 'Volume de {assistant}',
  levelMic: 'Seu microfone',
  timerLabel: 'Duração',
  micSelect: 'Microfone',
  speakerSelect: 'Alto-falante',
  speakerDefault: 'Alto-falante padrão',
  speakerLabelsHidden: 'Os nomes dos alto-falantes aparecem depois que você permite o microfone.',
  speakerLost: 'Seu alto-falante foi desconectado: o áudio continua pelo alto-falante padrão.',
  hold: 'Colocar em espera',
  onHold: 'Em espera',
  connectionGood: 'Conexão: boa',
  connectionFair: 'Conexão: razoável',
  connectionPoor: 'Conexão: ruim',
  connectionLost: 'Conexão: perdida',
  connectionWeak: 'Conexão fraca: aproxime-se do seu Wi-Fi ou feche outros apps que usam a rede.',
  connectionNone:
    'Sem conexão no momento: verifique seu Wi-Fi ou seus dados móveis. A chamada continua quando ela voltar.',
  talkHold: 'Segure para falar',
  talkHeld: 'Estou ouvindo… solte para terminar',
  talkMode: 'Apertar para falar',
  micHint:
    'Não estamos ouvindo você. Verifique se o microfone está conectado e não está silenciado, ou escolha outro.',
  typedOnly: 'Este assistente offline não entende voz: digite suas respostas abaixo.',
  reconnecting: 'Reconectando…',
  reconnectAttempt: 'tentativa {n}',
  resumeAudio: 'Toque para continuar a ligação',
  pendingSend: 'Pendente: será enviada quando a ligação se reconectar',
  notSent: 'Não enviada: a ligação terminou antes de se reconectar',
  consentTitle: 'Antes de começar',
  consentText:
    'A ligação usa seu microfone e a conversa é processada para atender você. Você concorda em falar com o assistente virtual?',
  accept: 'Aceitar e ligar',
  decline: 'Agora não',
  retry: 'Tentar novamente',
  dismiss: 'Fechar',
  recapTitle: 'Resumo da sua ligação',
  recapDate: 'Data',
  recapTime: 'Horário',
  recapDuration: 'Duração',
  recapName: 'Nome',
  recapPhone: 'Telefone',
  recapNeed: 'Necessidade',
  recapStatus: 'Situação',
  recapLatency: 'Espera típica por uma resposta',
  precheckRunning: 'Testando… diga algumas palavras',
  precheckMicOk: 'Microfone: estamos ouvindo você.',
  precheckMicSilent:
    'Não estamos ouvindo você: verifique se o microfone certo está selecionado e não está mudo.',
  precheckMicDenied:
    'O microfone está bloqueado: permita-o para este site no navegador e teste de novo.',
  precheckMicMissing: 'Nenhum microfone encontrado: conecte um e teste de novo.',
  precheckOutputOk: 'Som: seu dispositivo pode reproduzir áudio.',
  precheckOutputNone:
    'Não é possível reproduzir som: conecte alto-falantes ou fones de ouvido e verifique o volume.',
  precheckNetGood: 'Conexão: boa ({rtt}).',
  precheckNetFair: 'Conexão: razoável ({rtt}); as respostas podem atrasar um pouco.',
  precheckNetPoor: 'Conexão: fraca ({rtt}); aproxime-se do Wi‑Fi ou feche outros downloads.',
  precheckNetLost:
    'Não conseguimos acessar o serviço: verifique sua conexão com a internet e teste de novo.',
  statusLead: 'Dados registrados',
  statusEnded: 'Ligação encerrada',
  statusFailed: 'Não foi possível iniciar a ligação',
  statusLost: 'Conexão perdida',
  byVoice: '—',
  download: 'Baixar transcrição (.txt)',
  transcriptHeader: 'Transcrição da ligação com {assistant}, {date} às {time}',
  toolRunning: 'Trabalhando nisso: {tool}…',
  toolDone: 'Concluído',
  toolFailed: 'Não foi possível concluir',
  toolTask: 'uma solicitação',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Não encontramos nenhum microfone. Conecte um e pressione Tentar novamente.',
  micBusy: 'Outro aplicativo está usando o microfone. Feche-o e pressione Tentar novamente.',
  micDeniedChromium:
    'Não temos permissão para usar o microfone. Clique no ícone de cadeado ao lado do endereço, ative “Microfone” e pressione Tentar novamente.',
  micDeniedSafari:
    'Não temos permissão para usar o microfone. No Safari, abra os Ajustes deste site (menu Safari), permita o microfone e pressione Tentar novamente.',
  micDeniedFirefox:
    'Não temos permissão para usar o microfone. Clique no ícone do microfone riscado ao lado do endereço, remova o bloqueio e pressione Tentar novamente.',
  micDeniedOther:
    'Não temos permissão para usar o microfone. Permita o microfone para esta página nas configurações do navegador e pressione Tentar novamente.',
  unreachable:
    'Não conseguimos acessar o serviço de chamadas. Verifique sua conexão com a internet e tente novamente.',
  badKey:
    'Este site não está autorizado a fazer ligações (chave pública inválida). Avise o responsável pelo site.',
  unknownAssistant:
    'Este assistente não existe ou não está mais disponível. Avise o responsável pelo site.',
  busy: 'O serviço está sobrecarregado no momento. Aguarde um minuto e tente novamente.',
  joinTimeout: 'A ligação demorou demais para conectar. Verifique sua conexão e tente novamente.',
  callDropped: 'A ligação caiu por causa de um erro. Você pode ligar de novo.',
  connectionLost:
    'A conexão com a ligação foi perdida. Verifique sua conexão com a internet e ligue de novo.',
  playbackBlocked: 'O navegador bloqueou o áudio. Pressione Tentar novamente para ligar de novo.',
  noAudioOutput:
    'Seu navegador não consegue reproduzir som: ele não encontra alto-falantes nem fones de ouvido. Conecte ou ligue alto-falantes ou fones de ouvido e pressione Tentar novamente.',
  unknownError: 'Algo deu errado com a ligação. Tente novamente.',
  inputEmpty: 'Escreva algo antes de enviar.',
  inputTooLong: {
    one: 'A mensagem está longa demais: reduza-a para no máximo {max} caractere.',
    many: 'A mensagem está longa demais: reduza-a para no máximo {max} de caracteres.',
    other: 'A mensagem está longa demais: reduza-a para no máximo {max} caracteres.',
  },
  inputNotConfigured:
    'Este site ainda não configurou o assistente (falta a chave pública). Avise o responsável pelo site.',
  inputNoCall: 'A ligação não está mais ativa: sua mensagem não foi enviada.',
  inputQueueFull:
    'Estamos reconectando a ligação e já há mensagens demais aguardando. Espere a conexão voltar e envie esta mensagem de novo.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'O que você achou desta conversa?',
  feedbackUp: 'Gostei',
  feedbackDown: 'Não gostei',
  feedbackComment: 'Comentário (opcional)',
  feedbackCount: {
    one: '{n}/{max} caractere',
    many: '{n}/{max} de caracteres',
    other: '{n}/{max} caracteres',
  },
  feedbackSend: 'Enviar avaliação',
  feedbackSkip: 'Pular',
  feedbackThanks: 'Obrigado pela sua avaliação!',
  feedbackFailed:
    'Não conseguimos enviar sua avaliação. Verifique sua conexão e pressione “Enviar avaliação” de novo, ou pule esta etapa.',
  forget: 'Esquecer esta conversa',
  forgetQuestion:
    'Esquecer esta conversa? O histórico e as escolhas salvas neste navegador serão apagados e a sessão de chat será encerrada.',
  forgetConfirm: 'Sim, esquecer',
  forgetCancel: 'Cancelar',
  forgotten: 'Conversa esquecida: nada mais fica salvo neste navegador.',
};
