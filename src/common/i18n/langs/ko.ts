/**
 * Korean (docs/translations.md): every section of `en.ts`, same keys. Particles that change with
 * the name's last sound (와/과, 이/가) are avoided next to `{assistant}`: a partner's name may end
 * either way.
 */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'ko', dir: 'ltr', name: '한국어' } as const satisfies About<'ko'>;

export const launcher: Translation<'launcher'> = {
  assistantName: '소피아',
  launcherVoice: '{assistant}에게 전화하기',
  launcherChat: '{assistant}에게 메시지 보내기',
  launcherHybrid: '{assistant}에게 물어보기',
  loadFailed: '어시스턴트를 열지 못했습니다. 인터넷 연결을 확인하고 다시 눌러 주세요.',
  teaserClose: '닫기',
};

export const button: Translation<'button'> = {
  callIdle: '버튼을 누르고 {assistant}에게 말씀하세요',
  callConnecting: '연결 중…',
  callConnected: '연결됨 – 누르면 통화가 종료됩니다',
  callSpeaking: '말하는 중…',
  callReconnecting: '다시 연결 중…',
  liveNeedsScript:
    '실시간 통화에는 JavaScript가 필요합니다. {assistant}에게 음성으로 문의하려면 브라우저에서 JavaScript를 켜 주세요.',
  precheckStart: '마이크와 연결 테스트',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: '시작하기 위한 제안',
  tapToContinue: '탭하여 통화 계속하기',
  unreadCount: {
    other: '새 메시지 {max}개',
  },
  greeting:
    '안녕하세요, {assistant}입니다. 메시지를 입력하거나 ‘통화’를 눌러 말씀해 주세요. 무엇을 도와드릴까요?',
  close: '닫기',
  newConversation: '새 대화',
  logLabel: '{assistant} 대화 기록',
  callStart: '통화',
  hangUp: '통화 종료',
  sheetConnecting: '연결 중…',
  inCall: '통화 중',
  chatPlaceholder: '메시지를 입력하세요…',
  callPlaceholder: '통화 중에도 입력할 수 있습니다…',
  waitingPlaceholder: '통화 연결 중…',
  interrupted: '응답이 중단되었습니다.',
  chatNotSent: '전송되지 않았습니다.',
  writeInstead: '텍스트로 입력하기',
  chatByVoice: '통화 중',
  typing: '{assistant} 입력 중…',
  consentChat:
    '더 나은 도움을 드리기 위해 메시지가 처리됩니다. 가상 어시스턴트와의 채팅에 동의하시겠습니까?',
  acceptChat: '동의',
  chatRecapTitle: '대화 결과',
  languageLabel: '언어',
};

