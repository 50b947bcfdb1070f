import { useColumnWidth } from './use-column-width';

const EMAIL_WIDTH = 600;

/** An email the server rendered, in a sandboxed frame (no script, form or same-origin rights), shown whole. */
export function EmailFrame({ html, title, height = 900 }: { html: string; title: string; height?: number }) {
  const [measure, available] = useColumnWidth();
  const scale = available && available < EMAIL_WIDTH ? available / EMAIL_WIDTH : 1;
  return (
    <div ref={measure} style={{ height: height * scale }} className="overflow-hidden rounded-sm bg-zinc-100">
      <iframe
        title={title}
        sandbox=""
        srcDoc={html}
        style={{
          width: EMAIL_WIDTH,
          height,
          transform: scale < 1 ? `scale(${scale})` : undefined,
          transformOrigin: 'top left',
        }}
        className={`block border-0 bg-white ${scale < 1 ? '' : 'mx-auto'}`}
      />
    </div>
  );
}
