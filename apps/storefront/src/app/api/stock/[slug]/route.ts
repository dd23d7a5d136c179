import { mapFreshStock } from '@/features/product/fresh-stock';
import { GetStockStatusDocument } from '@/graphql/generated';
import { CommerceError, commerceQuery } from '@/lib/commerce/client';

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
    const message = error instanceof CommerceError ? error.message : 'Something went wrong';
    return Response.json({ error: message }, { status: 502 });
  }
}
