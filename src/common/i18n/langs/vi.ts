/** Vietnamese (docs/translations.md): every section of `en.ts`, same keys; the visitor is "bạn". */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'vi', dir: 'ltr', name: 'Tiếng Việt' } as const satisfies About<'vi'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Gọi {assistant}',
  launcherChat: 'Nhắn tin cho {assistant}',
  launcherHybrid: 'Trò chuyện với {assistant}',
  loadFailed: 'Không mở được trợ lý. Hãy kiểm tra kết nối và nhấn lại.',
  teaserClose: 'Đóng',
};

export const button: Translation<'button'> = {
  callIdle: 'Nhấn nút để trò chuyện với {assistant}',
  callConnecting: 'Đang kết nối…',
  callConnected: 'Đã kết nối – nhấn để kết thúc cuộc gọi',
  callSpeaking: 'Đang nói…',
  callReconnecting: 'Đang kết nối lại…',
  liveNeedsScript:
    'Cuộc gọi trực tiếp cần JavaScript: hãy bật JavaScript trong trình duyệt để trò chuyện với {assistant}.',
  precheckStart: 'Kiểm tra micrô và kết nối',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Gợi ý để bắt đầu',
  tapToContinue: 'Chạm để tiếp tục cuộc gọi',
  unreadCount: {
    other: '{max} tin nhắn mới',
  },
  greeting:
    'Xin chào, tôi là {assistant}. Hãy nhắn tin cho tôi hoặc nhấn “Gọi” để trò chuyện. Tôi có thể giúp gì cho bạn?',
  close: 'Đóng',
  newConversation: 'Cuộc trò chuyện mới',
  logLabel: 'Cuộc trò chuyện với {assistant}',
  callStart: 'Gọi',
  hangUp: 'Gác máy',
  sheetConnecting: 'Đang kết nối…',
  inCall: 'Đang gọi',
  chatPlaceholder: 'Nhập tin nhắn…',
  callPlaceholder: 'Nhập tin nhắn trong khi gọi…',
  waitingPlaceholder: 'Đang kết nối cuộc gọi…',
  interrupted: 'Câu trả lời bị gián đoạn.',
  chatNotSent: 'Chưa gửi được.',
  writeInstead: 'Chuyển sang nhắn tin',
  chatByVoice: 'trong cuộc gọi',
  typing: '{assistant} đang nhập…',
  consentChat:
    'Tin nhắn của bạn được xử lý để hỗ trợ bạn. Bạn có đồng ý nhắn tin với trợ lý ảo không?',
  acceptChat: 'Đồng ý',
  chatRecapTitle: 'Kết quả cuộc trò chuyện',
  languageLabel: 'Ngôn ngữ',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Cuộc gọi chưa bắt đầu',
  orbConnecting: 'Đang kết nối…',
  orbListening: 'Đang lắng nghe',
  orbThinking: '{assistant} đang suy nghĩ…',
  orbSpeaking: '{assistant} đang nói',
  quickRepliesLabel: 'Câu trả lời gợi ý',
  echoHint:
    'Bạn đang dùng loa? Hãy đeo tai nghe để {assistant} không nghe thấy giọng của chính mình.',
  panelLabel: 'Trò chuyện trực tiếp',
  transcriptLabel: 'Bản ghi cuộc gọi',
  you: 'Bạn',
  empty: 'Bản ghi sẽ hiển thị tại đây.',
  mute: 'Tắt micrô',
  unmute: 'Bật micrô',
  inputLabel: 'Nhập tin nhắn',
  inputPlaceholder: 'Nhập câu trả lời của bạn…',
  send: 'Gửi',
  levelAssistant: 'Âm lượng của {assistant}',
  levelMic: 'Micrô của bạn',
  timerLabel: 'Thời lượng',
  micSelect: 'Micrô',
  speakerSelect: 'Loa',
  speakerDefault: 'Loa mặc định',
  speakerLabelsHidden: 'Tên loa sẽ hiển thị sau khi bạn cho phép dùng micrô.',
  speakerLost: 'Loa của bạn đã bị ngắt kết nối: âm thanh sẽ tiếp tục phát qua loa mặc định.',
  hold: 'Giữ máy',
  onHold: 'Đang giữ máy',
  connectionGood: 'Kết nối: tốt',
  connectionFair: 'Kết nối: trung bình',
  connectionPoor: 'Kết nối: kém',
  connectionLost: 'Kết nối: mất',
  connectionWeak: 'Kết nối yếu: hãy đến gần Wi-Fi hơn hoặc đóng các ứng dụng khác đang dùng mạng.',
  connectionNone:
    'Hiện không có kết nối: hãy kiểm tra Wi-Fi hoặc dữ liệu di động. Cuộc gọi sẽ tiếp tục khi kết nối trở lại.',
  talkHold: 'Nhấn giữ để nói',
  talkHeld: 'Đang nghe… thả ra để kết thúc',
  talkMode: 'Nhấn để nói',
  micHint:
    'Chúng tôi không nghe thấy bạn. Hãy kiểm tra xem micrô đã được cắm và không bị tắt tiếng chưa, hoặc chọn micrô khác.',
  typedOnly:
    'Trợ lý ngoại tuyến này không hiểu giọng nói: hãy nhập câu trả lời của bạn ở bên dưới.',
  reconnecting: 'Đang kết nối lại…',
  reconnectAttempt: 'lần thử {n}',
  resumeAudio: 'Chạm để tiếp tục cuộc gọi',
  pendingSend: 'Đang chờ: tin nhắn sẽ được gửi khi cuộc gọi kết nối lại',
  notSent: 'Chưa gửi: cuộc gọi đã kết thúc trước khi kết nối lại',
  consentTitle: 'Trước khi bắt đầu',
  consentText:
    'Cuộc gọi sử dụng micrô của bạn và nội dung trò chuyện được xử lý để hỗ trợ bạn. Bạn có đồng ý trò chuyện với trợ lý ảo không?',
  accept: 'Đồng ý và gọi',
  decline: 'Để sau',
  retry: 'Thử lại',
  dismiss: 'Đóng',
  recapTitle: 'Kết quả cuộc gọi',
  recapDate: 'Ngày',
  recapTime: 'Giờ',
  recapDuration: 'Thời lượng',
  recapName: 'Họ tên',
  recapPhone: 'Điện thoại',
  recapNeed: 'Nhu cầu',
  recapStatus: 'Trạng thái',
  recapLatency: 'Thời gian chờ trả lời thường gặp',
  precheckRunning: 'Đang kiểm tra… hãy nói vài từ',
  precheckMicOk: 'Micrô: chúng tôi nghe thấy bạn.',
  precheckMicSilent:
    'Chúng tôi không nghe thấy bạn: hãy kiểm tra đã chọn đúng micrô và micrô không bị tắt tiếng.',
  precheckMicDenied:
    'Micrô bị chặn: hãy cho phép micrô với trang này trong trình duyệt rồi kiểm tra lại.',
  precheckMicMissing: 'Không tìm thấy micrô: hãy cắm micrô rồi kiểm tra lại.',
  precheckOutputOk: 'Âm thanh: thiết bị của bạn phát được âm thanh.',
  precheckOutputNone:
    'Không phát được âm thanh: hãy kết nối loa hoặc tai nghe và kiểm tra âm lượng.',
  precheckNetGood: 'Kết nối: tốt ({rtt}).',
  precheckNetFair: 'Kết nối: trung bình ({rtt}); câu trả lời có thể đến hơi chậm.',
  precheckNetPoor: 'Kết nối: yếu ({rtt}); hãy đến gần Wi‑Fi hoặc dừng các lượt tải khác.',
  precheckNetLost:
    'Không kết nối được với dịch vụ: hãy kiểm tra kết nối internet rồi kiểm tra lại.',
  statusLead: 'Đã ghi nhận thông tin',
  statusEnded: 'Cuộc gọi đã kết thúc',
  statusFailed: 'Không thể bắt đầu cuộc gọi',
  statusLost: 'Mất kết nối',
  byVoice: '—',
  download: 'Tải bản ghi xuống (.txt)',
  transcriptHeader: 'Bản ghi cuộc gọi với {assistant}, {date} {time}',
  toolRunning: 'Đang xử lý: {tool}…',
  toolDone: 'Hoàn tất',
  toolFailed: 'Không thể hoàn tất',
  toolTask: 'một yêu cầu',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Không tìm thấy micrô. Hãy cắm micrô rồi nhấn “Thử lại”.',
  micBusy: 'Một ứng dụng khác đang dùng micrô. Hãy đóng ứng dụng đó rồi nhấn “Thử lại”.',
  micDeniedChromium:
    'Chúng tôi chưa được phép dùng micrô. Hãy nhấp vào biểu tượng ổ khóa cạnh địa chỉ trang, bật “Micrô” rồi nhấn “Thử lại”.',
  micDeniedSafari:
    'Chúng tôi chưa được phép dùng micrô. Trong Safari, hãy mở Cài đặt cho trang web này (menu Safari), cho phép micrô rồi nhấn “Thử lại”.',
  micDeniedFirefox:
    'Chúng tôi chưa được phép dùng micrô. Hãy nhấp vào biểu tượng micrô bị gạch chéo cạnh địa chỉ trang, bỏ chặn rồi nhấn “Thử lại”.',
  micDeniedOther:
    'Chúng tôi chưa được phép dùng micrô. Hãy cho phép trang này dùng micrô trong phần cài đặt của trình duyệt rồi nhấn “Thử lại”.',
  unreachable:
    'Không kết nối được với dịch vụ cuộc gọi. Hãy kiểm tra kết nối Internet rồi thử lại.',
  badKey:
    'Trang web này không được phép thực hiện cuộc gọi (khóa công khai không hợp lệ). Vui lòng báo cho chủ sở hữu trang web.',
  unknownAssistant:
    'Trợ lý này không tồn tại hoặc không còn hoạt động. Vui lòng báo cho chủ sở hữu trang web.',
  busy: 'Dịch vụ hiện đang bận. Hãy đợi khoảng một phút rồi thử lại.',
  joinTimeout: 'Cuộc gọi kết nối quá lâu. Hãy kiểm tra kết nối rồi thử lại.',
  callDropped: 'Cuộc gọi bị ngắt do có lỗi. Bạn có thể gọi lại.',
  connectionLost: 'Đã mất kết nối với cuộc gọi. Hãy kiểm tra kết nối Internet rồi gọi lại.',
  playbackBlocked: 'Trình duyệt đã chặn âm thanh. Nhấn “Thử lại” để gọi lại.',
  noAudioOutput:
    'Trình duyệt của bạn không phát được âm thanh vì không tìm thấy loa hoặc tai nghe. Hãy cắm hoặc bật loa hay tai nghe rồi nhấn “Thử lại”.',
  unknownError: 'Đã xảy ra sự cố với cuộc gọi. Vui lòng thử lại.',
  inputEmpty: 'Hãy nhập nội dung trước khi gửi.',
  inputTooLong: { other: 'Tin nhắn quá dài: hãy rút gọn còn tối đa {max} ký tự.' },
  inputNotConfigured:
    'Trang web này chưa thiết lập trợ lý (thiếu khóa công khai). Vui lòng báo cho chủ sở hữu trang web.',
  inputNoCall: 'Cuộc gọi không còn hoạt động: tin nhắn của bạn chưa được gửi.',
  inputQueueFull:
    'Chúng tôi đang kết nối lại cuộc gọi và đã có quá nhiều tin nhắn đang chờ. Hãy đợi kết nối được khôi phục rồi gửi lại tin nhắn này.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Bạn thấy cuộc trò chuyện này thế nào?',
  feedbackUp: 'Tôi thích',
  feedbackDown: 'Tôi không thích',
  feedbackComment: 'Nhận xét (không bắt buộc)',
  feedbackCount: { other: '{n}/{max} ký tự' },
  feedbackSend: 'Gửi đánh giá',
  feedbackSkip: 'Bỏ qua',
  feedbackThanks: 'Cảm ơn bạn đã đánh giá!',
  feedbackFailed:
    'Không gửi được đánh giá của bạn. Hãy kiểm tra kết nối rồi nhấn lại “Gửi đánh giá”, hoặc bỏ qua.',
  forget: 'Xóa cuộc trò chuyện này',
  forgetQuestion:
    'Xóa cuộc trò chuyện này? Lịch sử và các lựa chọn được lưu trong trình duyệt này sẽ bị xóa và phiên trò chuyện sẽ đóng lại.',
  forgetConfirm: 'Có, xóa',
  forgetCancel: 'Hủy',
  forgotten: 'Đã xóa cuộc trò chuyện: trình duyệt này không còn lưu gì nữa.',
};