export const panel: Translation<'panel'> = {
  orbIdle: '통화가 시작되지 않았습니다',
  orbConnecting: '연결 중…',
  orbListening: '듣는 중',
  orbThinking: '{assistant}이(가) 생각하는 중…',
  orbSpeaking: '{assistant}이(가) 말하는 중',
  quickRepliesLabel: '추천 답변',
  echoHint:
    '스피커를 사용 중이신가요? 헤드폰을 사용하면 {assistant}의 목소리가 마이크에 다시 들어가지 않습니다.',
  panelLabel: '실시간 대화',
  transcriptLabel: '통화 내용 기록',
  you: '나',
  empty: '통화 내용이 여기에 표시됩니다.',
  mute: '마이크 음소거',
  unmute: '마이크 음소거 해제',
  inputLabel: '메시지 입력',
  inputPlaceholder: '답변을 입력하세요…',
  send: '보내기',
  levelAssistant: '{assistant} 음량',
  levelMic: '내 마이크',
  timerLabel: '통화 시간',
  micSelect: '마이크',
  speakerSelect: '스피커',
  speakerDefault: '기본 스피커',
  speakerLabelsHidden: '마이크 사용을 허용하면 스피커 이름이 표시됩니다.',
  speakerLost: '스피커 연결이 끊어졌습니다. 소리는 기본 스피커로 계속 재생됩니다.',
  hold: '보류',
  onHold: '보류 중',
  connectionGood: '연결: 좋음',
  connectionFair: '연결: 보통',
  connectionPoor: '연결: 나쁨',
  connectionLost: '연결: 끊김',
  connectionWeak:
    '연결이 약합니다. Wi-Fi에 더 가까이 가거나 네트워크를 사용하는 다른 앱을 닫으세요.',
  connectionNone:
    '지금은 연결이 없습니다. Wi-Fi나 모바일 데이터를 확인하세요. 연결이 돌아오면 통화가 이어집니다.',
  talkHold: '누른 채로 말하기',
  talkHeld: '듣고 있습니다… 손을 떼면 끝납니다',
  talkMode: '눌러서 말하기',
  micHint:
    '목소리가 들리지 않습니다. 마이크가 연결되어 있고 음소거되지 않았는지 확인하거나 다른 마이크를 선택하세요.',
  typedOnly: '이 오프라인 어시스턴트는 음성을 인식하지 못합니다. 아래에 답변을 입력하세요.',
  reconnecting: '다시 연결 중…',
  reconnectAttempt: '{n}번째 시도',
  resumeAudio: '탭하여 통화 계속하기',
  pendingSend: '대기 중: 통화가 다시 연결되면 전송됩니다',
  notSent: '전송되지 않음: 다시 연결되기 전에 통화가 종료되었습니다',
  consentTitle: '시작하기 전에',
  consentText:
    '통화에는 마이크가 사용되며, 더 나은 도움을 드리기 위해 대화 내용이 처리됩니다. 가상 어시스턴트와의 통화에 동의하시겠습니까?',
  accept: '동의하고 통화',
  decline: '나중에',
  retry: '다시 시도',
  dismiss: '닫기',
  recapTitle: '통화 결과',
  recapDate: '날짜',
  recapTime: '시간',
  recapDuration: '통화 시간',
  recapName: '이름',
  recapPhone: '전화번호',
  recapNeed: '요청 사항',
  recapStatus: '상태',
  recapLatency: '답변까지의 일반적인 대기 시간',
  precheckRunning: '테스트 중… 몇 마디 말씀해 주세요',
  precheckMicOk: '마이크: 잘 들립니다.',
  precheckMicSilent:
    '소리가 들리지 않습니다. 올바른 마이크가 선택되어 있고 음소거되지 않았는지 확인하세요.',
  precheckMicDenied:
    '마이크가 차단되었습니다. 브라우저에서 이 사이트의 마이크를 허용한 뒤 다시 테스트하세요.',
  precheckMicMissing: '마이크를 찾을 수 없습니다. 마이크를 연결한 뒤 다시 테스트하세요.',
  precheckOutputOk: '소리: 기기에서 오디오를 재생할 수 있습니다.',
  precheckOutputNone: '소리를 재생할 수 없습니다. 스피커나 헤드폰을 연결하고 볼륨을 확인하세요.',
  precheckNetGood: '연결: 좋음 ({rtt}).',
  precheckNetFair: '연결: 보통 ({rtt}). 답변이 조금 늦을 수 있습니다.',
  precheckNetPoor: '연결: 약함 ({rtt}). Wi‑Fi에 더 가까이 가거나 다른 다운로드를 멈추세요.',
  precheckNetLost: '서비스에 연결할 수 없습니다. 인터넷 연결을 확인하고 다시 테스트하세요.',
  statusLead: '정보가 접수되었습니다',
  statusEnded: '통화 종료',
  statusFailed: '통화를 시작하지 못했습니다',
  statusLost: '연결 끊김',
  byVoice: '—',
  download: '통화 내용 다운로드(.txt)',
  transcriptHeader: '{assistant} 통화 내용, {date} {time}',
  toolRunning: '처리 중: {tool}…',
  toolDone: '완료',
  toolFailed: '완료하지 못했습니다',
  toolTask: '요청',
};

