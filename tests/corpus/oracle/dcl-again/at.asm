ps_2_x
dcl t0.xy
dcl t0.zw
mov oC0, t0
