import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import 'expense-fields/styles.css';

export const metadata: Metadata = {
  title: 'expense-fields on the Next.js App Router',
};

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
