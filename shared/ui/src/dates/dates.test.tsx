import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { DateRange, DateText, federationToday, useDates } from './dates';

function renderIn(locale: 'en-US' | 'ar-EG', node: ReactNode) {
  return render(
    <IntlProvider locale={locale} defaultLocale="ar-EG" messages={{}} onError={() => {}}>
      {node}
    </IntlProvider>,
  );
}

function DayAndTime({ value }: { value: string }) {
  return <span>{useDates().dayAndTime(value)}</span>;
}

describe('dates in UAE time', () => {
  it('shows an ISO day as a <time> in the page language', () => {
    const { container } = renderIn('en-US', <DateText value="2026-03-01" />);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-01');
    expect(container.textContent).toBe('March 1, 2026');
    expect(renderIn('en-US', <DateText value="2026-03-01" month="short" />).container.textContent).toBe(
      'Mar 1, 2026',
    );
    expect(renderIn('ar-EG', <DateText value="2026-03-01" />).container.textContent).toContain('مارس');
  });

  it('shows a range once for a one-day event and from–to otherwise', () => {
    const one = renderIn('en-US', <DateRange from="2026-03-01" to="2026-03-01" />).container;
    expect(one.textContent).toBe('March 1, 2026');
    const many = renderIn('en-US', <DateRange from="2026-03-01" to="2026-03-03" />).container;
    expect(many.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-01/2026-03-03');
    expect(many.textContent).toMatch(/^March 1\s*–\s*3, 2026$/);
  });

  it('counts the day and hour in the UAE, four hours ahead of UTC', () => {
    expect(federationToday(new Date('2026-03-01T20:30:00Z'))).toBe('2026-03-02');
    expect(federationToday(new Date('2026-03-01T19:30:00Z'))).toBe('2026-03-01');
    expect(renderIn('en-US', <DayAndTime value="2026-03-01T20:30:00Z" />).container.textContent).toBe(
      'March 2, 2026 at 12:30 AM',
    );
  });

  it('gives the same functions at every render, so columns built from them keep their cells', () => {
    const seen = new Set<ReturnType<typeof useDates>['day']>();
    function Dated() {
      seen.add(useDates().day);
      return null;
    }
    const messages = {};
    const ignore = () => {};
    const view = () => (
      <IntlProvider locale="en-US" defaultLocale="ar-EG" messages={messages} onError={ignore}>
        <Dated />
      </IntlProvider>
    );
    const { rerender } = render(view());
    rerender(view());
    expect(seen.size).toBe(1);
  });
});
