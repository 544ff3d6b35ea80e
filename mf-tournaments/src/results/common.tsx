import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import type { ResultArcher, ResultClub, Round } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { ageCategoriesAtom } from '@uaeaf/session';
import { LocalizedLink } from '@uaeaf/ui';
import { categoryText, resultsText } from './messages';
import styles from './results.module.css';

/** An archer's name, a link to their profile when the API gives an id (a member who did not hide it). */
export function ArcherName({ archer }: { archer: ResultArcher }) {
  const locale = useLocale();
  const name = <bdi>{archer.name[locale]}</bdi>;
  return archer.id === null ? name : <LocalizedLink to={`/athletes/${archer.id}`}>{name}</LocalizedLink>;
}

export function ClubName({ club }: { club: ResultClub | null }) {
  const locale = useLocale();
  return club ? <bdi>{club.name[locale]}</bdi> : null;
}

/** A row's archer (its header cell, with any marks after the name) and club cells. */
export function ArcherCells({
  archer,
  club,
  children,
}: {
  archer: ResultArcher;
  club: ResultClub | null;
  children?: ReactNode;
}) {
  return (
    <>
      <th scope="row">
        <ArcherName archer={archer} />
        {children}
      </th>
      <td>
        <ClubName club={club} />
      </td>
    </>
  );
}

export const genders = ['female', 'male'] as const;

/** "Recurve Women U21": one division, gender and age class. */
export function useCategoryName() {
  const intl = useIntl();
  const locale = useLocale();
  return (category: {
    division: { name: { ar: string; en: string } };
    gender: 'male' | 'female';
    ageClass: { name: { ar: string; en: string } };
  }) =>
    intl.formatMessage(categoryText, {
      division: category.division.name[locale],
      gender: intl.formatMessage(resultsText[category.gender]),
      ageClass: category.ageClass.name[locale],
    });
}

/** The age classes the shell loaded at start-up, as filter options in the page's language. */
export function useAgeClassOptions() {
  const locale = useLocale();
  return useAtomValue(ageCategoriesAtom).map((ageClass) => ({
    value: ageClass.code,
    label: ageClass.name[locale],
  }));
}

export function useGenderOptions() {
  const intl = useIntl();
  return genders.map((gender) => ({ value: gender, label: intl.formatMessage(resultsText[gender]) }));
}

/** The heading of the second tie-break's column: Xs outdoors, 9s indoors (the round says which). */
export const secondCountMessage = (round: Round) =>
  round.secondCount === 'X' ? resultsText.xs : resultsText.nines;

/** A results table: captioned (visibly, or for screen readers only), column headers, scrolling sideways when narrow. */
export function ResultsTable({
  caption,
  captionHidden = false,
  columns,
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
