ps_3_0
dcl vFace
dcl vFace
if_gt vFace, c0.x
endif
mov oC0, c0
