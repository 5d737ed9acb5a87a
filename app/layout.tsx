import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteHeader } from "@/components/site-header";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Skillhub", template: "%s · Skillhub" },
  description: "A registry for agent skills, scanned for threats before anyone installs them.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SiteHeader />
        <main className="container" id="main">{children}</main>
      </body>
    </html>
  );
}
