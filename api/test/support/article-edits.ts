import type { TestApp } from './test-app';

/** An edit of story `id` by the member with these cookies, sent as the editor's Save sends it; the caller checks the answer. */
export const patchArticle = (app: TestApp, cookies: string[], id: number | string, changes: object) =>
  app.http().patch(`/api/articles/${id}`).set('Cookie', cookies).send(changes);
