import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './hero.module.css';

/** Where the hi-vis stripe's diagonal bars start, every 48 units across the 1200-unit width. */
const STRIPE_OFFSETS = Array.from({ length: 26 }, (_, index) => index * 48);

/** Decorative backdrop: a honeycomb of hexagons and a hi-vis stripe, drawn inline (no image request). */
function HeroBackdrop() {
  return (
    <svg
      className={styles.backdrop}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 480"
    >
      <defs>
        <pattern
          id="hero-hexagons"
          width="56"
          height="97"
          patternUnits="userSpaceOnUse"
          patternTransform="scale(1.2)"
        >
          <path
            d="M28 0 56 16v32L28 64 0 48V16Zm0 64 28 16v17M28 64 0 80v17"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </pattern>
        <linearGradient id="hero-fade" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0.35" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#fff" stopOpacity="1" />
        </linearGradient>
        <mask id="hero-mask">
          <rect width="1200" height="480" fill="url(#hero-fade)" />
        </mask>
      </defs>
      <rect
        width="1200"
        height="480"
        fill="url(#hero-hexagons)"
        mask="url(#hero-mask)"
        className={styles.hexagons}
      />
      <g className={styles.shield}>
        <path d="M960 70 1090 118v96c0 92-56 160-130 196-74-36-130-104-130-196v-96Z" />
        <path
          d="m905 240 40 40 75-86"
          fill="none"
          strokeWidth="18"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g className={styles.stripe}>
        <path d="M0 440h1200v40H0Z" />
        {STRIPE_OFFSETS.map((x) => (
          <path key={x} d={`M${x - 20} 480 ${x + 4} 440h24l-24 40Z`} />
        ))}
      </g>
    </svg>
  );
}

/** The home page's opening: the shop's name, what it offers, and the way into the catalogue. */
export async function Hero({ siteName }: { siteName: string }) {
  const t = await getTranslations('content.home.hero');
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <HeroBackdrop />
      <div className={styles.content}>
        <h1 id="hero-title" className={styles.title}>
          {siteName}
        </h1>
        <p className={styles.headline}>{t('headline')}</p>
        <p className={styles.text}>{t('text')}</p>
        <div className={styles.actions}>
          <Link href="/products" className={styles.primary}>
            {t('cta')}
          </Link>
          <Link href="/categories" className={styles.secondary}>
            {t('secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}
