/**
 * The quick replies the assistant offers (`show_quick_replies`, part `quick-reply`), as the last
 * item of a conversation log, under the assistant's line: a button sends its text as the
 * visitor's turn; a link opens in a new tab. Either answers the tool call (`onChoose`).
 */
import type { OfferedReply, QuickReplyOffer } from '../conversation/quick-replies.ts';

export interface QuickRepliesProps {
  /** The offer to show; nothing renders without one. */
  readonly offer: QuickReplyOffer | undefined;
  /** The group's accessible name (`quickRepliesLabel`). */
  readonly label: string;
  readonly onChoose: (reply: OfferedReply) => void;
}

/** See the module comment. */
export function QuickReplies({ offer, label, onChoose }: QuickRepliesProps) {
  if (!offer) return null;
  return (
    <li className="live-quick">
      <div className="live-quick-replies" role="group" aria-label={label}>
        {offer.replies.map((reply, i) =>
          reply.url !== undefined ? (
            <a
              key={`${offer.id}-${i}`}
              className="live-quick-reply"
              part="quick-reply"
              href={reply.url}
              target="_blank"
              rel="noopener"
              dir="auto"
              onClick={() => onChoose(reply)}
            >
              {reply.label}
            </a>
          ) : (
            <button
              key={`${offer.id}-${i}`}
              type="button"
              className="live-quick-reply"
              part="quick-reply"
              dir="auto"
              onClick={() => onChoose(reply)}
            >
              {reply.label}
            </button>
          ),
        )}
      </div>
    </li>
  );
}
