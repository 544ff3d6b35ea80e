import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SliderResponseSchema, type Slide } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { publicKey } from '../shared-ui/api';
import { useApi } from '@uaeaf/api-client';
import { EmptyState, LoadingState, QueryStates } from '@uaeaf/ui';
import { Arrow } from '../shared-ui/Arrow';
import { ResponsiveImage } from '../shared-ui/ResponsiveImage';
import { ContentLink } from '../shared-ui/RichText';
import { homeText, slideOf } from './messages';
import styles from './home.module.css';

export function useSlides() {
  return useApi(publicKey('slider'), '/slider', SliderResponseSchema);
}

/**
 * The featured slides, one at a time, moved with the previous and next buttons. It never turns by itself
 * (nothing moves that the visitor did not ask for), and only the slide shown is loaded: the first one is the
 * page's main image.
 */
export function Slider() {
  const query = useSlides();
  return (
    <QueryStates query={query} loading={<SliderPlaceholder />}>
      {({ items }) => (items.length ? <Carousel slides={items} /> : <EmptyState />)}
    </QueryStates>
  );
}

/** The slider's shape while its slides load (a wide picture and its controls), so nothing below it moves. */
function SliderPlaceholder() {
  return (
    <div className={styles.carousel}>
      <div className={styles.slide}>
        <div className={styles.imagePlaceholder} />
        <LoadingState />
      </div>
      <div className={styles.controls} aria-hidden="true">
        <span className={styles.controlPlaceholder} />
      </div>
    </div>
  );
}

function Carousel({ slides }: { slides: Slide[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const current = Math.min(index, slides.length - 1);
  const slide = slides[current]!;
  const number = (value: number) => intl.formatNumber(value);
  const position = intl.formatMessage(slideOf, { index: number(current + 1), total: number(slides.length) });
  const step = (by: number) => setIndex((current + by + slides.length) % slides.length);
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(homeText.featured)}
    >
      <div role="group" aria-roledescription="slide" aria-label={position} className={styles.slide}>
        <SlideView slide={slide} priority={current === 0} />
      </div>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => step(-1)}
            aria-label={intl.formatMessage(homeText.previousSlide)}
          >
            <Arrow towards="previous" />
          </button>
          <p className={styles.position} aria-live="polite">
            {position}
          </p>
          <button
            type="button"
            className={styles.control}
            onClick={() => step(1)}
            aria-label={intl.formatMessage(homeText.nextSlide)}
          >
            <Arrow towards="next" />
          </button>
        </div>
      )}
    </section>
  );
}

function SlideView({ slide, priority }: { slide: Slide; priority: boolean }) {
  const locale = useLocale();
  return (
    <>
      <ResponsiveImage
        key={slide.id}
        image={slide.image}
        width={768}
        priority={priority}
        className={styles.slideImage}
      />
      <div className={styles.slideText}>
        <h2>{slide.title[locale]}</h2>
        {slide.text && <p>{slide.text[locale]}</p>}
        {slide.link && (
          <p>
            <ContentLink href={slide.link.href}>{slide.link.label[locale]}</ContentLink>
          </p>
        )}
      </div>
    </>
  );
}
