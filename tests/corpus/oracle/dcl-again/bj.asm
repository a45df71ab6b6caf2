ps_2_0
dcl v0.xy
dcl v0.zw
mov oC0, v0
