import { useIntl } from 'react-intl';
import { resultsFileMaxChars } from '@uaeaf/contracts';
import { useValidationText } from '@uaeaf/ui';
import { fileProblemText, lineProblemText } from './messages';
import styles from './results.module.css';

/**
 * A refused file's problems in the user's words, in line order: the API answers `line.<n>` (or the whole file under
 * the field's own name, `file` for the results file) with message ids; `prefix` is `finals` for the matches file.
 */
export function useFileProblems() {
  const intl = useIntl();
  const validationText = useValidationText();
  const text = (id: string) =>
    id in fileProblemText
      ? intl.formatMessage(fileProblemText[id as keyof typeof fileProblemText])
      : validationText(id, resultsFileMaxChars)!;
  return (fields: Record<string, string[]>, prefix: '' | 'finals'): string[] => {
    const whole = prefix === '' ? ['file', 'content', 'fileName', 'format'] : ['finals'];
    const lines = Object.entries(fields)
      .flatMap(([key, ids]) => {
        const line = new RegExp(`^${prefix && `${prefix}\\.`}line\\.(\\d+)$`).exec(key);
        return line ? ids.map((id) => ({ line: Number(line[1]), id })) : [];
      })
      .sort((a, b) => a.line - b.line);
    return [
      ...whole.flatMap((key) => (fields[key] ?? []).map(text)),
      ...lines.map(({ line, id }) => intl.formatMessage(lineProblemText, { line, problem: text(id) })),
    ];
  };
}

/** Said next to the file's text (the form's alert above says nothing was imported), which stays as it was typed or read, to be corrected and sent again. */
export function FileProblems({ id, problems }: { id: string; problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul id={id} className={styles.problems}>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}
