import { Controller, useFormContext } from 'react-hook-form'

import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'

const link = 'font-medium text-primary underline-offset-4 hover:underline'

/** acceptTerms with links to the Terms of Use and Privacy Policy PDFs, opened in a new tab. */
export function TermsField() {
  const { control } = useFormContext<{ acceptTerms: boolean }>()
  return (
    <Controller
      control={control}
      name="acceptTerms"
      render={({ field, fieldState }) => (
        <Field
          orientation="horizontal"
          error={fieldState.error?.message}
          required
          label={
            <span className="font-normal">
              I accept the{' '}
              <a
                className={link}
                href="/terms-of-use.pdf"
                target="_blank"
                rel="noopener noreferrer"
              >
                Terms of Use
              </a>{' '}
              and{' '}
              <a
                className={link}
                href="/privacy-policy.pdf"
                target="_blank"
                rel="noopener noreferrer"
              >
                Privacy Policy
              </a>
            </span>
          }
        >
          <Checkbox
            ref={field.ref}
            name={field.name}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  )
}
