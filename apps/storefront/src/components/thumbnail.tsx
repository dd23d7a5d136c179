/**
 * A product's small image, or an empty box in its place (the class sizes both) so that lines with
 * and without an image stay aligned. The backend serves the thumbnail size already, so the plain
 * element is used rather than the image optimiser.
 */
export function Thumbnail({
  image,
  size,
  className,
}: {
  image: { url: string; alt: string } | null;
  size: number;
  className: string | undefined;
}) {
  if (!image) return <span className={className} aria-hidden="true" />;
  // biome-ignore lint/performance/noImgElement: the backend serves the thumbnail size already.
  return <img src={image.url} alt={image.alt} width={size} height={size} className={className} />;
}
