import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { RECOGNITION_LINK_PARAM } from '@api/shared/contracts/recognition';

const LinkRecognition = lazy(() => import('../features/recognition/components/link-recognition'));

/** Only a page opened with `?st=` loads the code that recognises the browser: other page views pay nothing for it. */
export function RecognitionFromLink() {
  const search = useSearch();
  if (!new URLSearchParams(search).has(RECOGNITION_LINK_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <LinkRecognition />
    </Suspense>
  );
}
