import { Body, Button, Column, Container, Head, Heading, Hr, Html, Preview, Row, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

/** E-mail clients ignore CSS variables and oklch, so app/globals.css's theme tokens are written here as the closest hex colours. */
export const EMAIL_COLORS = {
  primary: "#1f4d36",
  primaryText: "#f8f6f0",
  page: "#f5f2ec",
  card: "#ffffff",
  text: "#292524",
  heading: "#1c1917",
  muted: "#5f5953",
  border: "#e7e0d5",
  panel: "#f7f4ee",
} as const;

const font = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export type EmailAction = { label: string; url: string };

export type EmailShellProps = {
  preview: string;
  heading: string;
  action?: EmailAction;
  footnote?: string;
  children: ReactNode;
};

export function EmailShell({ preview, heading, action, footnote, children }: EmailShellProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: EMAIL_COLORS.page, fontFamily: font, margin: 0, padding: "24px 0" }}>
        <Container
          style={{
            maxWidth: "560px",
            margin: "0 auto",
            backgroundColor: EMAIL_COLORS.card,
            borderRadius: "8px",
            overflow: "hidden",
            border: `1px solid ${EMAIL_COLORS.border}`,
          }}
        >
          <Section style={{ backgroundColor: EMAIL_COLORS.primary, padding: "18px 32px" }}>
            <Text style={{ color: EMAIL_COLORS.primaryText, fontWeight: 700, letterSpacing: "0.12em", fontSize: "15px", margin: 0 }}>
              RIDGELINE
            </Text>
            <Text style={{ color: EMAIL_COLORS.primaryText, opacity: 0.8, fontSize: "12px", margin: "2px 0 0" }}>
              Premium Hunting Experiences
            </Text>
          </Section>
          <Section style={{ padding: "8px 32px 24px" }}>
            <Heading as="h1" style={{ fontSize: "22px", lineHeight: "30px", color: EMAIL_COLORS.heading, margin: "24px 0 16px" }}>
              {heading}
            </Heading>
            {children}
            {action ? <ActionButton {...action} /> : null}
          </Section>
          <Section style={{ padding: "0 32px 24px" }}>
            <Hr style={{ borderColor: EMAIL_COLORS.border, margin: "0 0 16px" }} />
            <Text style={{ fontSize: "12px", lineHeight: "18px", color: EMAIL_COLORS.muted, margin: 0 }}>
              {footnote ?? "Ridgeline — premium guided hunting experiences from vetted top-tier outfitters."}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: "15px", lineHeight: "24px", color: EMAIL_COLORS.text, margin: "0 0 14px" }}>{children}</Text>;
}

function ActionButton({ label, url }: EmailAction) {
  return (
    <Section style={{ margin: "24px 0 8px" }}>
      <Button
        href={url}
        style={{
          backgroundColor: EMAIL_COLORS.primary,
          color: EMAIL_COLORS.primaryText,
          padding: "12px 22px",
          borderRadius: "6px",
          fontWeight: 600,
          fontSize: "15px",
        }}
      >
        {label}
      </Button>
    </Section>
  );
}

export type LineItem = { label: string; value: string };

/** Amounts and dates come from the product's own formatters, as everywhere else. */
export function LineItems({ items, total }: { items: LineItem[]; total?: LineItem }) {
  const cell = { fontSize: "14px", lineHeight: "22px", color: EMAIL_COLORS.text, padding: "6px 0" };
  return (
    <Section style={{ backgroundColor: EMAIL_COLORS.panel, borderRadius: "6px", padding: "8px 16px", margin: "8px 0 18px" }}>
      {items.map((item, i) => (
        <Row key={`${i}-${item.label}`}>
          <Column style={{ ...cell, color: EMAIL_COLORS.muted, paddingRight: "12px" }}>{item.label}: </Column>
          <Column style={{ ...cell, textAlign: "right" }}>{item.value}</Column>
        </Row>
      ))}
      {total ? (
        <Row style={{ borderTop: `1px solid ${EMAIL_COLORS.border}` }}>
          <Column style={{ ...cell, fontWeight: 700, paddingRight: "12px" }}>{total.label}: </Column>
          <Column style={{ ...cell, fontWeight: 700, textAlign: "right" }}>{total.value}</Column>
        </Row>
      ) : null}
    </Section>
  );
}
