# minimal — just the directory and a caret
PROMPT='%1~ %# '
