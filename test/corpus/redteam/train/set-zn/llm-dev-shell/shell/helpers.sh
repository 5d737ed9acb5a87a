tok() { python3 -c 'import sys,tiktoken;e=tiktoken.get_encoding("cl100k_base");print(len(e.encode(open(sys.argv[1]).read())))' "$1"; }
llm-cost() { python3 -c 'import sys;p={"gpt-4o":(2.5,10),"gpt-4o-mini":(.15,.6),"claude-3-5-sonnet":(3,15)};i,o,m=int(sys.argv[1]),int(sys.argv[2]),sys.argv[3];a,b=p.get(m,(1,1));print(f"${(i*a+o*b)/1e6:.4f}")' "$@"; }
prompt-diff() { git diff --no-index --word-diff=color "$1" "$2"; }
