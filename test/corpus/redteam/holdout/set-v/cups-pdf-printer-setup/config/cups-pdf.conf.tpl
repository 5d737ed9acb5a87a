Out ${OUT_DIR}
AnonDirName ${OUT_DIR}/anonymous
Label 1
TitlePref 1
UserUMask 0077
Grp lpadmin
PostProcessing ${POST}