export const errors: Translation<'errors'> = {
  micMissing: '마이크를 찾을 수 없습니다. 마이크를 연결하고 ‘다시 시도’를 누르세요.',
  micBusy: '다른 앱이 마이크를 사용하고 있습니다. 해당 앱을 닫고 ‘다시 시도’를 누르세요.',
  micDeniedChromium:
    '마이크 사용 권한이 없습니다. 주소 옆의 자물쇠 아이콘을 클릭하고 ‘마이크’를 켠 다음 ‘다시 시도’를 누르세요.',
  micDeniedSafari:
    '마이크 사용 권한이 없습니다. Safari에서 ‘이 웹 사이트 설정’(Safari 메뉴)을 열고 마이크를 허용한 다음 ‘다시 시도’를 누르세요.',
  micDeniedFirefox:
    '마이크 사용 권한이 없습니다. 주소 옆의 빗금 친 마이크 아이콘을 클릭하고 차단을 해제한 다음 ‘다시 시도’를 누르세요.',
  micDeniedOther:
    '마이크 사용 권한이 없습니다. 브라우저 설정에서 이 페이지의 마이크 사용을 허용하고 ‘다시 시도’를 누르세요.',
  unreachable: '통화 서비스에 연결할 수 없습니다. 인터넷 연결을 확인하고 다시 시도하세요.',
  badKey: '이 사이트에는 통화 권한이 없습니다(잘못된 공개 키). 사이트 운영자에게 알려 주세요.',
  unknownAssistant:
    '이 어시스턴트는 존재하지 않거나 더 이상 사용할 수 없습니다. 사이트 운영자에게 알려 주세요.',
  busy: '지금은 서비스 이용량이 많습니다. 1분 정도 기다린 후 다시 시도하세요.',
  joinTimeout: '통화 연결이 너무 오래 걸립니다. 인터넷 연결을 확인하고 다시 시도하세요.',
  callDropped: '오류로 인해 통화가 끊겼습니다. 다시 전화하실 수 있습니다.',
  connectionLost: '통화 연결이 끊어졌습니다. 인터넷 연결을 확인하고 다시 전화하세요.',
  playbackBlocked: '브라우저가 소리를 차단했습니다. ‘다시 시도’를 눌러 다시 전화하세요.',
  noAudioOutput:
    '스피커나 헤드폰을 찾을 수 없어 브라우저에서 소리를 재생할 수 없습니다. 스피커나 헤드폰을 연결하거나 켠 다음 ‘다시 시도’를 누르세요.',
  unknownError: '통화 중 문제가 발생했습니다. 다시 시도하세요.',
  inputEmpty: '보내기 전에 내용을 입력하세요.',
  inputTooLong: { other: '메시지가 너무 깁니다. {max}자 이하로 줄여 주세요.' },
  inputNotConfigured:
    '이 사이트에서 아직 어시스턴트를 설정하지 않았습니다(공개 키 없음). 사이트 운영자에게 알려 주세요.',
  inputNoCall: '통화가 종료되어 메시지가 전송되지 않았습니다.',
  inputQueueFull:
    '통화를 다시 연결하는 중이며 대기 중인 메시지가 너무 많습니다. 연결이 복구되면 이 메시지를 다시 보내세요.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: '이번 대화는 어떠셨나요?',
  feedbackUp: '좋았어요',
  feedbackDown: '아쉬웠어요',
  feedbackComment: '의견(선택 사항)',
  feedbackCount: { other: '{n}/{max}자' },
  feedbackSend: '평가 보내기',
  feedbackSkip: '건너뛰기',
  feedbackThanks: '평가해 주셔서 감사합니다!',
  feedbackFailed:
    '평가를 보내지 못했습니다. 인터넷 연결을 확인하고 ‘평가 보내기’를 다시 누르거나 건너뛰세요.',
  forget: '이 대화 삭제',
  forgetQuestion:
    '이 대화를 삭제하시겠습니까? 이 브라우저에 저장된 기록과 선택 사항이 삭제되고 채팅 세션이 종료됩니다.',
  forgetConfirm: '예, 삭제합니다',
  forgetCancel: '취소',
  forgotten: '대화가 삭제되었습니다. 이 브라우저에 저장된 정보가 남아 있지 않습니다.',
};
