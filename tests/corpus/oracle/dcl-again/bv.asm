ps_3_0
dcl vPos.xy
dcl vFace
dcl vPos.x
mov oC0, vPos.xyxy
