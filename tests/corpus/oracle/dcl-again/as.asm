ps_3_0
dcl vPos.xy
dcl vPos.xy
mov oC0, vPos.xyxy
