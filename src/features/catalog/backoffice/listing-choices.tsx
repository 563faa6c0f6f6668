// The choices buyers make on a listing (colour, size...): up to 5, each a name and its values.
import { Trans } from '@lingui/react/macro';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { button } from '../../../styles/ui.css.ts';
import type { DraftChoice } from './listing-draft.ts';
import * as css from '../../../components/backoffice/panel.css.ts';

export function ListingChoices({
  attributes,
  error,
  onChange,
}: {
  attributes: DraftChoice[];
  error?: string | undefined;
  onChange: (attributes: DraftChoice[]) => void;
}) {
  return (
    <fieldset className={css.textGroup}>
      <legend className={formCss.label}>
        <Trans>Choices buyers make (optional, e.g. colour: red, blue)</Trans>
      </legend>
      {attributes.map((attribute, index) => (
        <div key={index} className={css.attributeRow}>
          <Field
            label={<Trans>Choice</Trans>}
            name={`attr-name-${index}`}
            maxLength={40}
            value={attribute.name}
            onChange={(e) =>
              onChange(attributes.map((a, i) => (i === index ? { ...a, name: e.target.value } : a)))
            }
          />
          <Field
            label={<Trans>Values, separated by commas</Trans>}
            name={`attr-values-${index}`}
            value={attribute.values}
            onChange={(e) =>
              onChange(
                attributes.map((a, i) => (i === index ? { ...a, values: e.target.value } : a)),
              )
            }
          />
          <button
            type="button"
            className={button.secondary}
            onClick={() => onChange(attributes.filter((_, i) => i !== index))}
          >
            <Trans>Remove choice</Trans>
          </button>
        </div>
      ))}
      {error ? (
        <span className={formCss.fieldError} role="alert">
          {error}
        </span>
      ) : null}
      {attributes.length < 5 ? (
        <button
          type="button"
          className={button.secondary}
          onClick={() => onChange([...attributes, { name: '', values: '' }])}
        >
          <Trans>Add a choice</Trans>
        </button>
      ) : null}
    </fieldset>
  );
}
