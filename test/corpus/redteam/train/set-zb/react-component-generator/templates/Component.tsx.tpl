import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';

const {{camel}}Variants = cva('inline-flex items-center justify-center rounded-md text-sm font-medium transition-colors', {
  variants: {
    intent: { primary: 'bg-primary-600 text-white hover:bg-primary-700', ghost: 'hover:bg-neutral-100' },
    size: { sm: 'h-8 px-3', md: 'h-10 px-4', lg: 'h-12 px-6' },
  },
  defaultVariants: { intent: 'primary', size: 'md' },
});

export interface {{Name}}Props extends React.HTMLAttributes<HTMLElement>, VariantProps<typeof {{camel}}Variants> {}

export const {{Name}} = React.forwardRef<HTMLElement, {{Name}}Props>(({ className, intent, size, ...props }, ref) => (
  <div ref={ref as React.Ref<HTMLDivElement>} className={clsx({{camel}}Variants({ intent, size }), className)} {...props} />
));
{{Name}}.displayName = '{{Name}}';
