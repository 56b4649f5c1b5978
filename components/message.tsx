import type { ComponentChildren } from 'preact';
import { type MessageKey, type MessagePart, type MessageValues, messageParts } from '@/lib/i18n/catalogue';

/** How a message's tag is shown: `<link>` as a link, `<strong>` as emphasis… */
export type MessageTags = Readonly<Record<string, (children: ComponentChildren) => ComponentChildren>>;

function renderParts(parts: readonly MessagePart[], tags: MessageTags): ComponentChildren[] {
  return parts.map((part) => {
    if (typeof part === 'string') return part;
    const children = renderParts(part.children, tags);
    const render = tags[part.tag];
    return render ? render(children) : children;
  });
}

/**
 * A sentence from the catalogue with parts inside it rendered by the component (a link, emphasis), so that
 * each language orders its sentence as it needs: `<Message id="options.keyHelp" tags={{ link: (text) => <a …>{text}</a> }} />`.
 * For plain text, `t(key, values)` is enough.
 */
export function Message({
  id,
  values,
  tags = {},
}: {
  id: MessageKey;
  values?: MessageValues;
  tags?: MessageTags;
}) {
  return <>{renderParts(messageParts(id, values), tags)}</>;
}
