import { mapFreshStock } from '@/features/product/fresh-stock';
import { GetStockStatusDocument } from '@/graphql/generated';
import { CommerceError, commerceQuery } from '@/lib/commerce/server/client';
import { serverLog } from '@/lib/log/server-log';
import { BACKEND_FAILURE_MESSAGES } from '@/lib/security/backend-failure';

/**
 * GET /api/stock/{slug}: the product's current stock, never cached, without the shopper's cookies
 * (a catalogue visitor starts no session by reading it).
 */
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  const { slug } = await params;
  if (!/^[\w-]{1,200}$/.test(slug)) return Response.json({ error: 'Product not found' }, { status: 404 });
  try {
    const stock = mapFreshStock(await commerceQuery(GetStockStatusDocument, { slug }, { revalidate: 0 }));
    if (!stock) return Response.json({ error: 'Product not found' }, { status: 404 });
    return Response.json({ stock }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    // The backend's address and the cause stay in the server log (lib/security/backend-failure.ts).
    serverLog.error({ slug, error }, 'Stock read failed');
    const unreachable = error instanceof CommerceError && error.code === 'UNREACHABLE';
    const message = unreachable ? BACKEND_FAILURE_MESSAGES.UNREACHABLE : BACKEND_FAILURE_MESSAGES.FAILED;
    return Response.json({ error: message }, { status: 502 });
  }
}
