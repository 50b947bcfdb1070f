import { ownOriginPicture } from '@api/shared/domain/picture-variants';

/** How the story shows when shared: the page head's title and description over its picture. */
export function SocialCardPreview({
  title,
  description,
  imageUrl,
}: {
  title: string;
  description: string;
  imageUrl: string;
}) {
  return (
    <figure aria-label="Social card preview" className="overflow-hidden rounded-md border border-zinc-700 bg-zinc-900">
      {imageUrl ? (
        <img src={ownOriginPicture(imageUrl, 640)} alt="" className="aspect-[1.91/1] w-full object-cover" />
      ) : (
        <div className="flex aspect-[1.91/1] w-full items-center justify-center bg-zinc-800 text-xs text-zinc-400">
          The story’s artwork
        </div>
      )}
      <figcaption className="space-y-1 p-3">
        <p className="text-xs uppercase tracking-wider text-zinc-400">thecypher</p>
        <p className="line-clamp-2 font-bold text-white">{title || 'Your headline'}</p>
        <p className="line-clamp-2 text-sm text-zinc-300">{description || 'Your excerpt'}</p>
      </figcaption>
    </figure>
  );
}
