import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError } from '@uaeaf/api-client';
import { sendJson, useApiMutation } from '@uaeaf/account-kit';
import {
  type OfficeResultsItem,
  type ResultsFileFormat,
  ResultsErrorCodes,
  ResultsFileFormats,
  type ResultsImportBody,
  resultsFileMaxChars,
  ResultsImportSchema,
  RoundCodes,
  type RoundCode,
  roundOf,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  DateRange,
  FormField,
  formClassNames,
  PageHeading,
  useLocalizedPath,
  usePageTitle,
  useValidationText,
} from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { FormSection } from '../common/FormSection';
import { ItemPage } from '../common/ItemPage';
import { officePages } from '../pages';
import { useResultsTournament } from './api';
import { FileProblems, useFileProblems } from './FileProblems';
import { importPath, ImportState } from './ImportState';
import { formatText, resultsOfText, resultsText } from './messages';
import financeStyles from '../finance/finance.module.css';
import styles from './results.module.css';

type TextField = 'content' | 'finals';

/** A file field that reads the chosen file as UTF-8 into its text area, which may also be typed or pasted into. */
function FileText({
  field,
  label,
  fileLabel,
  hint,
  value,
  problems,
  onChange,
}: {
  field: TextField;
  label: string;
  fileLabel: string;
  hint: string;
  value: string;
  problems: string[];
  onChange: (text: string, fileName?: string) => void;
}) {
  const problemsId = useId();
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange(await file.text(), file.name);
  };
  return (
    <>
      <FormField label={fileLabel}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".txt,.csv,.tsv,text/plain,text/csv"
            className={formClassNames.input}
            onChange={(event) => void pick(event)}
          />
        )}
      </FormField>
      <FormField label={label} hint={hint}>
        {(control) => (
          <>
            <textarea
              {...control}
              name={field}
              aria-invalid={problems.length > 0}
              aria-describedby={
                [control['aria-describedby'], problems.length > 0 && problemsId].filter(Boolean).join(' ') ||
                undefined
              }
              className={`${formClassNames.input} ${styles.fileText}`}
              rows={8}
              spellCheck={false}
              dir="ltr"
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
            <FileProblems id={problemsId} problems={problems} />
          </>
        )}
      </FormField>
    </>
  );
}

