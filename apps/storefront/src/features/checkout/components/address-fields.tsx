'use client';

import { type ReactNode, useEffect } from 'react';
import { Controller, type ControllerRenderProps, useFormContext, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from '#i18n/hooks';
import { type ControlProps, Field, FieldFrame } from '@/components/form/field';
import {
  ADDRESS_FIELDS,
  type AddressField,
  type CheckoutValues,
  type CountryState,
  OPTIONAL_ADDRESS_FIELDS,
  SHIPPING_FIELDS,
} from '../checkout-schema';
import { fieldId, useFieldError } from '../use-field-error';
import styles from './checkout-form.module.css';

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  address1: 'address-line1',
  city: 'address-level2',
  country: 'country',
  state: 'address-level1',
  postcode: 'postal-code',
  email: 'email',
  phone: 'tel',
};

interface AddressFieldsProps {
  kind: 'billing' | 'shipping';
  countries: string[];
  statesByCountry: Record<string, CountryState[]>;
  loadStates: (country: string) => void;
}

/**
 * One address of the checkout form. Country and state are pickers fed by the shop (controlled, so a
 * value chosen or saved before the options arrive shows once they do); the rest are plain inputs.
 */
export function AddressFields({ kind, countries, statesByCountry, loadStates }: AddressFieldsProps) {
  const fields = kind === 'billing' ? ADDRESS_FIELDS : SHIPPING_FIELDS;
  const country = useWatch<CheckoutValues, `${typeof kind}.country`>({ name: `${kind}.country` });
  useEffect(() => loadStates(country), [country, loadStates]);
  return (
    <div className={styles.grid}>
      {fields.map((field) =>
        field === 'country' ? (
          <CountryField key={field} kind={kind} countries={countries} />
        ) : field === 'state' ? (
          <StateField key={field} kind={kind} states={statesByCountry[country]} />
        ) : (
          <TextField key={field} kind={kind} field={field} />
        ),
      )}
    </div>
  );
}

function TextField({ kind, field }: { kind: 'billing' | 'shipping'; field: AddressField }) {
  const t = useTranslations('checkout.form');
  const { register } = useFormContext<CheckoutValues>();
  const name = `${kind}.${field}` as const;
  const error = useFieldError(name);
  return (
    <Field
      id={fieldId(name)}
      label={t(field)}
      error={error}
      className={field === 'address1' ? styles.wide : undefined}
      type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
      autoComplete={`${kind} ${AUTOCOMPLETE[field]}`}
      required={!OPTIONAL_ADDRESS_FIELDS.has(field)}
      {...register(name)}
    />
  );
}

type PickerName = `${'billing' | 'shipping'}.${'country' | 'state'}`;

/** A picker fed by the shop: controlled, so a value chosen or saved before its options arrive shows once they do. */
function ControlledField({
  name,
  label,
  children,
}: {
  name: PickerName;
  label: string;
  children: (field: ControllerRenderProps<CheckoutValues, PickerName>, aria: ControlProps) => ReactNode;
}) {
  const { control } = useFormContext<CheckoutValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FieldFrame id={fieldId(name)} label={label} error={error}>
          {(aria) => children(field, aria)}
        </FieldFrame>
      )}
    />
  );
}

function CountryField({ kind, countries }: { kind: 'billing' | 'shipping'; countries: string[] }) {
  const t = useTranslations('checkout.form');
  const locale = useLocale();
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  const { setValue } = useFormContext<CheckoutValues>();
  return (
    <ControlledField name={`${kind}.country`} label={t('country')}>
      {(field, aria) => (
        <select
          {...aria}
          {...field}
          required
          autoComplete={`${kind} country`}
          onChange={(event) => {
            field.onChange(event);
            // A state belongs to its country.
            setValue(`${kind}.state`, '');
          }}
        >
          {(countries.includes(field.value) ? countries : [field.value, ...countries]).map((code) => (
            <option key={code} value={code}>
              {regionNames.of(code) ?? code}
            </option>
          ))}
        </select>
      )}
    </ControlledField>
  );
}

function StateField({ kind, states }: { kind: 'billing' | 'shipping'; states: CountryState[] | undefined }) {
  const t = useTranslations('checkout.form');
  const autoComplete = `${kind} address-level1`;
  return (
    <ControlledField name={`${kind}.state`} label={t('state')}>
      {(field, aria) =>
        // A country without states (once read) takes free text; until read, the picker waits.
        states && states.length === 0 ? (
          <input {...aria} {...field} type="text" autoComplete={autoComplete} />
        ) : (
          <select
            {...aria}
            {...field}
            required
            aria-busy={states ? undefined : true}
            autoComplete={autoComplete}
          >
            <option value="">{t('chooseState')}</option>
            {(states ?? []).map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
        )
      }
    </ControlledField>
  );
}
