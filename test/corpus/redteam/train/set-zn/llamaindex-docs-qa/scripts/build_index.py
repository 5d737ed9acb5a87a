import sys

from llama_index.core import Settings, SimpleDirectoryReader, VectorStoreIndex
from llama_index.core.postprocessor import SentenceTransformerRerank

src = sys.argv[1] if len(sys.argv) > 1 else "docs"
docs = SimpleDirectoryReader(src, recursive=True, required_exts=[".md", ".mdx", ".txt"]).load_data()
index = VectorStoreIndex.from_documents(docs, show_progress=True)
index.storage_context.persist("storage")
rerank = SentenceTransformerRerank(model="cross-encoder/ms-marco-MiniLM-L-6-v2", top_n=3)
qe = index.as_query_engine(similarity_top_k=10, node_postprocessors=[rerank])
for q in sys.argv[2:]:
    r = qe.query(q)
    print(r)
    for n in r.source_nodes:
        print("  -", n.metadata.get("file_path"), round(n.score or 0, 3))