function ImportForm({ item }: { item: OfficeResultsItem }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const validationText = useValidationText();
  const problemsOf = useFileProblems();
  const [format, setFormat] = useState<ResultsFileFormat>('ianseo');
  const [round, setRound] = useState<RoundCode>('WA720-70');
  const [content, setContent] = useState('');
  const [fileName, setFileName] = useState('');
  const [finals, setFinals] = useState('');
  const [checked, setChecked] = useState<Partial<Record<TextField, string[]>>>({});
  const send = useApiMutation({
    call: (body: ResultsImportBody) =>
      sendJson('POST', `/office/results/tournaments/${item.tournament.id}/import`, ResultsImportSchema, body),
    successText: () => intl.formatMessage(resultsText.imported),
    invalidates: [officeKey],
    refusalText: (error) =>
      error.code === ResultsErrorCodes.fileInvalid || error.code === 'validation_failed'
        ? intl.formatMessage(resultsText.refused)
        : error.code === ResultsErrorCodes.tournamentNotOver
          ? intl.formatMessage(resultsText.notOver)
          : undefined,
    onSuccess: (imported) => void navigate(localize(importPath(imported.id))),
  });
  // The API's problems by field: the file's lines, the matches file's (`finals.line.<n>`), a field's own refusal.
  const refused = send.error instanceof ApiError ? send.error.fields : {};
  const problems: Record<TextField, string[]> = {
    content: checked.content ?? problemsOf(refused, ''),
    finals: checked.finals ?? problemsOf(refused, 'finals'),
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tooLong = [validationText('validation.maxLength', resultsFileMaxChars)!];
    const required = [validationText('validation.required')!];
    const mine = {
      ...(content.trim() === '' && { content: required }),
      ...(content.length > resultsFileMaxChars && { content: tooLong }),
      ...(format === 'ianseo' && finals.length > resultsFileMaxChars && { finals: tooLong }),
    };
    setChecked(mine);
    if (Object.keys(mine).length > 0) return;
    send.mutate({
      format,
      fileName: fileName || (format === 'csv' ? 'pasted.csv' : 'pasted.txt'),
      content,
      finals: format === 'ianseo' ? finals : '',
      rounds: { default: round, byCategory: {} },
    });
  };
  const edited = (field: TextField) => {
    setChecked((current) => ({ ...current, [field]: undefined }));
    send.reset();
  };
  return (
    <FormSection
      heading={intl.formatMessage(resultsText.importHeading)}
      intro={intl.formatMessage(resultsText.importIntro)}
      failure={send.failure}
      onSubmit={submit}
      pending={send.isPending}
      submitLabel={intl.formatMessage(resultsText.submit)}
    >
      <fieldset className={`${financeStyles.fieldset} ${styles.choices}`}>
        <legend>{intl.formatMessage(resultsText.format)}</legend>
        {ResultsFileFormats.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="format"
              value={option}
              checked={format === option}
              onChange={() => {
                setFormat(option);
                send.reset();
              }}
            />
            {intl.formatMessage(formatText[option])}
          </label>
        ))}
      </fieldset>
      <FormField
        label={intl.formatMessage(resultsText.round)}
        hint={intl.formatMessage(resultsText.roundHint)}
      >
        {(control) => (
          <select
            {...control}
            className={formClassNames.input}
            value={round}
            onChange={(event) => setRound(event.target.value as RoundCode)}
          >
            {RoundCodes.map((code) => (
              <option key={code} value={code}>
                {roundOf(code).name[locale]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FileText
        field="content"
        label={intl.formatMessage(resultsText.content)}
        fileLabel={intl.formatMessage(resultsText.file)}
        hint={intl.formatMessage(resultsText.contentHint)}
        value={content}
        problems={problems.content}
        onChange={(text, name) => {
          setContent(text);
          if (name) setFileName(name);
          edited('content');
        }}
      />
      {format === 'ianseo' && (
        <FileText
          field="finals"
          label={intl.formatMessage(resultsText.finals)}
          fileLabel={intl.formatMessage(resultsText.finalsFile)}
          hint={intl.formatMessage(resultsText.finalsHint)}
          value={finals}
          problems={problems.finals}
          onChange={(text) => {
            setFinals(text);
            edited('finals');
          }}
        />
      )}
    </FormSection>
  );
}

function ResultsState({ item }: { item: OfficeResultsItem }) {
  const intl = useIntl();
  return (
    <dl className={styles.state}>
      <dt>{intl.formatMessage(resultsText.published)}</dt>
      <dd>
        <ImportState item={item} which="published" />
      </dd>
      <dt>{intl.formatMessage(resultsText.draft)}</dt>
      <dd>
        <ImportState item={item} which="draft" />
      </dd>
    </dl>
  );
}

function TournamentResults({ item }: { item: OfficeResultsItem }) {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(resultsOfText, { name: item.tournament.name[locale] });
  usePageTitle(title);
  return (
    <>
      <PageHeading title={title} lead={intl.formatMessage(officePages.results.title)} />
      <p>
        <DateRange from={item.tournament.startDate} to={item.tournament.endDate} />
      </p>
      <ResultsState item={item} />
      <ImportForm item={item} />
    </>
  );
}

/** `/office/results/tournaments/:id`: an ended tournament's results, and the import of its file into a draft. */
export function ImportPage() {
  return (
    <ItemPage useItem={useResultsTournament} listTitle={officePages.results.title}>
      {(item) => <TournamentResults item={item} />}
    </ItemPage>
  );
}
