import { useLocale, useTranslations } from '#i18n/hooks';
import { formatCents } from '@/lib/format/price';
import { formatDay, type GiftCardLine } from '../gift-card-line';

/** Under a gift card's cart line: who receives it and when, and what one card is worth. */
export function GiftCardLineDetails({
  giftCard,
  currency,
  className,
}: {
  giftCard: GiftCardLine;
  currency: string;
  className?: string;
}) {
  const t = useTranslations('giftCard.line');
  const locale = useLocale();
  return (
    <>
      <span className={className}>
        {t('recipient', {
          name: giftCard.recipientName,
          email: giftCard.recipientEmail,
          date: formatDay(giftCard.deliveryDate, locale),
        })}
      </span>
      <span className={className}>
        {t('amount', { amount: formatCents(giftCard.amount, locale, currency) })}
      </span>
    </>
  );
}
