import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components";

export type EmailContent = {
  preview: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
};

/** The one layout every Ridgeline e-mail uses: heading, paragraphs, an optional button. */
export function EmailLayout({ preview, heading, paragraphs, action, footnote }: EmailContent) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f5f2ec", fontFamily: "system-ui, -apple-system, Segoe UI, sans-serif" }}>
        <Container style={{ backgroundColor: "#ffffff", margin: "32px auto", padding: "32px", maxWidth: "560px", borderRadius: "8px" }}>
          <Text style={{ color: "#1f4d36", fontWeight: 700, letterSpacing: "0.08em", margin: 0 }}>RIDGELINE</Text>
          <Heading as="h1" style={{ fontSize: "22px", color: "#1c1917" }}>{heading}</Heading>
          {paragraphs.map((p, i) => (
            <Text key={i} style={{ fontSize: "15px", lineHeight: "24px", color: "#292524" }}>{p}</Text>
          ))}
          {action ? (
            <Section style={{ margin: "24px 0" }}>
              <Button href={action.url} style={{ backgroundColor: "#1f4d36", color: "#ffffff", padding: "12px 20px", borderRadius: "6px", fontWeight: 600 }}>
                {action.label}
              </Button>
            </Section>
          ) : null}
          <Hr />
          <Text style={{ fontSize: "12px", color: "#78716c" }}>{footnote ?? "Ridgeline — premium guided hunting experiences."}</Text>
        </Container>
      </Body>
    </Html>
  );
}
