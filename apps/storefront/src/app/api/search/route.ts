import { type NextRequest, NextResponse } from 'next/server';
import { hasLocale } from 'next-intl';
import { STORE_CURRENCY } from '@/config/store';
import { getSearchSuggestions } from '@/features/shell/data';
import {
  checkSearchTerm,
  type SearchErrorResponse,
  type SearchSuggestionsResponse,
  wantsSuggestions,
} from '@/features/shell/search';
import { routing } from '@/i18n/routing';
import { serverLog } from '@/lib/log/server-log';

/**
 * GET /api/search?q=…&locale=… — the header's instant-search suggestions. The browser asks the
 * shop, never the commerce backend: this handler validates the input, runs the products query on
 * the server (cached for a minute) and answers in the app's own shape, prices formatted for the
 * locale.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const params = request.nextUrl.searchParams;
  const check = checkSearchTerm(params.get('q'));
  if (!check.ok) {
    return NextResponse.json<SearchErrorResponse>(
      { error: { code: check.code, message: check.message } },
      { status: 400 },
    );
  }
  const requested = params.get('locale');
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  if (!wantsSuggestions(check.term)) {
    return NextResponse.json<SearchSuggestionsResponse>({ term: check.term, suggestions: [] });
  }
  try {
    const suggestions = await getSearchSuggestions(check.term, locale, STORE_CURRENCY);
    return NextResponse.json<SearchSuggestionsResponse>(
      { term: check.term, suggestions },
      { headers: { 'cache-control': 'public, max-age=60' } },
    );
  } catch (error) {
    serverLog.error({ error }, 'Search suggestions failed');
    return NextResponse.json<SearchErrorResponse>(
      { error: { code: 'BACKEND_UNAVAILABLE', message: 'Suggestions are unavailable right now.' } },
      { status: 502 },
    );
  }
}
