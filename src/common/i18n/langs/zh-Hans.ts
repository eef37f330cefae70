/** Simplified Chinese (docs/translations.md): every section of `en.ts`, same keys. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = {
  code: 'zh-Hans',
  dir: 'ltr',
  name: '简体中文',
} as const satisfies About<'zh-Hans'>;

export const launcher: Translation<'launcher'> = {
  assistantName: '索菲亚',
  launcherVoice: '与{assistant}通话',
  launcherChat: '给{assistant}发消息',
  launcherHybrid: '与{assistant}交谈',
  loadFailed: '助手无法打开。请检查网络连接，然后再按一次。',
  teaserClose: '关闭',
};

export const button: Translation<'button'> = {
  callIdle: '按下按钮，与{assistant}交谈',
  callConnecting: '正在连接…',
  callConnected: '已接通，按下即可挂断',
  callSpeaking: '正在说话…',
  callReconnecting: '正在重新连接…',
  liveNeedsScript: '实时通话需要 JavaScript：请在浏览器中启用 JavaScript，以便与{assistant}交谈。',
};

export const sheet: Translation<'sheet'> = {
  tapToContinue: '轻触以继续通话',
  unreadCount: {
    other: '{max} 条新消息',
  },
  greeting: '您好，我是{assistant}。您可以给我发消息，或按“通话”与我交谈。有什么可以帮您？',
  close: '关闭',
  newConversation: '新对话',
  logLabel: '与{assistant}的对话',
  callStart: '通话',
  hangUp: '挂断',
  sheetConnecting: '正在连接…',
  inCall: '通话中',
  chatPlaceholder: '输入消息…',
  callPlaceholder: '通话时也可输入…',
  waitingPlaceholder: '正在接通通话…',
  interrupted: '回复已中断。',
  chatNotSent: '未发送。',
  writeInstead: '改为文字输入',
  chatByVoice: '通话中',
  typing: '{assistant}正在输入…',
  consentChat: '我们会处理您的消息，以便为您提供帮助。您是否同意与虚拟助手进行文字交流？',
  acceptChat: '同意',
  chatRecapTitle: '对话结果',
  languageLabel: '语言',
};

export const panel: Translation<'panel'> = {
  echoHint: '您在使用扬声器吗？戴上耳机，{assistant}就不会听到自己的声音。',
  panelLabel: '实时对话',
  transcriptLabel: '通话文字记录',
  you: '我',
  empty: '通话文字记录将显示在这里。',
  mute: '麦克风静音',
  unmute: '取消麦克风静音',
  inputLabel: '输入消息',
  inputPlaceholder: '输入您的回答…',
  send: '发送',
  levelAssistant: '{assistant}的音量',
  levelMic: '您的麦克风',
  timerLabel: '时长',
  micSelect: '麦克风',
  speakerSelect: '扬声器',
  speakerDefault: '默认扬声器',
  speakerLabelsHidden: '允许使用麦克风后，才会显示扬声器名称。',
  speakerLost: '您的扬声器已断开连接，音频将通过默认扬声器继续播放。',
  talkHold: '按住说话',
  talkHeld: '正在聆听…松开即可结束',
  talkMode: '按键说话',
  micHint: '我们听不到您的声音。请检查麦克风是否已连接且未静音，或选择其他麦克风。',
  typedOnly: '此离线助手无法识别语音，请在下方输入您的回答。',
  reconnecting: '正在重新连接…',
  reconnectAttempt: '第 {n} 次尝试',
  resumeAudio: '轻触以继续通话',
  pendingSend: '待发送：通话重新连接后将自动发送',
  notSent: '未发送：通话在重新连接前已结束',
  consentTitle: '开始之前',
  consentText:
    '通话将使用您的麦克风，我们会处理对话内容，以便为您提供帮助。您是否同意与虚拟助手通话？',
  accept: '同意并通话',
  decline: '暂不',
  retry: '重试',
  dismiss: '关闭',
  recapTitle: '通话结果',
  recapDate: '日期',
  recapTime: '时间',
  recapDuration: '时长',
  recapName: '姓名',
  recapPhone: '电话',
  recapNeed: '需求',
  recapStatus: '状态',
  statusLead: '信息已记录',
  statusEnded: '通话已结束',
  statusFailed: '无法发起通话',
  statusLost: '连接已中断',
  byVoice: '—',
  download: '下载文字记录（.txt）',
  transcriptHeader: '与{assistant}的通话文字记录，{date} {time}',
  toolRunning: '正在处理：{tool}…',
  toolDone: '已完成',
  toolFailed: '无法完成',
  toolTask: '一项请求',
};

export const errors: Translation<'errors'> = {
  micMissing: '未找到麦克风。请连接麦克风，然后按“重试”。',
  micBusy: '其他应用正在使用麦克风。请关闭该应用，然后按“重试”。',
  micDeniedChromium:
    '我们没有使用麦克风的权限。请点击地址栏旁的锁形图标，开启“麦克风”，然后按“重试”。',
  micDeniedSafari:
    '我们没有使用麦克风的权限。请在 Safari 浏览器中打开“此网站的设置”（Safari 浏览器菜单），允许使用麦克风，然后按“重试”。',
  micDeniedFirefox:
    '我们没有使用麦克风的权限。请点击地址栏旁带斜线的麦克风图标，解除阻止，然后按“重试”。',
  micDeniedOther: '我们没有使用麦克风的权限。请在浏览器设置中允许此页面使用麦克风，然后按“重试”。',
  unreachable: '无法连接通话服务。请检查网络连接，然后重试。',
  badKey: '此网站无权发起通话（公钥无效）。请告知网站管理员。',
  unknownAssistant: '此助手不存在或已停用。请告知网站管理员。',
  busy: '服务当前繁忙。请等待一分钟后重试。',
  joinTimeout: '通话连接超时。请检查网络连接，然后重试。',
  callDropped: '通话因出错而中断。您可以重新拨打。',
  connectionLost: '与通话的连接已中断。请检查网络连接，然后重新拨打。',
  playbackBlocked: '浏览器阻止了音频播放。请按“重试”重新拨打。',
  noAudioOutput:
    '您的浏览器无法播放声音：未找到扬声器或耳机。请连接或打开扬声器或耳机，然后按“重试”。',
  unknownError: '通话出现问题，请重试。',
  inputEmpty: '请先输入内容再发送。',
  inputTooLong: { other: '消息过长：请缩短至 {max} 个字符以内。' },
  inputNotConfigured: '此网站尚未设置助手（缺少公钥）。请告知网站管理员。',
  inputNoCall: '通话已结束：您的消息未发送。',
  inputQueueFull: '正在重新连接通话，等待发送的消息过多。请等连接恢复后，再发送这条消息。',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: '您觉得这次对话怎么样？',
  feedbackUp: '满意',
  feedbackDown: '不满意',
  feedbackComment: '评论（选填）',
  feedbackCount: { other: '{n}/{max} 个字符' },
  feedbackSend: '提交评价',
  feedbackSkip: '跳过',
  feedbackThanks: '感谢您的评价！',
  feedbackFailed: '评价提交失败。请检查网络连接，然后再次按“提交评价”，或选择跳过。',
  forget: '清除此对话',
  forgetQuestion: '要清除此对话吗？此浏览器中保存的历史记录和选择将被删除，聊天会话也将关闭。',
  forgetConfirm: '是，清除',
  forgetCancel: '取消',
  forgotten: '对话已清除：此浏览器中不再保存任何内容。',
};
