import { toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface RenderedEmail {
  html: string;
  text: string;
}

const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * Every email goes out with both parts: the HTML and a plain-text version of
 * the same content. React Email's own render() loads react-dom through a
 * dynamic import that the test runner cannot follow; our templates use no
 * Suspense, so the synchronous renderer gives the same document.
 */
export function renderEmail(element: ReactElement): RenderedEmail {
  const html = `${XHTML_DOCTYPE}${renderToStaticMarkup(element)}`;
  return { html, text: toPlainText(html) };
}
