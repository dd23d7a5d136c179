import { Link } from '@/i18n/navigation';
import { parseInline } from '../texts/inline';

/** A line of info-page text with its **bold** runs and [links](/path) (internal ones stay in the locale). */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) => {
        const key = `${index}-${part.type}`;
        if (part.type === 'strong') return <strong key={key}>{part.text}</strong>;
        if (part.type === 'link') {
          return part.href.startsWith('/') ? (
            <Link key={key} href={part.href}>
              {part.text}
            </Link>
          ) : (
            <a key={key} href={part.href}>
              {part.text}
            </a>
          );
        }
        return part.text;
      })}
    </>
  );
}
