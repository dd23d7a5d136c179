import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import { Breadcrumb } from '@/components/breadcrumb';
import { STORE_CURRENCY, storeSettings } from '@/config/store';
import { StockAlert } from '@/features/stock-alerts/components/stock-alert';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { hasFeature } from '@/lib/commerce/capabilities';
import { JsonLd } from '@/lib/seo/json-ld';
import { localizedUrl } from '@/lib/seo/metadata';
import { productJsonLd } from '../json-ld';
import type { Pricing, ProductPageData, Stock } from '../types';
import { findVariation } from '../variations';
import { CustomTabPanel } from './custom-tab-panel';
import { HtmlContent } from './html-content';
import { InfoTabs } from './info-tabs';
import { PartFits, PartsThatFit } from './parts-that-fit';
import { PriceTag } from './price-tag';
import { ProductCertifications } from './product-certifications';
import { ProductFaqs } from './product-faqs';
import { ProductGallery } from './product-gallery';
import styles from './product-page.module.css';
import { ProductReviews } from './product-reviews';
import { ProductWarranty } from './product-warranty';
import { PurchaseForm } from './purchase-form';
import { QuantityTiersTable } from './quantity-tiers-table';
import { RelatedProducts } from './related-products';
import { SelectedOffer, SelectedSku } from './selected-offer';
import { ProductSelectionProvider } from './selection-context';
import { StockLine } from './stock-line';

/**
 * The single product page (spec section 2): breadcrumb, gallery, name, price, stock, SKU,
 * categories, short description, the variation picker and purchase buttons, then description and
 * custom tabs, FAQs, warranty, reviews and related products. Server-rendered; the gallery, the
 * picker with what it changes (price, stock, SKU, image), and the tabs are small client islands.
 */
