import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * The largest picture of a page is what a phone waits for (Lighthouse's LCP): it should come no
 * larger than the screen draws it, and still sharp.
 */
const POST = '/blog/ffp2-vs-ffp3-vs-n95-what-the-numbers-mean';

/**
 * The width in pixels of the file the browser chose for an image (its naturalWidth is divided by
 * the srcset's density, so the chosen file is opened again on its own); 0 until one is chosen.
 */
const fileWidth = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    if (!img.currentSrc) return 0;
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return file.naturalWidth;
  });

/** Opens the post and waits for its featured picture to be on screen. */
async function postPicture(page: Page) {
  await page.goto(POST);
  const picture = page.getByRole('article').getByRole('img', { name: /FFP2, FFP3 and N95 masks/ });
  await expect(picture).toBeVisible();
  return picture;
}

test.describe('on a phone (412 px, 1.75 device pixels per CSS pixel, as Lighthouse measures)', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test("the blog post's picture comes in the size the phone draws, not the desktop's", async ({ page }) => {
    const picture = await postPicture(page);
    await expect.poll(() => fileWidth(picture)).toBeGreaterThan(0);
    const drawn = await picture.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
    const width = await fileWidth(picture);
    // Sharp on this screen (the 768 px file covers its ≈ 665 device pixels), yet not the 1024 or
    // 1200 px file a wide screen needs.
    expect(width).toBeGreaterThanOrEqual(Math.min(drawn * 1.75, 768) - 1);
    expect(width).toBeLessThanOrEqual(768);
  });
});

test.describe('on a wide screen (1280 px, 2 device pixels per CSS pixel)', () => {
  test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });

  test("the blog post's picture is sharp at the width the article draws it", async ({ page }) => {
    const picture = await postPicture(page);
    await expect.poll(() => fileWidth(picture)).toBeGreaterThanOrEqual(1024);
  });
});
