/**
 * Resolves once the page's first picture, drawn by the server in index.html's frame
 * (backend/common/http/storefront-first-picture.ts), has loaded and a frame could paint it, or after
 * `maxMs` whatever happens (a slow picture, a tab in the background where frames do not run). The
 * app's first render, a long task on a phone, then starts after the picture's paint instead of in
 * front of it: the largest paint does not wait for the app. Without a picture: after one frame, so
 * the frame index.html drew paints first.
 */
export function framePicturePainted(maxMs = 400): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, maxMs);
    const painted = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    const img = document.querySelector<HTMLImageElement>('#root main img');
    if (!img || img.complete) return painted();
    img.addEventListener('load', painted, { once: true });
    img.addEventListener('error', painted, { once: true });
  });
}