export async function ProductPage({ product, locale }: { product: ProductPageData; locale: Locale }) {
  const t = await getTranslations('product');
  const settings = storeSettings();
  const path = `/product/${product.slug}`;
  // The main image the gallery opens with: the default variation's, else the product's.
  const lcpImage =
    findVariation(product.variations, product.attributes, product.defaultSelection)?.image ??
    product.images[0];
  if (lcpImage) preload(lcpImage.src, { as: 'image', fetchPriority: 'high' });

  // Out of stock, a product or variation offers an email when it is back (stock alerts plugin).
  const alerts = !product.external && (await hasFeature('stockAlerts'));
  const offerLines = (pricing: Pricing, stock: Stock, variationId?: number) => ({
    price: <PriceTag pricing={pricing} currency={STORE_CURRENCY} saleBadge={settings.saleBadge} />,
    stock: <StockLine stock={stock} />,
    alert:
      alerts && stock.status === 'OUT_OF_STOCK' ? (
        <StockAlert key={variationId ?? 'product'} productId={product.id} variationId={variationId} />
      ) : null,
  });

  // Pack size (pack sizes extension): what a box holds, and what the quantity box counts.
  const pack = product.packSize;
  const packLine = pack
    ? t('pack.size', {
        pack: t(`pack.packs.${pack.pack}` as 'pack.packs.BOX'),
        units: t(`pack.units.${pack.unit}` as 'pack.units.MASK', { count: pack.unitsPerPack }),
      })
    : null;
  const quantity = pack
    ? {
        step: pack.quantityStep,
        label:
          pack.soldBy === 'PACK'
            ? t(`pack.quantityPacks.${pack.pack}` as 'pack.quantityPacks.BOX')
            : t('pack.quantityUnits', { step: pack.quantityStep }),
      }
    : undefined;

  const tabs = [
    ...(product.descriptionHtml
      ? [{ title: t('tabs.description'), panel: <HtmlContent html={product.descriptionHtml} /> }]
      : []),
    ...product.tabs.map((tab) => ({ title: tab.title, panel: <CustomTabPanel tab={tab} /> })),
  ];

  return (
    <main>
      {settings.showBreadcrumbOnSingleProduct && (
        <Breadcrumb
          locale={locale}
          trail={[
            ...(product.categoryTrail.length > 0
              ? product.categoryTrail.map((c) => ({ name: c.name, href: `/product-category/${c.slug}` }))
              : [{ name: t('allProducts'), href: '/products' }]),
            { name: product.name },
          ]}
        />
      )}

      <ProductSelectionProvider
        attributes={product.attributes}
        variations={product.variations}
        defaultSelection={product.defaultSelection}
      >
        <div className={styles.top}>
          <h1 className={styles.title}>{product.name}</h1>
          <div className={styles.gallery}>
            <ProductGallery images={product.images} productName={product.name} />
          </div>
          <div className={styles.summary}>
            <SelectedOffer
              label={t('offerLabel')}
              product={offerLines(product, product.stock)}
              variations={Object.fromEntries(
                product.variations.map((variation) => [
                  variation.id,
                  offerLines(variation, variation.stock, variation.id),
                ]),
              )}
            />
            {packLine && (
              <p className={styles.pack}>
                <strong>{packLine}</strong>
                {pack?.soldBy === 'UNIT' && ` ${t('pack.soldByUnit', { step: pack.quantityStep })}`}
              </p>
            )}
            {product.shortDescriptionHtml && <HtmlContent html={product.shortDescriptionHtml} />}
            {product.external ? (
              <div>
                <a href={product.external.url} className={styles.externalButton} rel="nofollow noopener">
                  {product.external.buttonText ?? t('purchase.buyExternal')}
                </a>
              </div>
            ) : (
              <PurchaseForm
                productId={product.id}
                slug={product.slug}
                name={product.name}
                stock={product.stock}
                giftCard={product.giftCard}
                quantity={quantity}
              />
            )}
            {/* Below the purchase form, so Add to cart stands where it does on every product page. */}
            {product.quantityTiers && (
              <QuantityTiersTable rows={product.quantityTiers} locale={locale} currency={STORE_CURRENCY} />
            )}
            {product.external && (
              <div>
                <WishlistButton productId={product.id} name={product.name} variant="page" />
              </div>
            )}
            <dl className={styles.meta}>
              {settings.showSku && product.sku && (
                <div>
                  <dt>{t('sku')}</dt>
                  <dd>
                    <SelectedSku sku={product.sku} />
                  </dd>
                </div>
              )}
              {settings.showProductCategoriesOnSingleProduct && product.categories.length > 0 && (
                <div>
                  <dt>{t('categories', { count: product.categories.length })}</dt>
                  <dd>
                    {product.categories.map((category, index) => (
                      <span key={category.slug}>
                        {index > 0 && ', '}
                        <Link href={`/product-category/${category.slug}`}>{category.name}</Link>
                      </span>
                    ))}
                  </dd>
                </div>
              )}
            </dl>
          </div>
        </div>
      </ProductSelectionProvider>

      <ProductCertifications certifications={product.certifications} locale={locale} />
      <PartsThatFit parts={product.parts} />
      <PartFits fits={product.fits} />
      {tabs.length > 1 && (
        <section className={styles.section} aria-label={t('tabs.label')}>
          <InfoTabs label={t('tabs.label')} tabs={tabs} />
        </section>
      )}
      {tabs.length === 1 && tabs[0] && (
        <section className={styles.section} aria-labelledby="product-information">
          <h2 id="product-information">{tabs[0].title}</h2>
          {tabs[0].panel}
        </section>
      )}
      <ProductFaqs faqs={product.faqs} />
      {product.warranty && <ProductWarranty warranty={product.warranty} />}
      {settings.showReviews && product.reviews && (
        <ProductReviews
          productId={product.id}
          slug={product.slug}
          average={product.averageRating}
          count={product.reviewCount}
          reviews={product.reviews}
        />
      )}
      {settings.showRelatedProducts && <RelatedProducts products={product.related} />}

      <JsonLd
        data={
          product.seo.schemaRaw ??
          productJsonLd(product, { url: localizedUrl(path, locale), currency: STORE_CURRENCY })
        }
      />
    </main>
  );
}
