ps_2_0
dcl t0.xy
dcl t1.xy
dcl t0.zw
mov oC0, t0
