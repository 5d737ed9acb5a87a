import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Card, Page, ResourceList, Text } from "@shopify/polaris";
import { authenticate } from "../shopify.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { admin } = await authenticate.admin(request);
  const res = await admin.graphql(`#graphql
    { products(first: 10, sortKey: UPDATED_AT, reverse: true) { nodes { id title status } } }`);
  const { data } = await res.json();
  return json({ products: data.products.nodes });
}

export default function Index() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <Page title="Recent products">
      <Card>
        <ResourceList items={products} renderItem={(p: any) => (
          <ResourceList.Item id={p.id} onClick={() => {}}>
            <Text as="h3" variant="bodyMd">{p.title}</Text> <Text as="span" tone="subdued">{p.status}</Text>
          </ResourceList.Item>
        )} />
      </Card>
    </Page>
  );
}
