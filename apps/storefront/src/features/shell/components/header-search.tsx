'use client';

import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { getPathname } from '@/i18n/navigation';
import { useRouter } from '@/i18n/router';
import type { Locale } from '@/i18n/routing';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  type SearchSuggestion,
  type SearchSuggestionsResponse,
  wantsSuggestions,
} from '../search';
import { SEARCH_BOX_ATTRIBUTE, SEARCH_TERM_EVENT, shownSearchTerm } from '../search-term';
import styles from './header-search.module.css';
import { SearchIcon } from './icons';

type Status = 'idle' | 'loading' | 'done' | 'error';

const normalise = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The header's search box with instant suggestions (WAI-ARIA combobox with a listbox popup):
 * typing two or more characters shows up to six products after a short pause; arrows move
 * through them, Enter on one opens the product, Enter with none chosen shows all results at
 * /products?search=…, Escape closes the list. Submit is disabled while the box is empty. Without
 * JavaScript it is a plain GET form to the same results page.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const t = useTranslations('shell.search');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // A term typed into the server's HTML before the island woke comes over with it
  // (header-search-island.tsx), as if typed here. On a results page the box holds its term, to refine.
  const [value, setValue] = useState(shownSearchTerm);
  useEffect(() => {
    const follow = () => setValue(shownSearchTerm());
    window.addEventListener(SEARCH_TERM_EVENT, follow);
    return () => window.removeEventListener(SEARCH_TERM_EVENT, follow);
  }, []);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<SearchSuggestionsResponse | null>(null);

  const term = normalise(value);
  const wanted = wantsSuggestions(term);
  // While the next answer is on its way the previous suggestions stay (no flicker between keystrokes).
  const suggestions = wanted && result ? result.suggestions : [];
  const answeredTerm = result?.term ?? term;

  useEffect(() => {
    if (!wantsSuggestions(term)) {
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setStatus('loading');
      try {
        const query = new URLSearchParams({ q: term, locale });
        const response = await fetch(`/api/search?${query}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const body = (await response.json()) as SearchSuggestionsResponse;
        setResult({ term, suggestions: body.suggestions });
        setActive(-1);
        setStatus('done');
      } catch {
        if (!controller.signal.aborted) setStatus('error');
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, locale]);

  // Pressing on the popup must not blur the box (which would close the popup before the click lands).
  const popupRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const popup = popupRef.current;
    const keepFocus = (event: MouseEvent) => event.preventDefault();
    popup?.addEventListener('mousedown', keepFocus);
    return () => popup?.removeEventListener('mousedown', keepFocus);
  }, []);

  const expanded = open && suggestions.length > 0;
  const showPopup = open && wanted && (suggestions.length > 0 || status === 'done' || status === 'error');

  const goTo = (suggestion: SearchSuggestion) => {
    setOpen(false);
    setActive(-1);
    router.push(suggestion.href);
  };

  const showAllResults = () => {
    setOpen(false);
    setActive(-1);
    router.push(`/products?${new URLSearchParams({ search: term })}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!term) return;
    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
    if (chosen) {
      goTo(chosen);
      return;
    }
    showAllResults();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((current) => (!expanded || current >= count - 1 ? 0 : current + 1));
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((current) => (!expanded || current <= 0 ? count - 1 : current - 1));
        return;
      case 'Escape':
        if (showPopup) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        return;
      default:
    }
  };

  const announcement =
    !open || !wanted
      ? ''
      : status === 'error'
        ? t('unavailable')
        : status === 'done'
          ? suggestions.length > 0
            ? t('available', { count: suggestions.length })
            : t('noResults', { term: answeredTerm })
          : '';

  return (
    <search className={`${styles.search} ${className ?? ''}`}>
      <form
        action={getPathname({ href: '/products', locale })}
        method="get"
        onSubmit={onSubmit}
        {...{ [SEARCH_BOX_ATTRIBUTE]: '' }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('label')}
        </label>
        <div className={styles.field}>
          <SearchIcon size={18} className={styles.icon} />
          <input
            id={inputId}
            name="search"
            type="text"
            inputMode="search"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('placeholder')}
            className={styles.input}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
          />
          {/* Named by its label, since phones show the icon alone. */}
          <button type="submit" className={styles.submit} disabled={!term} aria-label={t('submit')}>
            <SearchIcon size={18} className={styles.submitIcon} />
            <span className={styles.submitText}>{t('submit')}</span>
          </button>
        </div>
        <div ref={popupRef} className={styles.popup} hidden={!showPopup}>
          <div id={listId} role="listbox" aria-label={t('suggestions')} className={styles.list}>
            {suggestions.map((suggestion, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: WAI-ARIA combobox: focus stays in the input, which points at the option (aria-activedescendant).
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input.
              <div
                key={suggestion.id}
                id={optionId(index)}
                role="option"
                aria-selected={expanded && index === active}
                className={styles.option}
                onClick={() => goTo(suggestion)}
              >
                {suggestion.image ? (
                  // biome-ignore lint/performance/noImgElement: the backend serves the thumbnail size already.
                  <img src={suggestion.image.url} alt="" width={48} height={48} className={styles.thumb} />
                ) : (
                  <span className={styles.thumb} />
                )}
                <span className={styles.name}>{suggestion.name}</span>
                {suggestion.price && <span className={styles.price}>{suggestion.price}</span>}
              </div>
            ))}
          </div>
          {status === 'done' && suggestions.length === 0 && (
            <p className={styles.message}>{t('noResults', { term: answeredTerm })}</p>
          )}
          {status === 'error' && suggestions.length === 0 && (
            <p className={styles.message}>{t('unavailable')}</p>
          )}
          {suggestions.length > 0 && (
            <button type="button" className={styles.all} tabIndex={-1} onClick={showAllResults}>
              {t('viewAll', { term })}
            </button>
          )}
        </div>
        <div role="status" className="visually-hidden">
          {announcement}
        </div>
      </form>
    </search>
  );
}
