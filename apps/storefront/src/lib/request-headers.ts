/** Request header the proxy sets to the requested path (Next gives not-found pages no URL). */
export const PATHNAME_HEADER = 'x-pathname';
