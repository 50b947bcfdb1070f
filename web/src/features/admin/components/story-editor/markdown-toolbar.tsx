import type { TextSelection } from './markdown-edits';
import { insertBlock, prefixLines, TABLE_TEMPLATE, wrapSelection } from './markdown-edits';

/** One toolbar action: what it does to the body and selection. */
interface MarkdownAction {
  label: string;
  /** What the button shows. */
  mark: string;
  shortcut?: string;
  apply: (selection: TextSelection) => TextSelection;
}

export const MARKDOWN_ACTIONS = {
  bold: { label: 'Bold', mark: 'B', shortcut: 'b', apply: (s) => wrapSelection(s, '**', '**', 'bold text') },
  italic: { label: 'Italic', mark: 'I', shortcut: 'i', apply: (s) => wrapSelection(s, '_', '_', 'italic text') },
  heading: { label: 'Heading', mark: 'H', apply: (s) => prefixLines(s, '## ', 'Heading') },
  link: { label: 'Link', mark: 'Link', shortcut: 'k', apply: (s) => wrapSelection(s, '[', '](https://)', 'link text') },
  quote: { label: 'Quote', mark: '“ ”', apply: (s) => prefixLines(s, '> ', 'Quote') },
  list: { label: 'List', mark: '• List', apply: (s) => prefixLines(s, '- ', 'List item') },
  table: { label: 'Table', mark: 'Table', apply: (s) => insertBlock(s, TABLE_TEMPLATE) },
} satisfies Record<string, MarkdownAction>;

export type MarkdownActionName = keyof typeof MARKDOWN_ACTIONS;

/** The action a Ctrl/Cmd shortcut stands for (B, I, K), if any. */
export function actionForShortcut(key: string): MarkdownActionName | null {
  const found = Object.entries(MARKDOWN_ACTIONS).find(
    ([, action]) => 'shortcut' in action && action.shortcut === key.toLowerCase(),
  );
  return found ? (found[0] as MarkdownActionName) : null;
}

const toolButton =
  'min-w-9 rounded-sm border border-zinc-700 px-2 py-1 text-sm font-bold text-zinc-100 hover:border-yellow-400 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400';

/** The body's toolbar: each button applies its markdown to the selection; Picture opens the file picker. */
export function MarkdownToolbar({
  onAction,
  onPicture,
}: {
  onAction: (name: MarkdownActionName) => void;
  onPicture: () => void;
}) {
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1">
      {(Object.entries(MARKDOWN_ACTIONS) as [MarkdownActionName, MarkdownAction][]).map(([name, action]) => (
        <button
          key={name}
          type="button"
          className={`${toolButton} ${name === 'italic' ? 'italic' : ''}`}
          aria-label={action.shortcut ? `${action.label} (Ctrl+${action.shortcut.toUpperCase()})` : action.label}
          title={action.shortcut ? `${action.label} (Ctrl/Cmd+${action.shortcut.toUpperCase()})` : action.label}
          onClick={() => onAction(name)}
        >
          {action.mark}
        </button>
      ))}
      <button type="button" className={toolButton} aria-label="Picture" title="Picture" onClick={onPicture}>
        Picture
      </button>
    </div>
  );
}
