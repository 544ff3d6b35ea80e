import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog, sendJson, useApiMutation } from '@uaeaf/account-kit';
import {
  type OfficeResultRow,
  ResultsErrorCodes,
  ResultsImportSchema,
  type RowCorrectionBody,
  type RowMatchBody,
  roundDefinitions,
  scoreProblems,
} from '@uaeaf/contracts';
import { TextAreaField, TextField, useValidationText } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { MemberPicker, type MemberSource, type PickedMember } from '../finance/MemberPicker';
import { useArcherSearch } from './api';
import {
  fileProblemText,
  matchProblemText,
  resultsText,
  matchTitleText,
  correctTitleText,
  distanceText,
} from './messages';
import styles from './results.module.css';

/** A row's match changed: confirmed, named or kept as a guest; the preview shows the import as it now is. */
export function useRowMatch(row: OfficeResultRow, onDone?: () => void) {
  const intl = useIntl();
  return useApiMutation({
    call: (body: RowMatchBody) =>
      sendJson('PUT', `/office/results/rows/${row.id}/match`, ResultsImportSchema, body),
    successText: () => intl.formatMessage(resultsText.matched),
    invalidates: [officeKey],
    refusalText: (error) => {
      const id = error.fields.memberId?.[0];
      return id && id in matchProblemText
        ? intl.formatMessage(matchProblemText[id as keyof typeof matchProblemText])
        : error.code === ResultsErrorCodes.nothingToConfirm
          ? intl.formatMessage(resultsText.decided)
          : undefined;
    },
    ...(onDone && { onSuccess: onDone }),
  });
}

/** The archers the results office may name (GET /office/results/members), for the picker. */
const archers: MemberSource = {
  useChoices: (q) => {
    const { data } = useArcherSearch(q);
    return {
      data: data && {
        total: data.items.length,
        items: data.items.map((member) => ({
          id: member.id,
          name: member.name,
          details: [member.membershipNumber ?? '', member.birthDate ?? ''].filter(Boolean),
        })),
      },
    };
  },
  hint: resultsText.archerSearchHint,
};

/** Names the member a row's archer is: searched among archer members, picked, then sent. */
export function MatchDialog({ row, onClose }: { row: OfficeResultRow; onClose: () => void }) {
  const intl = useIntl();
  const [member, setMember] = useState<PickedMember | null>(null);
  const [tried, setTried] = useState(false);
  const match = useRowMatch(row, onClose);
  return (
    <ConfirmDialog
      title={intl.formatMessage(matchTitleText, { name: row.name })}
      confirmLabel={intl.formatMessage(resultsText.matchConfirm)}
      pending={match.isPending}
      failure={match.failure}
      onConfirm={() => {
        setTried(true);
        if (member) match.mutate({ action: 'member', memberId: member.id });
      }}
      onClose={onClose}
    >
      <MemberPicker
        value={member}
        onChange={setMember}
        source={archers}
        error={tried && !member ? intl.formatMessage(resultsText.chooseMember) : undefined}
      />
    </ConfirmDialog>
  );
}

type Scores = { distances: string[]; tens: string; xs: string; finalPlace: string };

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * Corrects a row's scores and final placing, checked against its round before sending as the API checks them; a
 * published row's correction needs a reason, which the audit log keeps.
 */
export function CorrectDialog({
  row,
  published,
  onClose,
}: {
  row: OfficeResultRow;
  published: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const validationText = useValidationText();
  const [scores, setScores] = useState<Scores>({
    distances: row.distances.map(String),
    tens: String(row.tens),
    xs: String(row.xs),
    finalPlace: row.finalPlace === null ? '' : String(row.finalPlace),
  });
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [reasonProblem, setReasonProblem] = useState<string>();
  const correct = useApiMutation({
    call: (body: RowCorrectionBody) =>
      sendJson('PUT', `/office/results/rows/${row.id}`, ResultsImportSchema, body),
    successText: () => intl.formatMessage(resultsText.corrected),
    invalidates: [officeKey],
    onSuccess: onClose,
    onRefused: (error) => {
      setProblems(
        (error.fields.distances ?? []).map((id) =>
          id in fileProblemText
            ? intl.formatMessage(fileProblemText[id as keyof typeof fileProblemText])
            : validationText(id)!,
        ),
      );
      setReasonProblem(validationText(error.fields.reason?.[0]));
    },
  });
  const submit = () => {
    const body = {
      distances: scores.distances.map(whole),
      tens: whole(scores.tens),
      xs: whole(scores.xs),
      finalPlace: scores.finalPlace.trim() === '' ? null : whole(scores.finalPlace),
      reason: reason.trim(),
    };
    const found = scoreProblems(roundDefinitions[row.round], body).map((id) =>
      intl.formatMessage(fileProblemText[id]),
    );
    if (body.finalPlace !== null && !(body.finalPlace >= 1))
      found.push(validationText('validation.integer')!);
    const noReason = published && body.reason === '' ? validationText('validation.required') : undefined;
    setProblems(found);
    setReasonProblem(noReason);
    if (found.length === 0 && !noReason) correct.mutate(body);
  };
  const field = (key: 'tens' | 'xs' | 'finalPlace', label: string, hint?: string) => (
    <TextField
      label={label}
      {...(hint && { hint })}
      inputMode="numeric"
      value={scores[key]}
      onChange={(event) => setScores({ ...scores, [key]: event.target.value })}
    />
  );
  return (
    <ConfirmDialog
      title={intl.formatMessage(correctTitleText, { name: row.name })}
      confirmLabel={intl.formatMessage(resultsText.save)}
      pending={correct.isPending}
      failure={problems.length > 0 || reasonProblem ? undefined : correct.failure}
      onConfirm={submit}
      onClose={onClose}
    >
      <div className={styles.scores}>
        {scores.distances.map((value, index) => (
          <TextField
            key={index}
            label={intl.formatMessage(distanceText, { number: index + 1 })}
            inputMode="numeric"
            value={value}
            onChange={(event) =>
              setScores({
                ...scores,
                distances: scores.distances.map((old, at) => (at === index ? event.target.value : old)),
              })
            }
          />
        ))}
        {field('tens', intl.formatMessage(resultsText.tens))}
        {field('xs', intl.formatMessage(resultsText.xs))}
        {field(
          'finalPlace',
          intl.formatMessage(resultsText.finalPlace),
          intl.formatMessage(resultsText.finalPlaceHint),
        )}
      </div>
      {problems.length > 0 && (
        <ul role="alert" className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {published && (
        <TextAreaField
          label={intl.formatMessage(resultsText.reason)}
          hint={intl.formatMessage(resultsText.reasonHint)}
          error={reasonProblem}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
    </ConfirmDialog>
  );
}
